import { company } from './company';

/**
 * The facts of the newsletter's double opt-in that the pages show and send (./newsletter.ts has
 * the whole contract and re-exports these). Apart because this file imports no zod: the blog's
 * Stay Updated block is on /blogs' first load, where the request schemas would cost bytes that
 * only the API uses.
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
 * The paths whose query string may carry a link's token: every layer that logs a request (nginx,
 * the static server, the renderer, the API) writes these paths without their query. The site's
 * pages carry the token in the fragment, which never reaches a server, but an old email or a
 * hand-edited link may still put it in the query; the API's one-click unsubscribe (RFC 8058)
 * needs it there. The API's confirm and unsubscribe routes have the pages' paths; the API may sit
 * under a prefix (`CONTACT_API_URL`'s path), so a layer in front of it matches the path's end.
 */
export const redactedQueryPaths: readonly string[] = [
  newsletterPagePaths.confirm,
  newsletterPagePaths.unsubscribe,
];

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
  '2026-11-27':
    `Email me the ${company.name} newsletter: an email each time a new article is published ` +
    'on the blog, and news about our services. I can unsubscribe at any time with the link in ' +
    'every email.',
} as const;
export type ConsentVersion = keyof typeof consentWordings;
export const currentConsentVersion: ConsentVersion = '2026-11-24';

/**
 * The versions whose wording promises an email per new post: only their subscribers may get one
 * (the contact API's `NEWSLETTER_SENDS=each-post`, which refuses to start unless the current
 * version is one of them); everyone else gets the monthly digest (decision 041).
 */
export const perPostConsentVersions: readonly ConsentVersion[] = ['2026-11-27'];

/** The visitor's texts of the sign-up's outcome: the same whatever the address. */
export const subscribeAnswerText = {
  title: 'Check your inbox',
  description: 'Check your inbox to confirm your subscription.',
} as const;

/**
 * The shape of a link's token: the subscription's id, a dot, and the HMAC-SHA-256 of the link's
 * purpose and that id under the API's secret, base64url (decision 034). An email sent before
 * then has a token of 32 random bytes (base64url) alone, which the API still accepts.
 * ./newsletter.ts validates with it.
 */
export const newsletterTokenPattern =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.)?[A-Za-z0-9_-]{43}$/;
