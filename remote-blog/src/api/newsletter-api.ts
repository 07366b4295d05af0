import { apiErrorSchema } from '@site/contracts/contact';
import {
  confirmedSchema,
  newsletterApiPaths,
  subscribeAcceptedSchema,
  unsubscribedSchema,
  type SubscribeRequest,
} from '@site/contracts/newsletter';
import type { ZodMiniType } from 'zod/mini';

/**
 * The newsletter's calls to the contact API, which keeps the list (`@site/contracts/newsletter`):
 * the sign-up, and the confirm and unsubscribe buttons of the pages its emails link to.
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

async function post<T>(
  contactApiUrl: string,
  path: string,
  body: object,
  answer: ZodMiniType<T>,
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
    const error = apiErrorSchema.safeParse(json);
    const text = error.success ? error.data.error : undefined;
    throw new NewsletterApiError(text || unreachableMessage, response.status);
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw new NewsletterApiError(unexpectedMessage, response.status);
  return parsed.data;
}

/** Asks for the confirmation email: the same answer whatever the address. */
export const subscribeToNewsletter = (contactApiUrl: string, request: SubscribeRequest) =>
  post(contactApiUrl, newsletterApiPaths.subscribe, request, subscribeAcceptedSchema);

/** Confirms the subscription of an email's link. 404: an unknown link; 410: an expired one. */
export const confirmSubscription = (contactApiUrl: string, token: string) =>
  post(contactApiUrl, newsletterApiPaths.confirm, { token }, confirmedSchema);

/** Unsubscribes the address of an email's link. 404: an unknown link. */
export const unsubscribeFromNewsletter = (contactApiUrl: string, token: string) =>
  post(contactApiUrl, newsletterApiPaths.unsubscribe, { token }, unsubscribedSchema);
