import type { BlogPostSummary } from '@site/contracts/blog';
import { blogPageSize, type FilterCategory } from '@site/contracts/blog-facts';

/**
 * The blog list's state machine (docs/product.md#blog): loading → loaded | empty, loaded →
 * loading-more → loaded. More may exist only when the last fetch returned a full page. A
 * category change starts again from the first page; a failure empties the list if it was the
 * first page, and in every case hides Load More.
 */
export interface PostListState {
  status: 'loading' | 'loaded' | 'loading-more';
  category: FilterCategory | undefined;
  posts: BlogPostSummary[];
  /** Offset of the page being fetched, or of the last page fetched. */
  offset: number;
  moreAvailable: boolean;
}

export type PostListEvent =
  | { type: 'categoryChosen'; category: FilterCategory | undefined }
  | { type: 'loadMoreRequested' }
  | { type: 'pageLoaded'; posts: BlogPostSummary[] }
  | { type: 'pageFailed' };

export const initialPostListState: PostListState = {
  status: 'loading',
  category: undefined,
  posts: [],
  offset: 0,
  moreAvailable: false,
};

/** Where a list starts: the page of the category its address names (`?category=…&page=N`). */
export interface PostListStart {
  category: FilterCategory | undefined;
  offset: number;
}

/** The list loading from `start`: what the filter and Load More submit without JavaScript. */
export const postListStateFrom = ({ category, offset }: PostListStart): PostListState => ({
  ...initialPostListState,
  category,
  offset,
});

export function postListReducer(state: PostListState, event: PostListEvent): PostListState {
  switch (event.type) {
    case 'categoryChosen':
      return { ...initialPostListState, category: event.category };
    case 'loadMoreRequested':
      if (state.status !== 'loaded' || !state.moreAvailable) return state;
      return { ...state, status: 'loading-more', offset: state.offset + blogPageSize };
    case 'pageLoaded':
      return {
        ...state,
        status: 'loaded',
        posts: state.status === 'loading-more' ? [...state.posts, ...event.posts] : event.posts,
        moreAvailable: event.posts.length === blogPageSize,
      };
    case 'pageFailed':
      return {
        ...state,
        status: 'loaded',
        posts: state.status === 'loading-more' ? state.posts : [],
        moreAvailable: false,
      };
  }
}

/** What the page shows. */
export const isEmpty = (state: PostListState) =>
  state.status === 'loaded' && state.posts.length === 0;
