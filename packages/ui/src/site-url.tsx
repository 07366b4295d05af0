import { createContext, useContext } from 'react';

/**
 * The site's public URL (`https://www.example.co.uk`, no trailing slash), from which canonical
 * links and link-preview URLs are built. The shell provides it: on the server from its settings,
 * in the browser from the page it rendered.
 */
export const SiteUrlContext = createContext('');

/** The site's public URL; in a browser without a provider, the page's own origin. */
export function useSiteUrl(): string {
  const provided = useContext(SiteUrlContext);
  if (provided) return provided;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** `path` (or a URL relative to the site) as an absolute URL of the site. */
export const absoluteUrl = (siteUrl: string, path: string): string =>
  new URL(path, `${siteUrl}/`).href;
