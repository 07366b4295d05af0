import { pageTitle } from '@site/contracts/company';

export interface PageMetaProps {
  /** The page's own title; " | {company}" is added. */
  title: string;
  /** The meta description search engines show. */
  description: string;
}

/**
 * Document title and description for the page that renders it. React 19 hoists `<title>` and
 * `<meta>` into `<head>` and removes them when the page unmounts.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
