import { getRecaptchaToken, loadRecaptchaScript } from '@site/bot-check/recaptcha';
import {
  currentConsentVersion,
  newsletterBotCheckAction,
  subscribeAnswerText,
} from '@site/contracts/newsletter';
import { toaster } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { subscribeToNewsletter, unreachableMessage } from '../api/newsletter-api';
import { loadBlogConfig } from '../config/blog-config';
import { newsletterTexts as texts } from '../content/blog';

class BotCheckUnavailable extends Error {}

/** The page's settings, and the bot-check script loaded for their site key. */
async function readyBotCheck() {
  const config = await loadBlogConfig().catch((error: unknown) => {
    console.error('The blog settings could not be read:', error);
    throw new Error(unreachableMessage);
  });
  try {
    await loadRecaptchaScript(config.recaptchaScriptUrl, config.recaptchaSiteKey);
  } catch (error) {
    console.error('The bot check could not be loaded:', error);
    throw new BotCheckUnavailable(texts.botCheckFailed);
  }
  return config;
}

const ignore = () => undefined; // reported when the visitor sends

/**
 * Stay Updated (issue 26): the visitor's address, sent with the version of the consent wording
 * they were shown and a bot-check token for `subscribe`. The API answers the same whatever the
 * address (it emails a confirmation link, at most once a day), and so does the block: the same
 * toast, and the field emptied. Any failure says why in a toast and keeps what they typed.
 *
 * The bot-check script is loaded when the visitor starts on the form (`prepare`, on focus), not
 * with the page: most readers of /blogs never subscribe.
 */
export function useNewsletterSignup() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  const prepare = () => {
    readyBotCheck().catch(ignore);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const config = await readyBotCheck();
      let recaptchaToken: string;
      try {
        recaptchaToken = await getRecaptchaToken(config.recaptchaSiteKey, newsletterBotCheckAction);
      } catch (error) {
        console.error('The bot check failed:', error);
        throw new BotCheckUnavailable(texts.botCheckFailed);
      }
      await subscribeToNewsletter(config.contactApiUrl, {
        email: email.trim(),
        consentVersion: currentConsentVersion,
        recaptchaToken,
      });
      toaster.create({ type: 'success', ...subscribeAnswerText });
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

  return { email, setEmail, sending, prepare, submit };
}
