import type {
  Confirmed,
  SubscribeAccepted,
  SubscribeRequest,
  Unsubscribed,
} from '@site/contracts/newsletter';
import { newsletterApiPaths } from '@site/contracts/newsletter-facts';

/**
 * The newsletter's calls to the contact API, which keeps the list (`@site/contracts/newsletter`):
 * the sign-up, and the confirm and unsubscribe buttons of the pages its emails link to. The
 * answers are checked by hand, not with the contract's zod schemas: this is on /blogs' first
 * load (see `@site/contracts/newsletter-facts`), and each answer is one `status` or `error`.
 */

/** A call the API refused, or that got no answer, with a message fit for the visitor. */
export class NewsletterApiError extends Error {
  constructor(
    message: string,
    /** HTTP status of the API's answer; undefined when no answer arrived. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'NewsletterApiError';
  }
}

export const unreachableMessage = 'We could not reach the newsletter service. Please try again.';
const unexpectedMessage = 'The newsletter service sent an unexpected answer. Please try again.';

/** The `error` text of an API's error body (`{ error }`), when it has one. */
const errorTextOf = (json: unknown): string | undefined => {
  const text = (json as { error?: unknown } | null | undefined)?.error;
  return typeof text === 'string' && text ? text : undefined;
};

async function post<T extends { status: string }>(
  contactApiUrl: string,
  path: string,
  body: object,
  status: T['status'],
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(path.replace(/^\//, ''), contactApiUrl.replace(/\/?$/, '/')), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new NewsletterApiError(unreachableMessage);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new NewsletterApiError(errorTextOf(json) ?? unreachableMessage, response.status);
  }
  if ((json as { status?: unknown } | null | undefined)?.status !== status) {
    throw new NewsletterApiError(unexpectedMessage, response.status);
  }
  return { status } as T;
}

/** Asks for the confirmation email: the same answer whatever the address. */
export const subscribeToNewsletter = (contactApiUrl: string, request: SubscribeRequest) =>
  post<SubscribeAccepted>(contactApiUrl, newsletterApiPaths.subscribe, request, 'check-inbox');

/** Confirms the subscription of an email's link. 404: an unknown link; 410: an expired one. */
export const confirmSubscription = (contactApiUrl: string, token: string) =>
  post<Confirmed>(contactApiUrl, newsletterApiPaths.confirm, { token }, 'confirmed');

/** Unsubscribes the address of an email's link. 404: an unknown link. */
export const unsubscribeFromNewsletter = (contactApiUrl: string, token: string) =>
  post<Unsubscribed>(contactApiUrl, newsletterApiPaths.unsubscribe, { token }, 'unsubscribed');
