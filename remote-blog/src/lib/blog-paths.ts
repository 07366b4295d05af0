import { filterCategories, type FilterCategory } from '@site/contracts/blog-facts';

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

/** The query names of the list, as its forms submit them (GET, without JavaScript). */
export const listQueryNames = { category: 'category', page: 'page' } as const;

/** One of the filter's categories, or undefined (All, or a name the filter does not offer). */
export const filterCategoryOf = (name: string | null | undefined): FilterCategory | undefined =>
  filterCategories.find((category) => category === name);

/** Which list a `/blogs` address shows: its category (undefined for All) and its page from 1. */
export interface ListQuery {
  category: FilterCategory | undefined;
  page: number;
  /** `?category=` names no category of the filter: the page answers 404 and shows All. */
  unknownCategory: boolean;
}

/**
 * The list a query names: `?category=` one of the filter's (absent or empty for All), and
 * `?page=N` (1 when absent or not a whole number from 1): what the list's forms submit without
 * JavaScript, and what a shared address opens.
 */
export function listQueryOf(search: string): ListQuery {
  const query = new URLSearchParams(search);
  const name = query.get(listQueryNames.category) ?? '';
  const category = filterCategoryOf(name);
  const page = Number(query.get(listQueryNames.page) ?? '1');
  return {
    category,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    unknownCategory: name !== '' && category === undefined,
  };
}

/**
 * The address of a list, in the form a GET form writes it (`+` for a space, the category before
 * the page): `/blogs`, `/blogs?category=SaaS+Solutions`, `/blogs?page=2`. Its canonical address
 * too, for its first page.
 */
export function listPath({
  category,
  page = 1,
}: {
  category?: FilterCategory | undefined;
  page?: number;
}): string {
  const query = new URLSearchParams();
  if (category) query.set(listQueryNames.category, category);
  if (page > 1) query.set(listQueryNames.page, String(page));
  const search = query.toString();
  return search ? `${blogListPath}?${search}` : blogListPath;
}
