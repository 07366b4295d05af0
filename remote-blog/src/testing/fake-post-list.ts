import type { BlogPostSummary } from '@site/contracts/blog';
import { filterCategories, type FilterCategory } from '@site/contracts/blog-facts';

/** What the list asked `get-blogs` for. */
export interface ListRequestBody {
  category?: FilterCategory;
  limit: number;
  offset: number;
}

const postOf = (category: FilterCategory, index: number): BlogPostSummary => ({
  id: `${category} ${index}`,
  slug: `${category.toLowerCase().replaceAll(' ', '-')}-${index}`,
  title: `${category} post ${index + 1}`,
  excerpt: 'Excerpt',
  category,
  author: 'Ada',
  published_date: '2024-01-05',
  read_time: '5 min read',
  image_url: null,
});

/**
 * Replaces `fetch` for a test with a `get-blogs` that holds `perCategory` posts of each of the
 * filter's categories, newest first by category, and answers a page of a list as the function
 * does. `bodies()` are the requests it was sent.
 */
export function fakePostList(perCategory: Partial<Record<FilterCategory, number>>) {
  const all = filterCategories.flatMap((category) =>
    Array.from({ length: perCategory[category] ?? 0 }, (_, index) => postOf(category, index)),
  );
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(
    async (_url, init) => {
      const { category, limit, offset } = JSON.parse(String(init?.body)) as ListRequestBody;
      const list = category ? all.filter((post) => post.category === category) : all;
      return Response.json({ success: true, posts: list.slice(offset, offset + limit) });
    },
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const bodies = () =>
    fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as ListRequestBody);
  return { fetchMock, bodies };
}
