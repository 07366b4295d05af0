import type { FilterCategory } from '@site/contracts/blog';
import { toaster } from '@site/ui';
import { startTransition, useCallback, useEffect, useReducer, useState } from 'react';
import {
  arrivedFirstPosts,
  failedFirstPosts,
  forgetFirstPosts,
  getBlogPosts,
  loadPostsFailedMessage,
} from '../api/get-blogs';
import { prepareCalls } from '../api/invoke-function';
import {
  postListReducer,
  postListStateFrom,
  type PostListStart,
  type PostListState,
} from './post-list-state';

const reportFailure = (message?: string) =>
  toaster.create({
    type: 'error',
    title: 'Error loading posts',
    description: message || loadPostsFailedMessage,
  });

interface FirstState {
  state: PostListState;
  /** The server could not load the page it rendered: the visitor is told once it is here. */
  failure?: string;
  /** Rendered from an early outcome (the prefetch's, the server's), let go of once committed. */
  early: boolean;
}

/**
 * The list's first state: the page it starts from at once when its answer has already arrived
 * (the `./prefetch` module's, or the server's: one render instead of the loading state and then
 * the cards), the failed first load when the server's call failed, otherwise loading.
 */
function firstState(start: PostListStart): FirstState {
  const loading = postListStateFrom(start);
  const posts = arrivedFirstPosts(start);
  if (posts) return { state: postListReducer(loading, { type: 'pageLoaded', posts }), early: true };
  const failed = failedFirstPosts(start);
  if (failed) {
    const state = postListReducer(loading, { type: 'pageFailed' });
    return { state, failure: failed.message, early: true };
  }
  return { state: loading, early: false };
}

const allFromTheStart: PostListStart = { category: undefined, offset: 0 };

/**
 * The blog list from `start` (All from the first post, or the category and page its address
 * names): fetches the page the state machine asks for and reports failures in a toast.
 */
export function usePostList(start: PostListStart = allFromTheStart) {
  const [first] = useState(() => ({ start, ...firstState(start) }));
  const [state, dispatch] = useReducer(postListReducer, first.state);
  const { status, category, offset } = state;
  const fetching = status === 'loading' || status === 'loading-more';

  useEffect(() => {
    prepareCalls();
    if (first.early) forgetFirstPosts(first.start);
    if (first.failure !== undefined) reportFailure(first.failure);
  }, [first]);

  useEffect(() => {
    if (!fetching) return;
    let current = true; // a newer request (another category) makes this answer stale
    getBlogPosts({ category, offset }).then(
      (posts) => {
        // A transition renders the cards in slices, leaving the browser free in between.
        if (current) startTransition(() => dispatch({ type: 'pageLoaded', posts }));
      },
      (error: unknown) => {
        if (!current) return;
        dispatch({ type: 'pageFailed' });
        reportFailure(error instanceof Error ? error.message : undefined);
      },
    );
    return () => {
      current = false;
    };
  }, [fetching, category, offset]);

  const chooseCategory = useCallback(
    (next: FilterCategory | undefined) => dispatch({ type: 'categoryChosen', category: next }),
    [],
  );
  const loadMore = useCallback(() => dispatch({ type: 'loadMoreRequested' }), []);

  return { state, chooseCategory, loadMore };
}
