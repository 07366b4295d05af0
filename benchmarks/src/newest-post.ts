import type { Stack } from '../../scripts/stack';

/** The newest published post, as the blog backend lists it: the page `/blog/:slug` shows. */
export async function newestPostSlug(stack: Stack): Promise<string> {
  const { url, anonKey } = stack.services.blogBackend;
  const response = await fetch(`${url}/functions/v1/get-blogs`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ limit: 1 }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { posts?: { slug?: string }[] };
  const slug = body.posts?.[0]?.slug;
  if (!slug) throw new Error('The local blog backend lists no post to measure /blog/:slug with');
  return slug;
}
