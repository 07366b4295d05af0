import { getRecaptchaToken, loadRecaptchaScript } from '@site/bot-check/recaptcha';
import { currentConsentVersion, newsletterBotCheckAction } from '@site/contracts/newsletter-facts';
import { loadBlogConfig } from '../config/blog-config';
import { newsletterTexts as texts } from '../content/blog';
import { subscribeToNewsletter, unreachableMessage } from './newsletter-api';

/**
 * What Stay Updated sends, in a chunk of its own: the block asks for it when the visitor starts
 * on the form (../hooks/use-newsletter-signup.ts), so /blogs' first load carries none of it.
 */

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
    throw new Error(texts.botCheckFailed);
  }
  return config;
}

/** Loads the bot-check script ahead of the visitor's click; a failure is reported on the click. */
export function prepareSignUp(): void {
  readyBotCheck().catch(() => undefined);
}

/**
 * Sends the address with the version of the consent wording shown and a bot-check token for
 * `subscribe`. Rejects with a message for the visitor.
 */
export async function signUp(email: string): Promise<void> {
  const config = await readyBotCheck();
  let recaptchaToken: string;
  try {
    recaptchaToken = await getRecaptchaToken(config.recaptchaSiteKey, newsletterBotCheckAction);
  } catch (error) {
    console.error('The bot check failed:', error);
    throw new Error(texts.botCheckFailed);
  }
  await subscribeToNewsletter(config.contactApiUrl, {
    email: email.trim(),
    consentVersion: currentConsentVersion,
    recaptchaToken,
  });
}
