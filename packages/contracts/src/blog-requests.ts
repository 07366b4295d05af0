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

/**
 * The posts that became public in a time window, oldest first (`publish_at` asc, then id): what a
 * reader that polls for new posts asks (the contact API's digest, decision 041). Only posts
 * visible now; `published_from` is included, `published_before` is not. Both are ISO 8601 times
 * with a zone (`Z` or an offset). `limit` defaults to the most a call gives, as such a reader
 * wants them all.
 */
export const blogWindowRequestSchema = z
  .strictObject({
    published_from: z.iso.datetime({
      offset: true,
      error: 'published_from must be an ISO 8601 time with a zone, e.g. 2026-11-01T00:00:00Z.',
    }),
    published_before: z.iso.datetime({
      offset: true,
      error: 'published_before must be an ISO 8601 time with a zone, e.g. 2026-12-01T00:00:00Z.',
    }),
    limit: z._default(
      z
        .int({ error: 'limit must be a whole number.' })
        .check(
          z.minimum(1, 'limit must be at least 1.'),
          z.maximum(maxBlogPageSize, `limit must be at most ${maxBlogPageSize}.`),
        ),
      maxBlogPageSize,
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
  })
  .check(
    z.refine(
      (request) => Date.parse(request.published_from) < Date.parse(request.published_before),
      'published_from must be before published_before.',
    ),
  );

/** The keys that make a get-blogs request a window request. */
export const blogWindowKeys = ['published_from', 'published_before'] as const;

/** What `get-draft` accepts: a draft preview link's token (decision 042). */
export const draftRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(1, 'token is required.'), z.maxLength(2048)),
});

export type BlogWindowRequest = z.input<typeof blogWindowRequestSchema>;
export type DraftRequest = z.input<typeof draftRequestSchema>;
export type GetBlogsRequest = BlogListRequest | BlogPostRequest | BlogWindowRequest;
