import { fakePostList } from '../testing/fake-post-list';
import { loadPageData, pageIndex, sitemapEntries } from './page-data';

jest.mock('../config/blog-config', () => ({
  loadBlogConfig: async () => ({ supabaseUrl: 'http://blog.test', supabaseAnonKey: 'anon' }),
}));

describe('the data and status of a list page on the server', () => {
  it('/blogs?category=… is that category’s first page, 200', async () => {
    const { bodies } = fakePostList({ Compliance: 12, Salesforce: 3 });
    const { status } = await loadPageData('/blogs?category=Compliance');
    expect(status).toBe(200);
    expect(bodies()).toEqual([{ category: 'Compliance', limit: 10, offset: 0 }]);
  });

  it('a later page keeps the category; past the category’s last post it is 404', async () => {
    const { bodies } = fakePostList({ Compliance: 12, Salesforce: 3 });
    expect((await loadPageData('/blogs?category=Compliance&page=2')).status).toBe(200);
    expect((await loadPageData('/blogs?category=Compliance&page=3')).status).toBe(404);
    expect(bodies()).toEqual([
      { category: 'Compliance', limit: 10, offset: 10 },
      { category: 'Compliance', limit: 10, offset: 20 },
    ]);
  });

  it('a category with no posts yet is its page, empty, 200', async () => {
    fakePostList({ Compliance: 12 });
    expect((await loadPageData('/blogs?category=Healthcare')).status).toBe(200);
  });

  it('an unknown category is 404, and shows All as the page does', async () => {
    const { bodies } = fakePostList({ Compliance: 12 });
    for (const name of ['Gardening', 'Digital+Transformation'])
      expect((await loadPageData(`/blogs?category=${name}`)).status).toBe(404);
    expect(bodies()).toEqual([
      { limit: 10, offset: 0 },
      { limit: 10, offset: 0 },
    ]);
  });
});

describe("the blog's part of the sitemap", () => {
  it('lists the list, the list of each category that has posts, and every post', async () => {
    fakePostList({ Compliance: 2, 'SaaS Solutions': 1 });
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    expect(paths).toEqual([
      '/blogs',
      '/blogs?category=SaaS+Solutions',
      '/blogs?category=Compliance',
      '/blog/saas-solutions-0',
      '/blog/compliance-0',
      '/blog/compliance-1',
    ]);
  });
});

describe('the blog’s page index (decision 030)', () => {
  it('names every post, and every page of the list of All and of each category', async () => {
    fakePostList({ Compliance: 12, Salesforce: 3 });
    const index = await pageIndex();
    expect(index.paths['/blog/:slug']).toHaveLength(15);
    expect(index.paths['/blog/:slug']).toContain('/blog/compliance-11');
    const queries = index.queries['/blogs'];
    expect(queries).toEqual(
      expect.arrayContaining([
        '',
        'page=2',
        'category=Compliance',
        'category=Compliance&page=2',
        'category=Salesforce',
        'category=Healthcare', // no posts yet: its page, empty
      ]),
    );
    expect(queries).not.toContain('page=3');
    expect(queries).not.toContain('category=Salesforce&page=2');
    expect(index.versions['post:compliance-0']).toEqual(expect.any(String));
    expect(index.versions['blog-list']).toContain('compliance-0@');
  });

  it('tags each page with what it shows', async () => {
    fakePostList({ Compliance: 2 });
    expect((await loadPageData('/blogs')).tags).toEqual([
      'blog-list',
      'post:compliance-0',
      'post:compliance-1',
    ]);
    expect((await loadPageData('/blog/compliance-1')).tags).toEqual(['post:compliance-1']);
  });
});

describe('a draft preview’s page (decision 042)', () => {
  const draft = {
    id: 'd1',
    slug: 'a-draft',
    title: 'A draft',
    excerpt: 'Not yet',
    category: 'Compliance',
    author: 'Ada',
    published_date: '2026-12-01',
    read_time: '3 min read',
    image_url: null,
    content: 'Body',
  };

  /** A blog backend whose get-draft knows one token, and whose get-blogs knows no post. */
  function fakeBackend() {
    const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(
      async (url, init) => {
        const body = JSON.parse(String(init?.body)) as { token?: string };
        if (String(url).endsWith('/get-draft') && body.token === 'good.sig')
          return Response.json({ success: true, posts: draft });
        return Response.json({ error: 'Blog post not found.' }, { status: 404 });
      },
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it('renders the draft its token names, as the post of its path, marked a draft', async () => {
    fakeBackend();
    const page = await loadPageData('/blog/a-draft', { draft: 'good.sig' });
    expect(page.status).toBe(200);
    expect(page.draft).toBe(true);
    expect(page.tags).toBeUndefined();
    const [outcome] = page.data as { key: string; ok: boolean }[];
    expect(outcome).toMatchObject({ ok: true, key: expect.stringContaining('"slug":"a-draft"') });
  });

  it('is the page everyone sees (here a 404) with a token that is not valid, or for another path', async () => {
    fakeBackend();
    const wrongToken = await loadPageData('/blog/a-draft', { draft: 'forged.sig' });
    const otherPath = await loadPageData('/blog/another-post', { draft: 'good.sig' });
    for (const page of [wrongToken, otherPath]) {
      expect(page.status).toBe(404);
      expect(page.draft).toBeUndefined();
    }
  });
});
