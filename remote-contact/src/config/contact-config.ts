import { defineRuntimeConfig } from '@site/runtime-config/define-runtime-config';
import * as z from 'zod/mini';

/** The contact page's settings for the environment it runs in: `config.json` beside the bundle. */
export const contactConfigSchema = z.object({
  /** Base URL of the contact API; the form posts to `{contactApiUrl}/send-email`. */
  contactApiUrl: z.url({ error: 'contactApiUrl must be the URL of the contact API' }),
  /** The public reCAPTCHA v3 site key. */
  recaptchaSiteKey: z
    .string({ error: 'recaptchaSiteKey is required' })
    .check(z.minLength(1, { error: 'recaptchaSiteKey is required' })),
  /** The bot-check script: Google's api.js in production, the local emulator's in development. */
  recaptchaScriptUrl: z.url({
    error: 'recaptchaScriptUrl must be the URL of the bot-check script',
  }),
});
export type ContactConfig = z.infer<typeof contactConfigSchema>;

export const { parse: parseContactConfig, load: loadContactConfig } =
  defineRuntimeConfig(contactConfigSchema);
