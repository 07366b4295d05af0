import {
  parseCaughtMessage,
  waitForMatch,
  type CaughtMessage,
  type WaitOptions,
} from './caught-message';

export type { CaughtAddress, CaughtMessage, WaitOptions } from './caught-message';

/**
 * Reads a mail catcher running in another process (`npm start`'s, the end-to-end stack's)
 * through MailDev's REST API, as the same `CaughtMessage`s the in-process catcher gives.
 */
export interface MailCatcherClient {
  /** Every message received so far, oldest first. */
  messages(): Promise<CaughtMessage[]>;
  /** The first message (oldest first) that matches, once it has arrived; rejects after a bound. */
  waitForMessage(
    predicate: (message: CaughtMessage) => boolean,
    options?: WaitOptions,
  ): Promise<CaughtMessage>;
  /** Forgets every message. */
  clear(): Promise<void>;
}

/** The part of MailDev's stored email (`GET /api/email`) the client reads. */
interface MailDevEmail {
  id: string;
  time: string;
  envelope: { from: { address: string }; to: { address: string }[] };
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`Mail catcher: ${what} answered ${response.status}`);
  return response;
}

/** `url`: the catcher's base URL (`RunningMailCatcher.url`, `stack.services.mailCatcher.url`). */
export function mailCatcherClient(url: string): MailCatcherClient {
  const api = `${url.replace(/\/+$/, '')}/api`;
  const parsed = new Map<string, Promise<CaughtMessage>>();
  const parse = (email: MailDevEmail) => {
    let message = parsed.get(email.id);
    if (!message) {
      message = (async () => {
        const sourceUrl = `${api}/email/${encodeURIComponent(email.id)}/source`;
        const raw = await (await ok(await fetch(sourceUrl), sourceUrl)).text();
        return parseCaughtMessage(raw, {
          id: email.id,
          receivedAt: new Date(email.time),
          envelope: {
            from: email.envelope.from.address,
            to: email.envelope.to.map((recipient) => recipient.address),
          },
        });
      })();
      message.catch(() => parsed.delete(email.id));
      parsed.set(email.id, message);
    }
    return message;
  };
  const messages = async () => {
    const list = `${api}/email`;
    const emails = (await (await ok(await fetch(list), list)).json()) as MailDevEmail[];
    return Promise.all(emails.map(parse));
  };
  return {
    messages,
    waitForMessage: (predicate, options) => waitForMatch(messages, predicate, options),
    clear: async () => {
      await ok(await fetch(`${api}/email/all`, { method: 'DELETE' }), 'DELETE /api/email/all');
      parsed.clear();
    },
  };
}
