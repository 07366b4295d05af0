import * as z from 'zod/mini';

/**
 * The blog's wire format, shared by the blog remote (supabase-js client) and the `get-blogs`
 * edge function. This file imports nothing but zod and ./blog-facts.ts, so Deno can load it too.
 *
 * Written with `zod/mini` (the same engine as `zod`, with checks passed to `.check()` instead of
 * chained), like the contact schema: a page with `zod/mini` alone downloads less than one with
 * classic `zod` (the bytes per route are in docs/benchmarks.md). `zod/mini` installs no locale:
 * a message not given here (a wrong type, an unknown key) is English only where the English
 * locale is configured, which the edge functions do (`supabase/functions/_shared/validation.ts`);
 * the blog remote never shows these messages.
 *
 * What the blog's pages read: the post and the answers; the categories and page sizes are in
 * ./blog-facts.ts (re-exported here). What the functions accept is in ./blog-requests.ts. Apart so
 * that the pages do not build schemas at start-up that they do not use: zod builds every schema
 * when its module is evaluated, on the visitor's device, and a page the server rendered with its
 * data checks no answer (the remote loads this file when it first calls a function).
 */

// By the package's own name, which Deno resolves through the functions' import map.
export * from '@site/contracts/blog-facts';

/**
 * A post as the list shows it: everything but the body. A list answer carries a page of these,
 * and the bodies would make it several times larger for text the list never shows (decision 012).
 */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** May be missing from a backend's answer: the post is then titled "Blog Post". */
  title: z.nullish(z.string()),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  /** ISO 8601 date (YYYY-MM-DD) or timestamp. */
  published_date: z.string(),
  /** Display text, for example "5 min read". */
  read_time: z.string(),
  image_url: z.nullish(z.string()),
  seo_title: z.nullish(z.string()),
  seo_description: z.nullish(z.string()),
  /** When the post last changed (ISO 8601, UTC): the sitemap's and the feed's dates. */
  updated_at: z.optional(z.string()),
  /**
   * When the post became (or becomes) public: its `publish_at`, ISO 8601 in UTC to the
   * millisecond (`2026-11-27T09:00:00.000Z`), truncated, so a window starting at a post's own
   * time includes it. Optional: a backend from before scheduled publishing does not send it.
   */
  published_at: z.optional(z.string()),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A whole post, as a slug answer carries it. */
export const blogPostSchema = z.extend(blogPostSummarySchema, {
  /** Text with light markup (##, ###, "- ", **bold**, *italic*): docs/product.md#blog. */
  content: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A list answer: `posts` is an array of summaries (no `content`). */
export const blogListResponseSchema = z.object({
  success: z.literal(true),
  posts: z.array(blogPostSummarySchema),
});
/** A slug answer: `posts` is the single post object, not an array (docs/product.md#blog). */
export const blogPostResponseSchema = z.object({
  success: z.literal(true),
  posts: blogPostSchema,
});
/** Any failure: 400 for bad input, 404 for an unknown slug, 500 with a safe message. */
export const blogErrorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
});

export type BlogListResponse = z.infer<typeof blogListResponseSchema>;
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;
export type BlogErrorResponse = z.infer<typeof blogErrorResponseSchema>;
