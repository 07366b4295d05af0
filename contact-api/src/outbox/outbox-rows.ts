import type pg from 'pg';
import type { ValidContactMessage } from '@site/contracts/contact';

/**
 * A row of the outbox (`contact.messages`): what it sends, what became of it, and how it is
 * written and read. Timestamps come from the API's clock.
 */

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** What the visitor sent, after validation: the contact schema's fields, stored as one JSON value. */
export type OutboxMessage = ValidContactMessage;

/**
 * A newsletter confirmation email: its subscription only. The address and the links (their
 * tokens) are read and made when it is sent, and never stored (decision 034).
 */
export interface NewsletterConfirmation {
  subscription: string;
}

/**
 * One subscriber's email of a newsletter mailing (a digest, or a post): the mailing and the
 * subscription only; the address, the posts and the links are read and made when it is sent.
 */
export interface NewsletterMailingEmail {
  mailing: string;
  subscription: string;
}

/** What an outbox row sends: its kind and that kind's content (column `content`, JSON). */
export type OutboxContent =
  | { kind: 'contact-message'; content: OutboxMessage }
  | { kind: 'newsletter-confirmation'; content: NewsletterConfirmation }
  | { kind: 'newsletter-mailing'; content: NewsletterMailingEmail };

export type OutboxEntry = OutboxContent & {
  id: string;
  /** The email's Message-ID, fixed when accepted so every attempt sends the same one. */
  messageId: string;
  status: OutboxStatus;
  /** Delivery attempts started so far. */
  attempts: number;
  /** The delivery job in pg-boss's queue. */
  jobId: string;
  acceptedAt: number;
  /** Start of the retry horizon: acceptance, or the last `outbox retry`. */
  retryFrom: number;
  lastAttemptAt: number | null;
  lastError: string | null;
  sentAt: number | null;
  failedAt: number | null;
};

/** The columns of `contact.messages`. */
export interface OutboxRow {
  id: string;
  message_id: string;
  kind: OutboxContent['kind'];
  content: OutboxContent['content'];
  status: OutboxStatus;
  attempts: number;
  job_id: string;
  accepted_at: Date;
  retry_from: Date;
  last_attempt_at: Date | null;
  last_error: string | null;
  sent_at: Date | null;
  failed_at: Date | null;
}

export const timeOf = (value: Date | null) => (value === null ? null : value.getTime());

export const toEntry = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  messageId: row.message_id,
  ...({ kind: row.kind, content: row.content } as OutboxContent),
  status: row.status,
  attempts: row.attempts,
  jobId: row.job_id,
  acceptedAt: row.accepted_at.getTime(),
  retryFrom: row.retry_from.getTime(),
  lastAttemptAt: timeOf(row.last_attempt_at),
  lastError: row.last_error,
  sentAt: timeOf(row.sent_at),
  failedAt: timeOf(row.failed_at),
});

/** A message's Message-ID: its id at our domain (that of the From address). */
export const messageIdFor = (id: string, domain: string) => `<${id}@${domain}>`;

/** Stores a message, pending, with its delivery job, in the caller's transaction. */
export async function insertPendingMessage(
  client: Pick<pg.PoolClient, 'query'>,
  row: OutboxContent & { id: string; messageId: string; jobId: string; at: Date },
): Promise<void> {
  await client.query(
    `INSERT INTO contact.messages (id, message_id, kind, content, status, job_id,
       accepted_at, retry_from)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6, $6)`,
    [row.id, row.messageId, row.kind, row.content, row.jobId, row.at],
  );
}
