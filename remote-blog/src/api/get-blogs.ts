import type {
  BlogListResponse,
  BlogPost,
  BlogPostSummary,
  BlogPostResponse,
} from '@site/contracts/blog';
import { blogPageSize, type FilterCategory } from '@site/contracts/blog-facts';
import {
  arrivedAnswer,
  earlyFailure,
  forgetEarlyCall,
  invokeFunction,
  type FunctionCall,
} from './invoke-function';

export const loadPostsFailedMessage = 'Failed to load blog posts. Please try again.';

/**
 * The answers' schemas, in a chunk of their own, loaded by the first call (alongside its request):
 * a page the server rendered with its data calls nothing, and building them at start-up was a
 * large part of the page's module evaluation (figures in decision 019).
 */
const answers = () => import('@site/contracts/blog');

/** Which page of which list: `category` undefined means All. */
export interface PostsQuery {
  category?: FilterCategory | undefined;
  offset: number;
}

/** The call for one page of published posts, newest first. */
export function postsCall(query: PostsQuery): FunctionCall<BlogListResponse> {
  return {
    name: 'get-blogs',
    body: {
      ...(query.category ? { category: query.category } : {}),
      limit: blogPageSize,
      offset: query.offset,
    },
    answer: () => answers().then((blog) => blog.blogListResponseSchema),
    unreachableMessage: loadPostsFailedMessage,
  };
}

/** The call for the published post with this slug. */
export function postCall(slug: string): FunctionCall<BlogPostResponse> {
  return {
    name: 'get-blogs',
    body: { slug },
    answer: () => answers().then((blog) => blog.blogPostResponseSchema),
    unreachableMessage: 'Failed to load the blog post.',
  };
}

/**
 * The call for the draft a preview link names (decision 042): the blog's own read path for
 * drafts, which checks the token and reads that one post. Made on the server only.
 */
export function draftCall(token: string): FunctionCall<BlogPostResponse> {
  return {
    name: 'get-draft',
    body: { token },
    answer: () => answers().then((blog) => blog.blogPostResponseSchema),
    unreachableMessage: 'Failed to load the draft.',
  };
}

/** One page of published posts, newest first, without their content. */
export async function getBlogPosts(query: PostsQuery): Promise<BlogPostSummary[]> {
  return (await invokeFunction(postsCall(query))).posts;
}

/** The published post with this slug; throws when there is none or the call fails. */
export async function getBlogPost(slug: string): Promise<BlogPost> {
  return (await invokeFunction(postCall(slug))).posts;
}

/**
 * The page of posts a list starts from, if its answer (the prefetch's, the server's) has arrived.
 */
export const arrivedFirstPosts = (query: PostsQuery): BlogPostSummary[] | undefined =>
  arrivedAnswer(postsCall(query))?.posts;

/** The post with this slug, if the `./prefetch` module's answer has already arrived. */
export const arrivedPost = (slug: string): BlogPost | undefined =>
  arrivedAnswer(postCall(slug))?.posts;

/** The server's failure to load the page of posts a list starts from, for the page it rendered. */
export const failedFirstPosts = (query: PostsQuery) => earlyFailure(postsCall(query));

/** The server's failure to load the post with this slug (not found, or no answer). */
export const failedPost = (slug: string) => earlyFailure(postCall(slug));

/** Once the list has rendered with its first page's early outcome: a later visit asks again. */
export const forgetFirstPosts = (query: PostsQuery) => forgetEarlyCall(postsCall(query));

/** Once the post's page has rendered with its early outcome: a later visit asks again. */
export const forgetPost = (slug: string) => forgetEarlyCall(postCall(slug));
