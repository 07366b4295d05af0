import { simpleParser, type AddressObject } from 'mailparser';

/** A message the catcher received, as tests read it. */

export interface CaughtAddress {
  name: string;
  address: string;
}

export interface CaughtMessage {
  /** MailDev's id of the message. */
  id: string;
  /** ISO 8601: MailDev's time of the message (its Date header, else when it arrived). */
  receivedAt: string;
  /** The SMTP envelope: who the server was told the message is from and for. */
  envelope: { from: string; to: string[] };
  from: CaughtAddress[];
  to: CaughtAddress[];
  cc: CaughtAddress[];
  replyTo: CaughtAddress[];
  subject: string;
  messageId: string | null;
  text: string;
  html: string | null;
  /**
   * Every header, by lower-case name, as it was sent: unfolded onto one line but still encoded
   * (`=?UTF-8?Q?…?=`), the first when a name repeats. E.g. `headers['list-unsubscribe']`.
   */
  headers: Record<string, string>;
}

export interface CaughtMessageMeta {
  id: string;
  receivedAt: Date;
  envelope: { from: string; to: string[] };
}

function addresses(value: AddressObject | AddressObject[] | undefined): CaughtAddress[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects.flatMap((object) =>
    object.value.map((entry) => ({ name: entry.name ?? '', address: entry.address ?? '' })),
  );
}

/** Parses a raw message (RFC 5322) with mailparser into what tests read. */
export async function parseCaughtMessage(
  raw: Buffer | string,
  { id, receivedAt, envelope }: CaughtMessageMeta,
): Promise<CaughtMessage> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    if (key in headers) continue;
    headers[key] = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return {
    id,
    receivedAt: receivedAt.toISOString(),
    envelope,
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject ?? '',
    messageId: parsed.messageId ?? null,
    text: parsed.text ?? '',
    html: parsed.html === false ? null : parsed.html,
    headers,
  };
}

export interface WaitOptions {
  /** Longest wait in milliseconds (default 15 000); then it rejects, naming what it waited for. */
  timeoutMs?: number;
  /** How often to look again (default 50 ms). */
  intervalMs?: number;
  /** Says what is awaited, for the error message. */
  description?: string;
}

/** Polls `messages` until one matches `predicate`, at most `timeoutMs`. */
export async function waitForMatch(
  messages: () => Promise<CaughtMessage[]>,
  predicate: (message: CaughtMessage) => boolean,
  { timeoutMs = 15_000, intervalMs = 50, description = 'a matching message' }: WaitOptions = {},
): Promise<CaughtMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await messages()).find(predicate);
    if (found) return found;
    if (Date.now() >= deadline) {
      throw new Error(`No ${description} reached the mail catcher within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
