import type { BlogPost, BlogPostSummary } from '@site/contracts/blog';
import { e2eStack } from './stack';

const { url, anonKey } = e2eStack.services.blogBackend;

/** Calls a blog function the way supabase-js does, to compare the pages with the data. */
export async function invokeBlogFunction(name: string, body: object): Promise<Response> {
  return fetch(`${url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

/** Every published post, newest first, as the list has them (without their content). */
export async function allPublishedPosts(): Promise<BlogPostSummary[]> {
  const response = await invokeBlogFunction('get-blogs', { limit: 50 });
  const { posts } = (await response.json()) as { posts: BlogPostSummary[] };
  return posts;
}

/** The whole published post with this slug, content included. */
export async function publishedPost(slug: string): Promise<BlogPost> {
  const response = await invokeBlogFunction('get-blogs', { slug });
  const { posts } = (await response.json()) as { posts: BlogPost };
  return posts;
}
