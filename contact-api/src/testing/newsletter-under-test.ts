import {
  currentConsentVersion,
  newsletterApiPaths,
  newsletterBotCheckAction,
} from '@site/contracts/newsletter';
import type { RunningContactApi, StartOptions } from '../start';
import { setUpApiParts } from './api-parts';
import { browserToken, jsonHeaders, waitFor } from './local-parts';

/**
 * The newsletter's routes under test: an API with its real local parts (`setUpApiParts`) on the
 * test's clock, started before the block's tests, and what a subscriber does with it: sign up,
 * read the emails, follow their links.
 */
export function setUpNewsletterApi(clock: StartOptions['clock']) {
  const parts = setUpApiParts({
    env: {
      SITE_URL: 'http://localhost:3000',
      PUBLIC_API_URL: 'http://127.0.0.1:4000',
      NEWSLETTER_RATE_LIMIT_MAX: '1000',
    },
    clock,
  });
  const started = () => parts.first;
  const mailsTo = async (address: string) =>
    (await parts.catcher.messages()).filter((mail) => mail.to.some((to) => to.address === address));

  return {
    get api() {
      return started().api;
    },
    /** The first API's database, as an operator sees it. */
    get database() {
      return started().database;
    },
    /** Another API, on a database of its own, with these settings. */
    startApi: (overrides: Record<string, string> = {}) => parts.startApi(overrides),

    /** A sign-up from the site's page, with a token of `action` (on `on`, the first API). */
    async subscribe(
      email: string,
      {
        on = started().api,
        action = newsletterBotCheckAction,
        ...fields
      }: Record<string, unknown> & { on?: RunningContactApi; action?: string } = {},
    ) {
      return postJson(`${on.url}${newsletterApiPaths.subscribe}`, {
        email,
        consentVersion: currentConsentVersion,
        recaptchaToken: await browserToken(parts.emulator, action),
        ...fields,
      });
    },

    /** The emails the mail catcher has for `address`. */
    mailsTo,

    /** The first email to `address`, once it has come. */
    confirmationTo: (address: string) =>
      waitFor(`the confirmation email to ${address}`, async () => (await mailsTo(address))[0]),

    /** The address's consent record, oldest first. */
    consentRecords: (email: string) =>
      started().database.query<{
        event: string;
        method: string;
        wording: string;
        consent_version: string | null;
      }>(
        `SELECT r.event, r.method, r.wording, r.consent_version
           FROM newsletter.consent_records r
           JOIN newsletter.subscriptions s ON s.id = r.subscription
          WHERE s.email = $1 ORDER BY r.id`,
        [email],
      ),
  };
}

export const postJson = (
  url: string,
  body: unknown,
  headers: Record<string, string> = jsonHeaders,
) => fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });

/** The token of a link in an email's text (`…/newsletter/confirm#token=…`). */
export function tokenOf(text: string, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`http://localhost:3000/newsletter/${page}#token=([A-Za-z0-9_.-]+)`).exec(
    text,
  );
  if (!match?.[1]) throw new Error(`No ${page} link in:\n${text}`);
  return match[1];
}
