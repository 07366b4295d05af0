import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { newsletterApiPaths, newsletterPagePaths } from '@site/contracts/newsletter';
import type { NewsletterSettings } from '../infra/settings';

/**
 * The tokens of the newsletter's links, made when an email is sent and never stored (decision
 * 034): the subscription's id, a dot, and the HMAC-SHA-256 of the link's purpose and that id
 * under the API's secret. Only the API can make one; checking one needs the id's row, whose
 * state (and, for a confirmation, its request time) says whether the link still works.
 *
 * A token of an email sent before then is 32 random bytes alone, looked up by its SHA-256 while
 * the subscription's row keeps that hash (the transition of decision 034).
 */

/** What a link does; a token made for one purpose is worthless for the other. */
export type LinkPurpose = 'confirm' | 'unsubscribe';

/** What the links need: where they point, and the secret their tokens are made with. */
export type LinkSettings = Pick<NewsletterSettings, 'siteUrl' | 'apiUrl' | 'linkSecret'>;

/** The links of one email to a subscriber. */
export interface SubscriberLinks {
  /** The site's page that confirms the subscription (token in the fragment). */
  confirmUrl: string;
  /** The site's page that unsubscribes (token in the fragment). */
  unsubscribeUrl: string;
  /** The API's RFC 8058 one-click URL, in `List-Unsubscribe` (token in the query). */
  oneClickUrl: string;
}

const uuid = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;
const macShape = /^[A-Za-z0-9_-]{43}$/;

function macOf(secret: string, purpose: LinkPurpose, subscription: string): string {
  // The purpose first, with a separator no id contains: no two inputs read alike.
  return createHmac('sha256', secret)
    .update(`newsletter-link\n${purpose}\n${subscription}`)
    .digest('base64url');
}

/** The token of a subscription's link for `purpose`. */
export function linkToken(secret: string, purpose: LinkPurpose, subscription: string): string {
  return `${subscription}.${macOf(secret, purpose, subscription)}`;
}

/** What a token names: a subscription (its MAC checked), a legacy token's hash, or nothing. */
export type TokenReference =
  { kind: 'subscription'; id: string } | { kind: 'legacy'; hash: string } | { kind: 'invalid' };

/** Reads a link's token for `purpose`; the MAC is compared in constant time. */
export function readLinkToken(secret: string, purpose: LinkPurpose, token: string): TokenReference {
  const dot = token.indexOf('.');
  if (dot < 0) {
    return macShape.test(token) ? { kind: 'legacy', hash: legacyTokenHash(token) } : invalid;
  }
  const id = token.slice(0, dot);
  const mac = token.slice(dot + 1);
  if (!uuid.test(id) || !macShape.test(mac)) return invalid;
  const expected = Buffer.from(macOf(secret, purpose, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { kind: 'subscription', id }
    : invalid;
}

const invalid = { kind: 'invalid' } as const;

/** How the rows kept a random token of an email sent before decision 034. */
export const legacyTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** `path` under `base`, also when `base` has a path of its own (an API behind a prefix). */
const link = (base: string, path: string) =>
  new URL(path.replace(/^\//, ''), `${base.replace(/\/$/, '')}/`);

/**
 * The links of an email to `subscription`. The site's pages carry the token in the fragment,
 * which a browser never sends to a server; RFC 8058 needs the one-click URL itself to hold it,
 * so that one has it in its query (every layer that logs leaves the query of these paths out).
 */
export function subscriberLinks(settings: LinkSettings, subscription: string): SubscriberLinks {
  const token = (purpose: LinkPurpose) => linkToken(settings.linkSecret, purpose, subscription);
  const page = (path: string, purpose: LinkPurpose) => {
    const url = link(settings.siteUrl, path);
    url.hash = new URLSearchParams({ token: token(purpose) }).toString();
    return url.href;
  };
  const oneClick = link(settings.apiUrl, newsletterApiPaths.unsubscribe);
  oneClick.searchParams.set('token', token('unsubscribe'));
  return {
    confirmUrl: page(newsletterPagePaths.confirm, 'confirm'),
    unsubscribeUrl: page(newsletterPagePaths.unsubscribe, 'unsubscribe'),
    oneClickUrl: oneClick.href,
  };
}
