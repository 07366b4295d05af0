import { blogPageSize } from '@site/contracts/blog-facts';
import { feedPath } from '@site/contracts/federation';
import { useLocation } from '@site/ui/router';
import {
  Box,
  Button,
  ButtonLink,
  Container,
  Flex,
  PageHero,
  PageMeta,
  SimpleGrid,
  Text,
} from '@site/ui';
import { CategoryFilter } from '../components/CategoryFilter';
import { LoadingRegion } from '../components/LoadingRegion';
import { NewsletterSignup } from '../components/NewsletterSignup';
import { PostCard } from '../components/PostCard';
import { blogHero, blogListMeta, postListTexts as texts } from '../content/blog';
import { isEmpty } from '../hooks/post-list-state';
import { usePostList } from '../hooks/use-post-list';
import { listPageOf, listPagePath } from '../lib/blog-paths';

/** The cards of the first row at the widest layout: on the first screen, so not loaded lazily. */
const firstScreenCards = 3;

/** `/blogs`: hero, category filter, post cards with Load More, and the newsletter sign-up. */
export default function BlogListPage() {
  const { search } = useLocation();
  const { state, chooseCategory, loadMore } = usePostList((listPageOf(search) - 1) * blogPageSize);
  const { status, category, posts, moreAvailable } = state;

  return (
    <>
      <PageMeta title={blogListMeta.title} description={blogListMeta.description} />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={blogListMeta.feedTitle}
        href={feedPath}
      />
      <PageHero title={blogHero.title} intro={blogHero.intro} />
      <Box as="section" aria-label={texts.postsHeading} py={{ base: '10', md: '16' }} bg="gray.50">
        <Container maxW="6xl">
          <CategoryFilter active={category} onChoose={chooseCategory} />
          <Box mt={{ base: '8', md: '10' }}>
            {status === 'loading' ? (
              <LoadingRegion label={texts.loading} />
            ) : isEmpty(state) ? (
              <Text textAlign="center" color="fg.muted" fontSize="lg" py="16">
                {texts.empty}
              </Text>
            ) : (
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
                {posts.map((post, index) => (
                  <li key={post.id}>
                    <PostCard
                      post={post}
                      imageLoading={index < firstScreenCards ? 'eager' : 'lazy'}
                    />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </Box>
          {moreAvailable || status === 'loading-more' ? (
            <Flex justifyContent="center" mt="10">
              {status === 'loading-more' ? (
                <Button variant="outline" size="lg" disabled>
                  {texts.loadingMore}
                </Button>
              ) : (
                // A link to the next page of the list, which the page enhances into loading it
                // here: without JavaScript (or before the page runs) it still leads on.
                <ButtonLink
                  to={listPagePath(state.offset / blogPageSize + 2)}
                  variant="outline"
                  size="lg"
                  onClick={(event) => {
                    event.preventDefault();
                    loadMore();
                  }}
                >
                  {texts.loadMore}
                </ButtonLink>
              )}
            </Flex>
          ) : null}
        </Container>
      </Box>
      <NewsletterSignup />
    </>
  );
}
