import { company, pageTitle } from '@site/contracts/company';
import { shareImageSize } from '@site/contracts/share-image';
import { useLocation } from 'react-router-dom';
import { absoluteUrl, useSiteUrl } from './site-url';

/** The image a link preview shows for a page that names none (1200 × 630, in the shell). */
export const defaultShareImagePath = '/share-image.png';

/** What that image shows, in words: the company's name over its blurb. */
export const defaultShareImageAlt = `${company.name}: ${company.blurb}`;

/** The language and region of every page, as Open Graph writes it. */
export const openGraphLocale = 'en_GB';

export interface PageMetaProps {
  /** The page's own title; " | {company}" is added. */
  title: string;
  /** The meta description search engines show. */
  description: string;
  /** `article` for a blog post, `website` (the default) for the other pages. */
  type?: 'website' | 'article';
  /**
   * The image shared with the link (absolute, or relative to the site), 1200 × 630 as the site's
   * own; the site's otherwise.
   */
  image?: string;
  /** What `image` shows, for a link preview read aloud (`og:image:alt`); needed with `image`. */
  imageAlt?: string;
  /** Kept from search engines (`<meta name="robots" content="noindex">`): a page an email links to. */
  noindex?: boolean;
  /**
   * The canonical path, for a page whose query names what it shows (`/blogs?category=…`); the
   * current path, without query, otherwise.
   */
  canonicalPath?: string;
}

/**
 * The page's head tags: title, description, canonical link, Open Graph (with the share image's
 * words and the `en_GB` locale) and Twitter card. React 19
 * hoists `<title>`, `<meta>` and `<link>` into `<head>` (on the server too) and removes them when
 * the page unmounts. The canonical URL is the site's public URL and the page's path, without
 * query or fragment, unless the page names its own (`canonicalPath`).
 */
export function PageMeta({
  title,
  description,
  type = 'website',
  image,
  imageAlt,
  noindex = false,
  canonicalPath,
}: PageMetaProps) {
  const siteUrl = useSiteUrl();
  const { pathname } = useLocation();
  const canonical = absoluteUrl(siteUrl, canonicalPath ?? pathname);
  const shareImage = absoluteUrl(siteUrl, image ?? defaultShareImagePath);
  const shareImageAlt = image ? (imageAlt ?? '') : defaultShareImageAlt;
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={shareImage} />
      <meta property="og:image:width" content={String(shareImageSize.width)} />
      <meta property="og:image:height" content={String(shareImageSize.height)} />
      {shareImageAlt ? <meta property="og:image:alt" content={shareImageAlt} /> : null}
      <meta property="og:locale" content={openGraphLocale} />
      <meta property="og:site_name" content={company.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={shareImage} />
      {shareImageAlt ? <meta name="twitter:image:alt" content={shareImageAlt} /> : null}
    </>
  );
}
