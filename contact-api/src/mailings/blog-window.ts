import {
  blogListResponseSchema,
  maxBlogPageSize,
  type BlogPostSummary,
} from '@site/contracts/blog';

/**
 * The blog's posts published in a time window, read from its `get-blogs` edge function as the
 * blog's own pages call it (the anon key as bearer and apikey): the API polls the blog, whose
 * database may be another (decision 041). Oldest first, every page of them.
 */

export interface BlogSource {
  /** The Supabase project's URL (`SUPABASE_URL`); its functions are under `/functions/v1/`. */
  supabaseUrl: string;
  /** Its public anon key (`SUPABASE_ANON_KEY`). */
  anonKey: string;
  /** Longest wait for one page. */
  timeoutMs: number;
}

/** A post as a mailing lists it: public content only. */
export interface MailedPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
}

/** The furthest the API pages through one window: far beyond any month's posts. */
const maxPages = 100;

const functionUrl = (supabaseUrl: string) =>
  new URL('functions/v1/get-blogs', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);

const mailed = (post: BlogPostSummary): MailedPost => ({
  id: post.id,
  slug: post.slug,
  title: post.title ?? 'Blog Post',
  excerpt: post.excerpt,
  publishedAt: post.published_at ?? post.published_date,
});

/** The posts whose publication time is in [from, before), visible now; throws if unreachable. */
export async function postsPublishedBetween(
  source: BlogSource,
  from: Date,
  before: Date,
): Promise<MailedPost[]> {
  const posts: MailedPost[] = [];
  for (let page = 0; page < maxPages; page += 1) {
    const response = await fetch(functionUrl(source.supabaseUrl), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${source.anonKey}`,
        apikey: source.anonKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        published_from: from.toISOString(),
        published_before: before.toISOString(),
        limit: maxBlogPageSize,
        offset: page * maxBlogPageSize,
      }),
      signal: AbortSignal.timeout(source.timeoutMs),
    });
    if (!response.ok) {
      throw new Error(`get-blogs answered ${response.status}: ${await response.text()}`);
    }
    const parsed = blogListResponseSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('get-blogs sent an answer that is not a list of posts');
    posts.push(...parsed.data.posts.map(mailed));
    if (parsed.data.posts.length < maxBlogPageSize) return posts;
  }
  throw new Error(`get-blogs gave more than ${maxPages} pages of posts for one window`);
}
