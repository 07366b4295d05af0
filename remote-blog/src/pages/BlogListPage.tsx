import type { FilterCategory } from '@site/contracts/blog';
import { blogPageSize } from '@site/contracts/blog-facts';
import { feedPath } from '@site/contracts/federation';
import { useLocation } from '@site/ui/router';
import {
  HydratedLater,
  PageHero,
  PageMeta,
  containerStyles,
  fixedStyles,
  gridColumns,
} from '@site/ui';
import { useCallback } from 'react';
import { CategoryFilter } from '../components/CategoryFilter';
import { LoadMorePosts } from '../components/LoadMorePosts';
import { LoadingRegion } from '../components/LoadingRegion';
import { NewsletterSignup } from '../components/NewsletterSignup';
import { PostCard } from '../components/PostCard';
import { blogHero, blogListMeta, categoryListMeta, postListTexts as texts } from '../content/blog';
import { isEmpty } from '../hooks/post-list-state';
import { usePostList } from '../hooks/use-post-list';
import { listPath, listQueryOf } from '../lib/blog-paths';

// The list's frame is the same on every render: each part resolves its class once (fixedStyles).
const ListSection = fixedStyles(
  'section',
  { py: { base: '10', md: '16' }, bg: 'gray.50' },
  'PostList.Section',
);
const ListInner = fixedStyles('div', { ...containerStyles, maxW: '6xl' }, 'PostList.Inner');
const Cards = fixedStyles('div', { mt: { base: '8', md: '10' } }, 'PostList.Cards');
const CardGrid = fixedStyles(
  'ul',
  {
    listStyleType: 'none',
    display: 'grid',
    gridTemplateColumns: { base: gridColumns(1), md: gridColumns(2), lg: gridColumns(3) },
    gap: '6',
  },
  'PostList.Grid',
);
const Empty = fixedStyles(
  'p',
  { textAlign: 'center', color: 'fg.muted', fontSize: 'lg', py: '16' },
  'PostList.Empty',
);

/**
 * The cards' id. The page's first paint is held until the parser meets them (decision 057), so
 * that the category buttons above, a centred row, are painted whole: a row painted while its
 * HTML was still arriving showed its first buttons centred, and the rest pushed them aside.
 */
const cardsId = 'posts';

/** The cards of the first row at the widest layout: on the first screen, so not loaded lazily. */
const firstScreenCards = 3;

/** How a card's image loads: the first at high priority, the first screen's at once. */
const imageLoadingAt = (index: number) =>
  index === 0 ? 'first' : index < firstScreenCards ? 'eager' : 'lazy';

/**
 * The address bar follows the chosen category, so that the address can be shared: rewritten,
 * not navigated to. The router would take a navigation for a new page (scrolled to the top, and
 * the list started afresh: `key` below), and the history entry stays one page of the list, as
 * the in-place reload is. The entry's state is the router's own record of it, kept as it is.
 */
function showInAddressBar(path: string) {
  window.history.replaceState(window.history.state, '', path);
}

/** The list of the category and page `search` names, with the head tags of that list. */
function PostList({ search }: { search: string }) {
  const start = listQueryOf(search);
  const { state, chooseCategory, loadMore } = usePostList({
    category: start.category,
    offset: (start.page - 1) * blogPageSize,
  });
  const { status, category, posts, moreAvailable } = state;
  const meta = category ? categoryListMeta(category) : blogListMeta;

  const choose = useCallback(
    (next: FilterCategory | undefined) => {
      chooseCategory(next);
      showInAddressBar(listPath({ category: next }));
    },
    [chooseCategory],
  );

  return (
    <>
      {/* The first page of each list is a page of its own; a later page points to it. */}
      <PageMeta
        title={meta.title}
        description={meta.description}
        canonicalPath={listPath({ category })}
      />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={blogListMeta.feedTitle}
        href={feedPath}
      />
      {/* In the head of the server's page; a browser ignores it once the page has a body. */}
      <link rel="expect" href={`#${cardsId}`} blocking="render" />
      <ListSection aria-label={texts.postsHeading}>
        <ListInner>
          <CategoryFilter active={category} onChoose={choose} />
          <Cards id={cardsId}>
            {status === 'loading' ? (
              <LoadingRegion label={texts.loading} />
            ) : isEmpty(state) ? (
              <Empty>{texts.empty}</Empty>
            ) : (
              <CardGrid>
                {posts.map((post, index) => (
                  <li key={post.id}>
                    {/* A card is links and an image: hydrated after the page runs. */}
                    <HydratedLater>
                      <PostCard post={post} imageLoading={imageLoadingAt(index)} />
                    </HydratedLater>
                  </li>
                ))}
              </CardGrid>
            )}
          </Cards>
          {moreAvailable || status === 'loading-more' ? (
            <LoadMorePosts
              category={category}
              nextPage={Math.floor(state.offset / blogPageSize) + 2}
              loading={status === 'loading-more'}
              onLoadMore={loadMore}
            />
          ) : null}
        </ListInner>
      </ListSection>
    </>
  );
}

/** `/blogs`: hero, category filter, post cards with Load More, and the newsletter sign-up. */
export default function BlogListPage() {
  const { key, search } = useLocation();
  return (
    <>
      <PageHero title={blogHero.title} intro={blogHero.intro} />
      {/* A navigation to the list (the header's link, Back) starts it afresh from its address. */}
      <PostList key={key} search={search} />
      <NewsletterSignup />
    </>
  );
}
