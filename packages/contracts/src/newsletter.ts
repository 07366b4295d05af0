import * as z from 'zod/mini';
import { company } from './company';

/**
 * The newsletter's double opt-in, as the blog's Stay Updated block, the newsletter pages and the
 * contact API speak it. The API validates with these schemas; its verdict is authoritative.
 *
 * 1. `POST /newsletter/subscribe` `{ email, consentVersion, recaptchaToken }`: `202` with the
 *    same answer whatever the address (new, pending, subscribed or unsubscribed). The address
 *    gets at most one confirmation email a day.
 * 2. The email links to the site's `/newsletter/confirm?token=…`, whose button posts the token
 *    to `POST /newsletter/confirm`. The link expires.
 * 3. Every email carries `/newsletter/unsubscribe?token=…` (the site's page, whose button posts
 *    to `POST /newsletter/unsubscribe`) and `List-Unsubscribe` / `List-Unsubscribe-Post` headers
 *    pointing at the API's `POST /newsletter/unsubscribe?token=…` (RFC 8058 one-click).
 */

/** The bot-check action of the sign-up, verified by the API. */
export const newsletterBotCheckAction = 'subscribe';

/** The API's routes, and the site's pages the emails link to. */
export const newsletterApiPaths = {
  subscribe: '/newsletter/subscribe',
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;
export const newsletterPagePaths = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/**
 * Every consent wording the sign-up block has shown, by version. The block shows the current
 * one and sends its version; the API stores the wording itself with the visitor's request and
 * confirmation, as the proof of what they agreed to. To change the wording, add a version and
 * make it current: a version once shown is never edited.
 */
export const consentWordings = {
  '2026-11-24':
    `Email me the ${company.name} newsletter: articles and news about our services, ` +
    'about once a month. I can unsubscribe at any time with the link in every email.',
} as const;
export type ConsentVersion = keyof typeof consentWordings;
export const currentConsentVersion: ConsentVersion = '2026-11-24';

const consentVersions = Object.keys(consentWordings) as [ConsentVersion, ...ConsentVersion[]];

/** The visitor's texts of the sign-up's outcome: the same whatever the address. */
export const subscribeAnswerText = {
  title: 'Check your inbox',
  description: 'Check your inbox to confirm your subscription.',
} as const;

const invalidEmail = 'Please enter a valid email address.';
const botCheckMissing = 'The bot check is missing. Please reload the page and try again.';

export const subscribeRequestSchema = z.strictObject({
  email: z.pipe(
    z
      .string({ error: invalidEmail })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, 'Please enter your email address.'),
        z.maxLength(254, invalidEmail),
      ),
    z.email({ error: invalidEmail }),
  ),
  consentVersion: z.enum(consentVersions, {
    error: 'The consent wording is out of date. Please reload the page and try again.',
  }),
  recaptchaToken: z
    .string({ error: botCheckMissing })
    .check(
      z.minLength(1, botCheckMissing),
      z.maxLength(4096, 'The bot check is not valid. Please try again.'),
    ),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;
export type ValidSubscribeRequest = z.output<typeof subscribeRequestSchema>;

/** A link's token: 32 random bytes, base64url. */
export const newsletterTokenSchema = z
  .string({ error: 'This link is not valid.' })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.'));

/** `POST /newsletter/confirm` and the page's `POST /newsletter/unsubscribe`. */
export const newsletterTokenRequestSchema = z.strictObject({ token: newsletterTokenSchema });
export type NewsletterTokenRequest = z.input<typeof newsletterTokenRequestSchema>;

export const subscribeAcceptedSchema = z.object({ status: z.literal('check-inbox') });
export type SubscribeAccepted = z.infer<typeof subscribeAcceptedSchema>;
export const confirmedSchema = z.object({ status: z.literal('confirmed') });
export type Confirmed = z.infer<typeof confirmedSchema>;
export const unsubscribedSchema = z.object({ status: z.literal('unsubscribed') });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
