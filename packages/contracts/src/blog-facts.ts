/**
 * The blog's categories and page sizes, which the pages, the edge functions and the tests share
 * (./blog.ts has the wire format and re-exports these). Apart because this file imports no zod:
 * the pages read these at start-up, where building the answers' schemas too was a large part of
 * the blog page's module evaluation (figures in decision 019).
 */

/** Categories offered by the list page's filter buttons, after "All". */
export const filterCategories = [
  'Healthcare Innovation',
  'SaaS Solutions',
  'Compliance',
  'Financial Services',
  'Salesforce',
  'Healthcare',
] as const;

/** Every category a post may have: the filter's six plus Digital Transformation. */
export const postCategories = [...filterCategories, 'Digital Transformation'] as const;

export type FilterCategory = (typeof filterCategories)[number];
export type PostCategory = (typeof postCategories)[number];

/** Posts per page of the list, and per `get-blogs` call unless asked otherwise. */
export const blogPageSize = 10;
/** The most posts one `get-blogs` call returns, and the furthest offset it accepts. */
export const maxBlogPageSize = 50;
export const maxBlogOffset = 100_000;
