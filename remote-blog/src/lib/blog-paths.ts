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

/**
 * The page of the list a `?page=N` query names (1 when absent or not a whole number from 1):
 * without JavaScript, Load More is a link to the next one.
 */
export function listPageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The link to a page of the list. */
export const listPagePath = (page: number) =>
  page <= 1 ? blogListPath : `${blogListPath}?page=${page}`;
