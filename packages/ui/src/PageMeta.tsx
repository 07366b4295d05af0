import { pageTitle } from '@site/contracts/company';

export interface OpenGraph {
  /** `article` for a blog post, `website` for the other pages. */
  type: 'website' | 'article';
  /** Absolute URL of the image shared with the link. */
  image?: string;
}

export interface PageMetaProps {
  /** The page's own title; " | {company}" is added. */
  title: string;
  /** The meta description search engines show. */
  description: string;
  /** Open Graph tags for link previews: og:title and og:description repeat the two above. */
  openGraph?: OpenGraph;
}

/**
 * Document title, description and (optionally) Open Graph tags for the page that renders it.
 * React 19 hoists `<title>` and `<meta>` into `<head>` and removes them when the page unmounts.
 */
export function PageMeta({ title, description, openGraph }: PageMetaProps) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      {openGraph ? (
        <>
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:type" content={openGraph.type} />
          {openGraph.image ? <meta property="og:image" content={openGraph.image} /> : null}
        </>
      ) : null}
    </>
  );
}
