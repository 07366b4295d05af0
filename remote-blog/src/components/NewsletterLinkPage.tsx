import {
  Box,
  Container,
  Heading,
  PageMeta,
  SubmitButton,
  Text,
  TextLink,
  chakra,
  earlyPressForm,
  useEarlyPress,
} from '@site/ui';
import { useRef, type FormEvent } from 'react';
import { blogListPath } from '../lib/blog-paths';
import { newsletterLinkTexts, type NewsletterPageTexts } from '../content/newsletter-pages';
import { useNewsletterLinkAction, type LinkAction } from '../hooks/use-newsletter-link-action';

/** The form's name for the page's inline script, which holds a press made before the page runs. */
const earlyPressId = 'newsletter-link';

/**
 * A page an email of the newsletter links to: a heading, what the button does, the button, and
 * what happened, in a live region. Kept from search engines. A press before the page runs is
 * carried out once it runs (decision 027).
 */
export function NewsletterLinkPage({
  texts,
  action,
}: {
  texts: NewsletterPageTexts;
  action: LinkAction;
}) {
  const { state, act } = useNewsletterLinkAction(action);
  const form = useRef<HTMLFormElement>(null);
  useEarlyPress(earlyPressId, form);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act();
  };
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
        <chakra.form
          ref={form}
          method="post"
          {...earlyPressForm(earlyPressId)}
          onSubmit={submit}
          mt="8"
        >
          <SubmitButton size="lg" busy={state.status === 'sending'} busyLabel={texts.acting}>
            {texts.action}
          </SubmitButton>
          {/* Shown by the page's inline script when a held press found no page to carry it out. */}
          <Text data-early-press-failed="" hidden role="alert" mt="4" fontWeight="semibold">
            {newsletterLinkTexts.pageDidNotRun}
          </Text>
          <noscript>
            <Text color="fg.muted" mt="4">
              {texts.needsJavaScript}
            </Text>
          </noscript>
        </chakra.form>
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
