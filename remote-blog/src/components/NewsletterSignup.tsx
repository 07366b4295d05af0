import {
  Button,
  CallToActionBand,
  Flex,
  TextInput,
  VisuallyHidden,
  toaster,
  useIsRunning,
} from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import { subscribeToNewsletter } from '../api/subscribe-newsletter';
import { newsletterTexts as texts } from '../content/blog';

/** Stay Updated: stores the address with the blog backend and says what happened in a toast. */
export function NewsletterSignup() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const running = useIsRunning();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    setSending(true);
    try {
      const { created } = await subscribeToNewsletter(address);
      toaster.create(
        created
          ? {
              type: 'success',
              title: texts.subscribedTitle,
              description: texts.subscribed(address),
            }
          : {
              type: 'info',
              title: texts.alreadySubscribedTitle,
              description: texts.alreadySubscribed(address),
            },
      );
      setEmail('');
    } catch (error) {
      // The address stays in the field, so the visitor can correct it or try again.
      toaster.create({
        type: 'error',
        title: texts.failedTitle,
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <CallToActionBand title={texts.title} intro={texts.intro}>
      <Flex
        as="form"
        onSubmit={submit}
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        w="full"
        maxW="lg"
      >
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
          flex="1"
        />
        {/* Not before the page runs: sent without its script, the form would only reload the page. */}
        <Button type="submit" variant="inverse" disabled={sending || !running} flexShrink={0}>
          {sending ? texts.submitting : texts.submit}
        </Button>
      </Flex>
    </CallToActionBand>
  );
}
