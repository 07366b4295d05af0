import { contactApiSettings } from '@site/bot-check/contact-api-settings';
import { defineRuntimeConfig } from '@site/runtime-config/define-runtime-config';
import * as z from 'zod/mini';

/** The contact page's settings for the environment it runs in: `config.json` beside the bundle. */
export const contactConfigSchema = z.object(contactApiSettings);
export type ContactConfig = z.infer<typeof contactConfigSchema>;

export const { parse: parseContactConfig, load: loadContactConfig } =
  defineRuntimeConfig(contactConfigSchema);
