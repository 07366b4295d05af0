import { fakePostList } from '../testing/fake-post-list';
import { loadPageData, sitemapEntries } from './page-data';

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
