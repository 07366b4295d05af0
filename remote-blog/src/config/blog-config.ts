import { contactApiSettings } from '@site/bot-check/contact-api-settings';
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
  /** The newsletter's sign-up and pages call the contact API with a bot-check token. */
  ...contactApiSettings,
});
export type BlogConfig = z.infer<typeof blogConfigSchema>;

export const { parse: parseBlogConfig, load: loadBlogConfig } =
  defineRuntimeConfig(blogConfigSchema);
