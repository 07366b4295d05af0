/** The blog's paths, as the site's route table has them (`/blogs`, `/blog/:slug`). */

export const blogListPath = '/blogs';

export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** Whether `pathname` is the list. */
export const isBlogListPath = (pathname: string) => /^\/blogs\/?$/.test(pathname);

/** The slug of a `/blog/:slug` path, decoded as the router decodes it; undefined otherwise. */
export function slugOf(pathname: string): string | undefined {
  const encoded = /^\/blog\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!encoded) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined; // malformed: the page shows Blog Post Not Found without asking
  }
}
