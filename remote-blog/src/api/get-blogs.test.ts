import { fakeGetBlogs, testPost } from '../testing/fake-get-blogs';

jest.mock('../config/blog-config', () => ({
  loadBlogConfig: async () => ({ supabaseUrl: 'http://blog.test', supabaseAnonKey: 'anon' }),
}));

/**
 * The answers' schemas arrive with the first call (a chunk of their own, so that a page the
 * server rendered does not build them at start-up): every answer is still checked against them,
 * and a call whose schemas cannot be loaded fails as an unreachable service would.
 */
describe('calls to get-blogs', () => {
  beforeEach(() => jest.resetModules());

  it('checks each answer against its contract', async () => {
    const { getBlogPost, getBlogPosts } = await import('./get-blogs');
    fakeGetBlogs();
    await expect(getBlogPost(testPost.slug)).resolves.toEqual(testPost);

    globalThis.fetch = jest.fn(async () =>
      Response.json({ success: true, posts: [{ id: 1 }] }),
    ) as unknown as typeof fetch;
    await expect(getBlogPosts({ offset: 0 })).rejects.toThrow(
      'The blog service sent an unexpected answer.',
    );
  });

  it('fails with the page’s own message when the contract cannot be loaded', async () => {
    jest.doMock('@site/contracts/blog', () => {
      throw new Error('Loading chunk failed');
    });
    const { getBlogPost, getBlogPosts, loadPostsFailedMessage } = await import('./get-blogs');
    fakeGetBlogs();
    await expect(getBlogPosts({ offset: 0 })).rejects.toThrow(loadPostsFailedMessage);
    await expect(getBlogPost(testPost.slug)).rejects.toThrow('Failed to load the blog post.');
  });
});
