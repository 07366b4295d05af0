import { getBlogPost, getBlogPosts } from './get-blogs';
import { earlyAnswerMaxAgeMs } from './invoke-function';
import { fakeGetBlogs, testPost, testPostSummary } from '../testing/fake-get-blogs';
import { cardImageSizes, postImageSizes } from '../lib/post-image';
import { prefetchPageData } from './prefetch-page-data';

jest.mock('../config/blog-config', () => ({
  loadBlogConfig: async () => ({ supabaseUrl: 'http://blog.test', supabaseAnonKey: 'anon' }),
}));

const post = testPost;
let fetchMock: ReturnType<typeof fakeGetBlogs>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const bodiesSent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

/** The images the module asked the browser for, by `<link rel="preload" as="image">`. */
const preloadedImages = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

/** The widths offered by each of those, for the browser to choose from as the picture will. */
const preloadedWidths = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    type: link.getAttribute('type'),
    srcSet: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
  }));

beforeEach(() => {
  document.head.innerHTML = '';
  fetchMock = fakeGetBlogs();
});

afterEach(() => jest.useRealTimers());

describe("the blog's ./prefetch module", () => {
  it('starts the first page of All posts for /blogs; the page uses that answer once', async () => {
    prefetchPageData('/blogs');
    await settle();
    expect(bodiesSent()).toEqual([{ limit: 10, offset: 0 }]); // before the page asks

    await expect(getBlogPosts({ offset: 0 })).resolves.toEqual([testPostSummary]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The first card's image (the post has none: its category's) is asked for before the render,
    // in the widths the card's picture offers first, at the card's sizes.
    expect(preloadedImages()).toEqual([expect.stringMatching(/healthcare\.webp$/)]);
    expect(preloadedWidths()).toEqual([
      { type: 'image/avif', srcSet: expect.stringContaining(' 400w, '), sizes: cardImageSizes },
    ]);

    await getBlogPosts({ offset: 0 }); // a later visit asks again
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts the post of /blog/:slug, with the slug decoded as the router decodes it', async () => {
    prefetchPageData('/blog/a%20post');
    await settle();
    expect(bodiesSent()).toEqual([{ slug: 'a post' }]);
    expect(await getBlogPost('a post')).toEqual(post);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloadedImages()).toEqual([expect.stringMatching(/healthcare\.webp$/)]);
    expect(preloadedWidths()).toEqual([
      { type: 'image/avif', srcSet: expect.stringContaining(' 400w, '), sizes: postImageSizes },
    ]);
  });

  it('asks for nothing on other paths, or for a malformed slug', async () => {
    for (const path of ['/', '/blog', '/blogs/x', '/blog/a/b', '/blog/%E0%A4%A']) {
      prefetchPageData(path);
    }
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not use an answer the page asks for too late: it asks again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    prefetchPageData('/blogs');
    prefetchPageData('/blogs'); // started once
    jest.setSystemTime(Date.now() + earlyAnswerMaxAgeMs + 1);
    await getBlogPosts({ offset: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // Started again once it is too old, and that new answer is used.
    prefetchPageData('/blogs');
    jest.setSystemTime(Date.now() + earlyAnswerMaxAgeMs + 1);
    prefetchPageData('/blogs');
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(4); // before the page asks
    await getBlogPosts({ offset: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("gives a failed early call's error to the page, which shows it", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ success: false, error: 'Database down' }, { status: 500 }),
    );
    prefetchPageData('/blogs');
    await expect(getBlogPosts({ offset: 0 })).rejects.toThrow('Database down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloadedImages()).toEqual([]);
  });
});
