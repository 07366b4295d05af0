import { subscribeAnswerText } from '@site/contracts/newsletter-facts';
import { toaster } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { newsletterTexts as texts } from '../content/blog';

/** The sending half of the block, downloaded when the visitor starts on the form. */
const sender = () => import('../api/newsletter-signup');

const couldNotLoad = 'We could not reach the newsletter service. Please try again.';

/**
 * Stay Updated (docs/product.md#newsletter): the visitor's address (read from the form: the
 * field is the browser's own, decision 027), sent with the version of the consent wording
 * they were shown and a bot-check token for `subscribe`. The API answers the same whatever the
 * address (it emails a confirmation link, at most once a day), and so does the block: the same
 * toast, and the field emptied. Any failure says why in a toast and keeps what they typed.
 *
 * The sending code and the bot-check script are loaded when the visitor starts on the form
 * (`prepare`, on focus), not with the page: most readers of /blogs never subscribe.
 */
export function useNewsletterSignup() {
  const [sending, setSending] = useState(false);

  const prepare = () => {
    sender().then(
      ({ prepareSignUp }) => prepareSignUp(),
      () => undefined,
    );
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const field = form.elements.namedItem('email');
    const email = field instanceof HTMLInputElement ? field.value : '';
    setSending(true);
    try {
      const { signUp } = await sender().catch(() => {
        throw new Error(couldNotLoad);
      });
      await signUp(email);
      toaster.create({ type: 'success', ...subscribeAnswerText });
      form.reset();
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

  return { sending, prepare, submit };
}
