import type { BlogPost, BlogPostSummary } from '@site/contracts/blog';

/** A published post, as the blog's `get-blogs` function answers it (for tests). */
export const testPost: BlogPost = {
  id: '1',
  title: 'A post',
  slug: 'a post',
  excerpt: 'Excerpt',
  content: 'Content',
  category: 'Healthcare',
  author: 'Ada',
  published_date: '2024-01-05',
  read_time: '5 min read',
  image_url: null,
};

/** A post as a list answer carries it: without its `content`. */
export const summaryOf = ({ content: _content, ...summary }: BlogPost): BlogPostSummary => summary;

/** `testPost` as a list answer carries it. */
export const testPostSummary = summaryOf(testPost);

/**
 * Replaces `fetch` for a test with a mock that answers every `get-blogs` call as the function
 * does, with `post`: whole and alone when the body names a slug, otherwise as a page of one
 * summary.
 */
export function fakeGetBlogs(post: BlogPost = testPost) {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(
    async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { slug?: string };
      return Response.json({ success: true, posts: body.slug ? post : [summaryOf(post)] });
    },
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
