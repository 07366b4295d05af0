import { company, emailHref } from '@site/contracts/company';
import { ButtonLink, ExternalLink } from '@site/ui';
import { notSentTexts as texts } from '../content/not-sent';
import { MessagePage, MessageParagraph } from './MessagePage';

/**
 * Where the edge sends a form the browser posted by itself, with JavaScript off: the message was
 * not sent (the bot check runs in the browser), and how to reach us instead.
 */
export function NotSentPage() {
  return (
    <MessagePage
      meta={{ ...texts.meta, noindex: true }}
      heading={texts.heading}
      actions={
        <>
          <ButtonLink to="/contact">{texts.backToContact}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            {texts.home}
          </ButtonLink>
        </>
      }
    >
      <MessageParagraph>{texts.why}</MessageParagraph>
      <MessageParagraph>
        {texts.emailBefore} <ExternalLink href={emailHref()}>{company.email}</ExternalLink>
        {texts.emailAfter}
      </MessageParagraph>
    </MessagePage>
  );
}
