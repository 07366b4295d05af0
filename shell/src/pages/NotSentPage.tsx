import { company, emailHref } from '@site/contracts/company';
import {
  ButtonLink,
  ExternalLink,
  PageMeta,
  actionRowStyles,
  fixedStyles,
  headingStyles,
} from '@site/ui';
import { notSentTexts as texts } from '../content/not-sent';

// The page's parts never change their styles: each resolves its class once (fixedStyles), and a
// page the server rendered resolves none as it hydrates (decision 050).
const Frame = fixedStyles(
  'div',
  { textAlign: 'center', px: '4', py: { base: '20', md: '28' } },
  'NotSentPage',
);
const Title = fixedStyles(
  'h1',
  { ...headingStyles, fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' },
  'NotSentPage.Title',
);
const Paragraph = fixedStyles(
  'p',
  { fontSize: 'lg', color: 'fg.muted', mt: '4', maxW: 'xl', mx: 'auto' },
  'NotSentPage.Paragraph',
);
const Actions = fixedStyles(
  'div',
  { ...actionRowStyles, gap: '3', justifyContent: 'center' },
  'NotSentPage.Actions',
);

/**
 * Where the edge sends a form the browser posted by itself, with JavaScript off: the message was
 * not sent (the bot check runs in the browser), and how to reach us instead.
 */
export function NotSentPage() {
  return (
    <Frame>
      <PageMeta title={texts.meta.title} description={texts.meta.description} noindex />
      <Title>{texts.heading}</Title>
      <Paragraph>{texts.why}</Paragraph>
      <Paragraph>
        {texts.emailBefore} <ExternalLink href={emailHref()}>{company.email}</ExternalLink>
        {texts.emailAfter}
      </Paragraph>
      <Actions>
        <ButtonLink to="/contact">{texts.backToContact}</ButtonLink>
        <ButtonLink to="/" variant="outline">
          {texts.home}
        </ButtonLink>
      </Actions>
    </Frame>
  );
}
