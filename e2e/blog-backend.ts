import type { BlogPost } from '@site/contracts/blog';
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

/** Every published post, newest first. */
export async function allPublishedPosts(): Promise<BlogPost[]> {
  const response = await invokeBlogFunction('get-blogs', { limit: 50 });
  const { posts } = (await response.json()) as { posts: BlogPost[] };
  return posts;
}
