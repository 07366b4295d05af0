import type { BlogPost } from '@site/contracts/blog';
import {
  initialPostListState,
  isEmpty,
  postListReducer,
  postListStateFrom,
  type PostListState,
} from './post-list-state';

const posts = (count: number, from = 0): BlogPost[] =>
  Array.from({ length: count }, (_, i) => ({
    id: String(from + i),
    slug: `post-${from + i}`,
    title: `Post ${from + i}`,
    excerpt: '',
    content: '',
    category: 'Compliance',
    author: 'A',
    published_date: '2024-01-01',
    read_time: '1 min read',
  }));

const run = (...events: Parameters<typeof postListReducer>[1][]): PostListState =>
  events.reduce(postListReducer, initialPostListState);

describe('the blog list state machine', () => {
  it('starts loading the first page of All', () => {
    expect(initialPostListState).toMatchObject({
      status: 'loading',
      category: undefined,
      offset: 0,
    });
  });

  it('starts from the category and page an address names', () => {
    expect(postListStateFrom({ category: 'Salesforce', offset: 10 })).toEqual({
      status: 'loading',
      category: 'Salesforce',
      posts: [],
      offset: 10,
      moreAvailable: false,
    });
  });

  it('offers more after a full page of 10', () => {
    const state = run({ type: 'pageLoaded', posts: posts(10) });
    expect(state).toMatchObject({ status: 'loaded', moreAvailable: true });
    expect(state.posts).toHaveLength(10);
  });

  it('offers no more after 9', () => {
    expect(run({ type: 'pageLoaded', posts: posts(9) }).moreAvailable).toBe(false);
  });

  it('is empty with no posts', () => {
    expect(isEmpty(run({ type: 'pageLoaded', posts: [] }))).toBe(true);
    expect(isEmpty(initialPostListState)).toBe(false);
  });

  it('appends the next 10 on Load More, fetching from offset 10', () => {
    const more = run({ type: 'pageLoaded', posts: posts(10) }, { type: 'loadMoreRequested' });
    expect(more).toMatchObject({ status: 'loading-more', offset: 10 });
    expect(more.posts).toHaveLength(10);
    const after = postListReducer(more, { type: 'pageLoaded', posts: posts(3, 10) });
    expect(after.posts.map((p) => p.id)).toEqual([...Array(13).keys()].map(String));
    expect(after.moreAvailable).toBe(false);
  });

  it('ignores Load More when no more is available or a fetch is running', () => {
    const done = run({ type: 'pageLoaded', posts: posts(4) });
    expect(postListReducer(done, { type: 'loadMoreRequested' })).toBe(done);
    expect(postListReducer(initialPostListState, { type: 'loadMoreRequested' })).toBe(
      initialPostListState,
    );
  });

  it('restarts from the first page when the category changes', () => {
    const state = run(
      { type: 'pageLoaded', posts: posts(10) },
      { type: 'loadMoreRequested' },
      { type: 'pageLoaded', posts: posts(10, 10) },
      { type: 'categoryChosen', category: 'Salesforce' },
    );
    expect(state).toEqual({
      status: 'loading',
      category: 'Salesforce',
      posts: [],
      offset: 0,
      moreAvailable: false,
    });
  });

  it('empties the list when the first page fails', () => {
    const state = run({ type: 'pageFailed' });
    expect(state).toMatchObject({ status: 'loaded', posts: [], moreAvailable: false });
    expect(isEmpty(state)).toBe(true);
  });

  it('keeps the posts but hides Load More when a later page fails', () => {
    const state = run(
      { type: 'pageLoaded', posts: posts(10) },
      { type: 'loadMoreRequested' },
      { type: 'pageFailed' },
    );
    expect(state.posts).toHaveLength(10);
    expect(state).toMatchObject({ status: 'loaded', moreAvailable: false });
  });
});
