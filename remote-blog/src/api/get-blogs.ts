import {
  blogListResponseSchema,
  blogPageSize,
  blogPostResponseSchema,
  type BlogPost,
  type FilterCategory,
} from '@site/contracts/blog';
import { invokeFunction } from './invoke-function';

export const loadPostsFailedMessage = 'Failed to load blog posts. Please try again.';

/** One page of published posts, newest first; `category` undefined means All. */
export async function getBlogPosts(query: {
  category?: FilterCategory;
  offset: number;
}): Promise<BlogPost[]> {
  const body = {
    ...(query.category ? { category: query.category } : {}),
    limit: blogPageSize,
    offset: query.offset,
  };
  const { posts } = await invokeFunction(
    'get-blogs',
    body,
    blogListResponseSchema,
    loadPostsFailedMessage,
  );
  return posts;
}

/** The published post with this slug; throws when there is none or the call fails. */
export async function getBlogPost(slug: string): Promise<BlogPost> {
  const { posts } = await invokeFunction(
    'get-blogs',
    { slug },
    blogPostResponseSchema,
    'Failed to load the blog post.',
  );
  return posts;
}
