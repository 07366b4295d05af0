import { Box, Button, Container, Heading, PageMeta, Text, TextLink, useIsRunning } from '@site/ui';
import { blogListPath } from '../lib/blog-paths';
import { newsletterLinkTexts, type NewsletterPageTexts } from '../content/newsletter-pages';
import { useNewsletterLinkAction, type LinkAction } from '../hooks/use-newsletter-link-action';

/**
 * A page an email of the newsletter links to: a heading, what the button does, the button, and
 * what happened, in a live region. Kept from search engines.
 */
export function NewsletterLinkPage({
  texts,
  action,
}: {
  texts: NewsletterPageTexts;
  action: LinkAction;
}) {
  const { state, act } = useNewsletterLinkAction(action);
  const running = useIsRunning();
  const showButton =
    state.status === 'ready' ||
    state.status === 'sending' ||
    (state.status === 'failed' && !state.final);

  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
      <PageMeta title={texts.meta.title} description={texts.meta.description} noindex />
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold">
        {texts.heading}
      </Heading>
      {state.status === 'invalid-link' ? null : (
        <Text color="fg.muted" mt="4" fontSize="lg">
          {texts.intro}
        </Text>
      )}
      {showButton ? (
        <Box mt="8">
          {/* Not before the page runs: without its script the button could do nothing. */}
          <Button size="lg" onClick={act} disabled={!running || state.status === 'sending'}>
            {state.status === 'sending' ? texts.acting : texts.action}
          </Button>
          <noscript>
            <Text color="fg.muted" mt="4">
              {texts.needsJavaScript}
            </Text>
          </noscript>
        </Box>
      ) : null}
      {/* Always in the page, so that what it says is announced as it changes. */}
      <Box role="status" mt="8" fontSize="lg">
        {state.status === 'done' ? (
          <>
            <Text fontWeight="semibold">{texts.done}</Text>
            <Text mt="3">
              <TextLink to={blogListPath}>{newsletterLinkTexts.backToBlog}</TextLink>
            </Text>
          </>
        ) : null}
        {state.status === 'failed' ? <Text fontWeight="semibold">{state.message}</Text> : null}
        {state.status === 'failed' && state.expired ? (
          <Text mt="3">
            {newsletterLinkTexts.expired}{' '}
            <TextLink to={blogListPath}>{newsletterLinkTexts.signUpAgain}</TextLink>
          </Text>
        ) : null}
        {state.status === 'invalid-link' ? (
          <>
            <Text>{newsletterLinkTexts.invalidLink}</Text>
            <Text mt="3">
              <TextLink to={blogListPath}>{newsletterLinkTexts.backToBlog}</TextLink>
            </Text>
          </>
        ) : null}
      </Box>
    </Container>
  );
}
