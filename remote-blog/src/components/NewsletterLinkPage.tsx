import {
  PageMeta,
  SubmitButton,
  containerStyles,
  earlyPressForm,
  fixedStyles,
  headingStyles,
  linkStyles,
  useEarlyPress,
} from '@site/ui';
import { Link } from '@site/ui/router';
import { useRef, type FormEvent } from 'react';
import { blogListPath } from '../lib/blog-paths';
import { newsletterLinkTexts, type NewsletterPageTexts } from '../content/newsletter-pages';
import { useNewsletterLinkAction, type LinkAction } from '../hooks/use-newsletter-link-action';

// The page's parts never change their styles: each resolves its class once (fixedStyles), and a
// page the server rendered hydrates them without resolving any (decision 050).
const Frame = fixedStyles(
  'div',
  { ...containerStyles, maxW: '3xl', py: { base: '16', md: '24' }, textAlign: 'center' },
  'NewsletterLinkPage',
);
const Title = fixedStyles(
  'h1',
  { ...headingStyles, fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold' },
  'NewsletterLinkPage.Title',
);
const Intro = fixedStyles(
  'p',
  { color: 'fg.muted', mt: '4', fontSize: 'lg' },
  'NewsletterLinkPage.Intro',
);
const Form = fixedStyles('form', { mt: '8' }, 'NewsletterLinkPage.Form');
const Failed = fixedStyles('p', { mt: '4', fontWeight: 'semibold' }, 'NewsletterLinkPage.Failed');
const Note = fixedStyles('p', { color: 'fg.muted', mt: '4' }, 'NewsletterLinkPage.Note');
const Status = fixedStyles('div', { mt: '8', fontSize: 'lg' }, 'NewsletterLinkPage.Status');
const Outcome = fixedStyles('p', { fontWeight: 'semibold' }, 'NewsletterLinkPage.Outcome');
const Line = fixedStyles('p', {}, 'NewsletterLinkPage.Line');
const NextLine = fixedStyles('p', { mt: '3' }, 'NewsletterLinkPage.NextLine');
const PageLink = fixedStyles(Link, linkStyles, 'NewsletterLinkPage.Link');

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
    <Frame>
      <PageMeta title={texts.meta.title} description={texts.meta.description} noindex />
      <Title>{texts.heading}</Title>
      {state.status === 'invalid-link' ? null : <Intro>{texts.intro}</Intro>}
      {showButton ? (
        <Form ref={form} method="post" {...earlyPressForm(earlyPressId)} onSubmit={submit}>
          <SubmitButton size="lg" busy={state.status === 'sending'} busyLabel={texts.acting}>
            {texts.action}
          </SubmitButton>
          {/* Shown by the page's inline script when a held press found no page to carry it out. */}
          <Failed data-early-press-failed="" hidden role="alert">
            {newsletterLinkTexts.pageDidNotRun}
          </Failed>
          <noscript>
            <Note>{texts.needsJavaScript}</Note>
          </noscript>
        </Form>
      ) : null}
      {/* Always in the page, so that what it says is announced as it changes. */}
      <Status role="status">
        {state.status === 'done' ? (
          <>
            <Outcome>{texts.done}</Outcome>
            <NextLine>
              <PageLink to={blogListPath}>{newsletterLinkTexts.backToBlog}</PageLink>
            </NextLine>
          </>
        ) : null}
        {state.status === 'failed' ? <Outcome>{state.message}</Outcome> : null}
        {state.status === 'failed' && state.expired ? (
          <NextLine>
            {newsletterLinkTexts.expired}{' '}
            <PageLink to={blogListPath}>{newsletterLinkTexts.signUpAgain}</PageLink>
          </NextLine>
        ) : null}
        {state.status === 'invalid-link' ? (
          <>
            <Line>{newsletterLinkTexts.invalidLink}</Line>
            <NextLine>
              <PageLink to={blogListPath}>{newsletterLinkTexts.backToBlog}</PageLink>
            </NextLine>
          </>
        ) : null}
      </Status>
    </Frame>
  );
}
