import * as z from 'zod/mini';
// By the package's own name, which Deno resolves through the functions' import map.
import {
  blogPageSize,
  maxBlogOffset,
  maxBlogPageSize,
  postCategories,
} from '@site/contracts/blog-facts';

/**
 * What the blog's edge function `get-blogs` accepts, validated there.
 * Kept apart from ./blog.ts, which the blog's pages import: these schemas are built only where
 * they are used. Like ./blog.ts, it imports nothing but zod and that contract, so Deno can load it.
 */

export const slugSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(200),
    z.regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'A slug is lower-case letters, digits and single hyphens.',
    ),
  );

/** One page of the list: published posts, newest first, optionally of one category. */
export const blogListRequestSchema = z.strictObject({
  category: z.optional(z.enum(postCategories, { error: 'Unknown category.' })),
  limit: z._default(
    z
      .int({ error: 'limit must be a whole number.' })
      .check(
        z.minimum(1, 'limit must be at least 1.'),
        z.maximum(maxBlogPageSize, `limit must be at most ${maxBlogPageSize}.`),
      ),
    blogPageSize,
  ),
  offset: z._default(
    z
      .int({ error: 'offset must be a whole number.' })
      .check(
        z.minimum(0, 'offset must be 0 or more.'),
        z.maximum(maxBlogOffset, `offset must be at most ${maxBlogOffset}.`),
      ),
    0,
  ),
});

/** One post by its slug. */
export const blogPostRequestSchema = z.strictObject({ slug: slugSchema });

export type BlogListRequest = z.input<typeof blogListRequestSchema>;
export type BlogPostRequest = z.input<typeof blogPostRequestSchema>;
export type GetBlogsRequest = BlogListRequest | BlogPostRequest;
