import { consentWordings, currentConsentVersion } from '@site/contracts/newsletter-facts';
import {
  Button,
  CallToActionBand,
  Flex,
  Text,
  TextInput,
  TextLink,
  VisuallyHidden,
  useIsRunning,
} from '@site/ui';
import { useId } from 'react';
import { newsletterTexts as texts } from '../content/blog';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';

/**
 * Stay Updated: the address, the consent wording it is given with, and Subscribe. The answer is
 * a toast; the confirmation comes by email (double opt-in).
 */
export function NewsletterSignup() {
  const inputId = useId();
  const consentId = useId();
  const { email, setEmail, sending, prepare, submit } = useNewsletterSignup();
  const running = useIsRunning();

  return (
    <CallToActionBand title={texts.title} intro={texts.intro}>
      <Flex as="form" onSubmit={submit} direction="column" gap="3" w="full" maxW="lg">
        <Flex direction={{ base: 'column', sm: 'row' }} gap="3" w="full">
          <VisuallyHidden asChild>
            <label htmlFor={inputId}>{texts.emailLabel}</label>
          </VisuallyHidden>
          <TextInput
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={254}
            placeholder={texts.placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onFocus={prepare}
            aria-describedby={consentId}
            flex="1"
          />
          {/* Not before the page runs: sent without its script, the form would only reload the page. */}
          <Button
            type="submit"
            variant="inverse"
            disabled={sending || !running}
            aria-describedby={consentId}
            flexShrink={0}
          >
            {sending ? texts.submitting : texts.submit}
          </Button>
        </Flex>
        <Text id={consentId} fontSize="sm" color="brand.50" textAlign="start">
          {consentWordings[currentConsentVersion]} {texts.privacyLead}{' '}
          <TextLink to="/privacy-policy" color="white" _hover={{ color: 'brand.50' }}>
            {texts.privacyLink}
          </TextLink>
          .
        </Text>
        <noscript>
          <Text fontSize="sm" color="brand.50" textAlign="start">
            {texts.needsJavaScript}
          </Text>
        </noscript>
      </Flex>
    </CallToActionBand>
  );
}
