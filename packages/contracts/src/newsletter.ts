import * as z from 'zod/mini';
import { consentWordings, newsletterTokenPattern, type ConsentVersion } from './newsletter-facts';

/**
 * The newsletter's double opt-in, as the blog's Stay Updated block, the newsletter pages and the
 * contact API speak it. The API validates with these schemas; its verdict is authoritative.
 *
 * 1. `POST /newsletter/subscribe` `{ email, consentVersion, recaptchaToken }`: `202` with the
 *    same answer whatever the address (new, pending, subscribed or unsubscribed). The address
 *    gets at most one confirmation email a day.
 * 2. The email links to the site's `/newsletter/confirm#token=…`, whose button posts the token
 *    to `POST /newsletter/confirm`. The link expires.
 * 3. Every email carries `/newsletter/unsubscribe#token=…` (the site's page, whose button posts
 *    to `POST /newsletter/unsubscribe`) and `List-Unsubscribe` / `List-Unsubscribe-Post` headers
 *    pointing at the API's `POST /newsletter/unsubscribe?token=…` (RFC 8058 one-click).
 *
 * The site's pages take the token in the URL's fragment, which a browser never sends to a server;
 * only the one-click URL has it in its query, as RFC 8058 needs, and every layer that logs leaves
 * out the query of `redactedQueryPaths`. A token is made by the API when its email is sent and is
 * never stored (decision 034).
 */

export {
  consentWordings,
  currentConsentVersion,
  newsletterApiPaths,
  newsletterBotCheckAction,
  newsletterPagePaths,
  newsletterTokenPattern,
  redactedQueryPaths,
  subscribeAnswerText,
  type ConsentVersion,
} from './newsletter-facts';

const consentVersions = Object.keys(consentWordings) as [ConsentVersion, ...ConsentVersion[]];

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

/** A link's token (`newsletterTokenPattern`). */
export const newsletterTokenSchema = z
  .string({ error: 'This link is not valid.' })
  .check(z.regex(newsletterTokenPattern, 'This link is not valid.'));

/** `POST /newsletter/confirm` and the page's `POST /newsletter/unsubscribe`. */
export const newsletterTokenRequestSchema = z.strictObject({ token: newsletterTokenSchema });
export type NewsletterTokenRequest = z.input<typeof newsletterTokenRequestSchema>;

export const subscribeAcceptedSchema = z.object({ status: z.literal('check-inbox') });
export type SubscribeAccepted = z.infer<typeof subscribeAcceptedSchema>;
export const confirmedSchema = z.object({ status: z.literal('confirmed') });
export type Confirmed = z.infer<typeof confirmedSchema>;
export const unsubscribedSchema = z.object({ status: z.literal('unsubscribed') });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
