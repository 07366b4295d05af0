/**
 * The publish hook (decision 045): where the blog's database tells the site that a post was
 * published, edited or unpublished, so that the renderer reads its page index at once and purges
 * what changed, in its cache and the CDN's. Production's Supabase calls it from a Database
 * Webhook on `public.blog_posts`, with `Authorization: Bearer <PUBLISH_HOOK_SECRET>`.
 *
 * Under `/_hooks/`, which no page uses (as `/_preview` is the previews'); the renderer answers it
 * ahead of every page, and the edge passes this one POST to the renderer.
 */
export const publishHookPath = '/_hooks/blog-published';

/**
 * The largest body the hook reads, in bytes; a larger one is a 413. The webhook sends the row
 * before and after the change (`record`, `old_record`), a post's text included, so the bound
 * leaves room for two long posts. The hook itself needs none of it.
 */
export const maxPublishHookBytes = 1024 * 1024;
