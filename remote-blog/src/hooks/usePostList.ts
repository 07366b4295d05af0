import type { FilterCategory } from '@site/contracts/blog';
import { toaster } from '@site/ui';
import { startTransition, useCallback, useEffect, useReducer } from 'react';
import { arrivedFirstPosts, getBlogPosts, loadPostsFailedMessage } from '../api/get-blogs';
import { initialPostListState, postListReducer, type PostListState } from './post-list-state';

/**
 * The list's first state: the first page of All posts at once when the `./prefetch` module's
 * answer has already arrived (one render instead of the loading state and then the cards),
 * otherwise loading.
 */
function firstState(): PostListState {
  const posts = arrivedFirstPosts();
  return posts
    ? postListReducer(initialPostListState, { type: 'pageLoaded', posts })
    : initialPostListState;
}

/** The blog list: fetches the page the state machine asks for and reports failures in a toast. */
export function usePostList() {
  const [state, dispatch] = useReducer(postListReducer, undefined, firstState);
  const { status, category, offset } = state;
  const fetching = status === 'loading' || status === 'loading-more';

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
        toaster.create({
          type: 'error',
          title: 'Error loading posts',
          description:
            error instanceof Error && error.message ? error.message : loadPostsFailedMessage,
        });
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
