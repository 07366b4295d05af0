import { renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { unknownRouteValue } from '@site/contracts/page-routes';
import { postCall } from '../api/get-blogs';
import { provideSettledCalls, settleCall } from '../api/invoke-function';
import { prefetchPageData } from '../api/prefetch-page-data';
import { fakeGetBlogs, testPost, testPostSummary } from '../testing/fake-get-blogs';
import { usePost } from './use-post';
import { usePostList } from './use-post-list';

jest.mock('../config/blog-config', () => ({
  loadBlogConfig: async () => ({ supabaseUrl: 'http://blog.test', supabaseAnonKey: 'anon' }),
}));

const post = testPost;
let fetchMock: ReturnType<typeof fakeGetBlogs>;

/** The early answer has arrived once the prefetch module has asked for the image it shows. */
const answerArrived = () =>
  waitFor(() =>
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
  );

beforeEach(() => {
  document.head.innerHTML = '';
  fetchMock = fakeGetBlogs();
});

describe('a blog page whose early answer has arrived renders it at once', () => {
  it('the list starts loaded with the first page of All posts, and asks nothing more', async () => {
    prefetchPageData('/blogs');
    await answerArrived();

    const { result } = renderHook(() => usePostList());
    expect(result.current.state).toEqual({
      status: 'loaded',
      category: undefined,
      posts: [testPostSummary],
      offset: 0,
      moreAvailable: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Used once: the list of a later visit asks again.
    const later = renderHook(() => usePostList());
    expect(later.result.current.state.status).toBe('loading');
    await waitFor(() => expect(later.result.current.state.status).toBe('loaded'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a render thrown away before it commits takes nothing: the next render shows the same', async () => {
    // React drops a render, state and all, when the page suspends while hydrating or an input
    // interrupts it, and renders again: both renders must show the server's posts, or the second
    // no longer matches the HTML (React #418). A server render is a render that never commits.
    prefetchPageData('/blogs');
    await answerArrived();
    function List() {
      return <p>{usePostList().state.status}</p>;
    }
    expect(renderToString(<List />)).toBe('<p>loaded</p>');

    const { result } = renderHook(() => usePostList());
    expect(result.current.state.status).toBe('loaded');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Committed: a later visit asks again.
    const later = renderHook(() => usePostList());
    expect(later.result.current.state.status).toBe('loading');
    await waitFor(() => expect(later.result.current.state.status).toBe('loaded'));
  });

  it('the list waits for an answer still on its way, without asking twice', async () => {
    prefetchPageData('/blogs');
    const { result } = renderHook(() => usePostList());
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state.posts).toEqual([testPostSummary]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the post starts found, and asks nothing more', async () => {
    prefetchPageData('/blog/a%20post');
    await answerArrived();

    const { result } = renderHook(() => usePost('a post'));
    expect(result.current).toEqual({ status: 'found', slug: 'a post', post });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed early call is not rendered at once: the page asks, and reports the failure', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: false, error: 'Gone' }, { status: 500 }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    prefetchPageData('/blog/a%20post');
    await new Promise((resolve) => setTimeout(resolve, 20));

    const { result } = renderHook(() => usePost('a post'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('not-found'));
    expect(fetchMock).toHaveBeenCalledTimes(1); // the early call's failure, reported once
    expect(logged).toHaveBeenCalledWith(
      'Could not load the blog post "a post":',
      expect.anything(),
    );
  });

  it('an unknown slug hydrates the shared 404 the server rendered for the unknown value, then forgets it', async () => {
    // The renderer's one 404 of unknown slugs (decision 030) is rendered for `unknownRouteValue`
    // and served at every unknown slug's address: the page must render it as sent (React #418).
    fetchMock.mockResolvedValueOnce(
      Response.json({ success: false, error: 'Blog post not found.' }, { status: 404 }),
    );
    provideSettledCalls([await settleCall(postCall(unknownRouteValue))]);
    fetchMock.mockClear();

    const { result } = renderHook(() => usePost('no-such-post'));
    expect(result.current).toEqual({ status: 'not-found', slug: 'no-such-post' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();

    // Committed: another post, later, is asked for, and found.
    const later = renderHook(() => usePost('a post'));
    expect(later.result.current.status).toBe('loading');
    await waitFor(() => expect(later.result.current.status).toBe('found'));
  });
});
