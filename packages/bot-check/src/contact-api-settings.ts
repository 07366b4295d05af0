import * as z from 'zod/mini';

/**
 * The runtime settings of a page that posts to the contact API with a bot-check token (the
 * contact form, the newsletter's sign-up and pages), the same keys in each remote's
 * `config.json`; each remote spreads them into its own schema.
 */
export const contactApiSettings = {
  /** Base URL of the contact API (`{contactApiUrl}/send-email`, `/newsletter/…`). */
  contactApiUrl: z.url({ error: 'contactApiUrl must be the URL of the contact API' }),
  /** The public reCAPTCHA v3 site key. */
  recaptchaSiteKey: z
    .string({ error: 'recaptchaSiteKey is required' })
    .check(z.minLength(1, { error: 'recaptchaSiteKey is required' })),
  /** The bot-check script: Google's api.js in production, the local emulator's in development. */
  recaptchaScriptUrl: z.url({
    error: 'recaptchaScriptUrl must be the URL of the bot-check script',
  }),
};
