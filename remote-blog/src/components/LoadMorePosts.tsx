import type { FilterCategory } from '@site/contracts/blog';
import { SubmitButton, earlyPressForm, fixedStyles, useEarlyPress } from '@site/ui';
import { useRef, type FormEvent } from 'react';
import { postListTexts } from '../content/blog';
import { blogListPath, listQueryNames } from '../lib/blog-paths';

const Row = fixedStyles(
  'div',
  { display: 'flex', justifyContent: 'center', mt: '10' },
  'LoadMorePosts.Row',
);

/** The form's name for the page's inline script, which holds a press made before the page runs. */
export const loadMorePressId = 'blog-more';

export interface LoadMorePostsProps {
  /** The list's category, which the next page keeps. */
  category: FilterCategory | undefined;
  /** The page of the list that comes next (2 after the first ten). */
  nextPage: number;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * Load More Posts: a GET form's button that opens the next page of the same list without
 * JavaScript (`?category=…&page=N`), and that the page turns into loading the next ten here,
 * saying Loading... meanwhile. A press before the page runs is held, then carried out here.
 */
export function LoadMorePosts({ category, nextPage, loading, onLoadMore }: LoadMorePostsProps) {
  const form = useRef<HTMLFormElement>(null);
  useEarlyPress(loadMorePressId, form);

  const loadMore = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onLoadMore();
  };

  return (
    <form
      ref={form}
      method="get"
      action={blogListPath}
      {...earlyPressForm(loadMorePressId)}
      onSubmit={loadMore}
    >
      <Row>
        {category ? <input type="hidden" name={listQueryNames.category} value={category} /> : null}
        <SubmitButton
          name={listQueryNames.page}
          value={String(nextPage)}
          variant="outline"
          size="lg"
          busy={loading}
          busyLabel={postListTexts.loadingMore}
        >
          {postListTexts.loadMore}
        </SubmitButton>
      </Row>
    </form>
  );
}
