import { defineRuntimeConfig } from '@site/runtime-config/define-runtime-config';
import * as z from 'zod/mini';

/** The blog's settings for the environment it runs in: `config.json` beside the bundle. */
export const blogConfigSchema = z.object({
  /** The Supabase project URL, for example http://localhost:54321 locally. */
  supabaseUrl: z.url({ error: 'supabaseUrl must be the URL of the blog backend' }),
  /** The public anon key of the project (a public credential, safe in a browser). */
  supabaseAnonKey: z
    .string({ error: 'supabaseAnonKey is required' })
    .check(z.minLength(1, { error: 'supabaseAnonKey is required' })),
  /**
   * Base URL of the contact API, which keeps the newsletter's list: the sign-up posts to
   * `{contactApiUrl}/newsletter/subscribe`, the newsletter pages to its confirm and unsubscribe.
   */
  contactApiUrl: z.url({ error: 'contactApiUrl must be the URL of the contact API' }),
  /** The public reCAPTCHA v3 site key (the contact page's). */
  recaptchaSiteKey: z
    .string({ error: 'recaptchaSiteKey is required' })
    .check(z.minLength(1, { error: 'recaptchaSiteKey is required' })),
  /** The bot-check script: Google's api.js in production, the local emulator's in development. */
  recaptchaScriptUrl: z.url({
    error: 'recaptchaScriptUrl must be the URL of the bot-check script',
  }),
});
export type BlogConfig = z.infer<typeof blogConfigSchema>;

export const { parse: parseBlogConfig, load: loadBlogConfig } =
  defineRuntimeConfig(blogConfigSchema);
