import { consentWordings, currentConsentVersion } from '@site/contracts/newsletter-facts';
import {
  CallToActionBand,
  SubmitButton,
  earlyPressForm,
  fixedStyles,
  linkStyles,
  textInputStyles,
  useEarlyPress,
  visuallyHiddenStyle,
} from '@site/ui';
import { Link } from '@site/ui/router';
import { useId, useRef } from 'react';
import { newsletterTexts as texts } from '../content/blog';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';

// The form's parts never change their styles: each resolves its class once (fixedStyles).
const Form = fixedStyles(
  'form',
  { display: 'flex', flexDirection: 'column', gap: '3', w: 'full', maxW: 'lg' },
  'NewsletterSignup.Form',
);
const Row = fixedStyles(
  'div',
  { display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3', w: 'full' },
  'NewsletterSignup.Row',
);
const EmailLabel = fixedStyles('label', visuallyHiddenStyle, 'NewsletterSignup.EmailLabel');
const EmailInput = fixedStyles(
  'input',
  { ...textInputStyles, flex: '1' },
  'NewsletterSignup.EmailInput',
);
const Note = fixedStyles(
  'p',
  { fontSize: 'sm', color: 'brand.50', textAlign: 'start' },
  'NewsletterSignup.Note',
);
const Failed = fixedStyles(
  'p',
  { fontSize: 'sm', fontWeight: 'semibold' },
  'NewsletterSignup.Failed',
);
const PrivacyLink = fixedStyles(
  Link,
  { ...linkStyles, color: 'white', _hover: { color: 'brand.50' } },
  'NewsletterSignup.PrivacyLink',
);

/** The form's name for the page's inline script, which holds a press made before the page runs. */
const earlyPressId = 'newsletter';

/**
 * Stay Updated: the address, the consent wording it is given with, and Subscribe. The answer is
 * a toast; the confirmation comes by email (double opt-in). The field is the browser's own, and
 * a press before the page runs is carried out once it runs (decision 027). Without JavaScript
 * the form posts to its own page, which the edge answers with the page that says why nothing was
 * sent.
 */
export function NewsletterSignup() {
  const inputId = useId();
  const consentId = useId();
  const form = useRef<HTMLFormElement>(null);
  const { sending, prepare, submit } = useNewsletterSignup();
  useEarlyPress(earlyPressId, form);

  return (
    <CallToActionBand title={texts.title} intro={texts.intro}>
      <Form ref={form} method="post" {...earlyPressForm(earlyPressId)} onSubmit={submit}>
        <Row>
          <EmailLabel htmlFor={inputId}>{texts.emailLabel}</EmailLabel>
          <EmailInput
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={254}
            placeholder={texts.placeholder}
            defaultValue=""
            onFocus={prepare}
            aria-describedby={consentId}
          />
          <SubmitButton
            variant="inverse"
            busy={sending}
            busyLabel={texts.submitting}
            aria-describedby={consentId}
            flexShrink={0}
          >
            {texts.submit}
          </SubmitButton>
        </Row>
        <Note id={consentId}>
          {consentWordings[currentConsentVersion]} {texts.privacyLead}{' '}
          <PrivacyLink to="/privacy-policy">{texts.privacyLink}</PrivacyLink>.
        </Note>
        {/* Shown by the page's inline script when a held press found no page to carry it out. */}
        <Failed data-early-press-failed="" hidden role="alert">
          {texts.pageDidNotRun}
        </Failed>
        <noscript>
          <Note>{texts.needsJavaScript}</Note>
        </noscript>
      </Form>
    </CallToActionBand>
  );
}
