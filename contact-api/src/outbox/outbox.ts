import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { contactMessageSchema, type ValidContactMessage } from '@site/contracts/contact';
import type { Clock } from './clock';
import type { Database } from '../infra/database';
import { createAcceptBatch, type AcceptBatch } from './outbox-accept';

/**
 * The durable outbox, in Postgres (schema `contact`): a message is committed here, together with
 * its delivery job in pg-boss's queue, before the API answers 202, and stays until it has been
 * delivered (then until its retention ends). pg-boss claims, retries with back-off and gives up;
 * this table holds what the visitor wrote and what became of it, for the delivery worker, the
 * `outbox` command, the metrics and the clean-up. Timestamps come from the API's clock.
 */

export type OutboxStatus = 'pending' | 'sent' | 'failed';
/** How `list` shows a message: `sending` is a pending one whose job a worker holds. */
export type ListedStatus = OutboxStatus | 'sending';

/** What the visitor sent, after validation: the contact schema's fields, stored as one JSON value. */
export type OutboxMessage = ValidContactMessage;

/** A newsletter confirmation email: who to, and its links (they hold the tokens). */
export interface NewsletterConfirmation {
  to: string;
  /** The site's page that confirms the subscription. */
  confirmUrl: string;
  /** The site's page that unsubscribes. */
  unsubscribeUrl: string;
  /** The API's RFC 8058 one-click URL, in `List-Unsubscribe`. */
  oneClickUrl: string;
  /** When the confirmation link expires (ms). */
  expiresAt: number;
}

/** What an outbox row sends: its kind and that kind's content (column `content`, JSON). */
export type OutboxContent =
  | { kind: 'contact-message'; content: OutboxMessage }
  | { kind: 'newsletter-confirmation'; content: NewsletterConfirmation };

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

export type ListedEntry = Omit<OutboxEntry, 'status'> & {
  status: ListedStatus;
  /** When pg-boss will try again (pending messages). */
  nextAttemptAt: number | null;
};

export type RetryOutcome =
  | { id: string; outcome: 'queued' }
  | { id: string; outcome: 'not-found' | 'already-sent' | 'already-queued' };

/** What an earlier request with the same Idempotency-Key got. */
export type EarlierAnswer = { id: string } | 'other-message';

export interface OutboxStats {
  pending: number;
  failed: number;
  /** Age of the oldest pending message, in seconds (0 when none). */
  oldestPendingAgeSeconds: number;
}

/** pg-boss's queue of deliveries; a job's data is `{ id }` of a message. */
export const deliveryQueue = 'contact-delivery';
/** pg-boss's tables live in their own schema beside `contact`. */
export const queueSchema = 'contact_queue';

/** How long an Idempotency-Key is remembered. */
export const idempotencyWindowMs = 24 * 60 * 60 * 1000;

/** Longest error text kept per message. */
const maxErrorLength = 1000;

const contactFields = Object.keys(contactMessageSchema.shape) as (keyof OutboxMessage)[];

/** The same fields give the same fingerprint: what an Idempotency-Key is checked against. */
export function fingerprintOf(message: OutboxMessage): string {
  return createHash('sha256')
    .update(JSON.stringify(contactFields.map((field) => message[field])))
    .digest('base64url');
}

interface Row {
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

const time = (value: Date | null) => (value === null ? null : value.getTime());

const toEntry = (row: Row): OutboxEntry => ({
  id: row.id,
  messageId: row.message_id,
  ...({ kind: row.kind, content: row.content } as OutboxContent),
  status: row.status,
  attempts: row.attempts,
  jobId: row.job_id,
  acceptedAt: row.accepted_at.getTime(),
  retryFrom: row.retry_from.getTime(),
  lastAttemptAt: time(row.last_attempt_at),
  lastError: row.last_error,
  sentAt: time(row.sent_at),
  failedAt: time(row.failed_at),
});

const trimError = (error: string) => error.slice(0, maxErrorLength);

/** pg-boss statements inside one of our transactions. */
const inTransaction = (client: pg.PoolClient) => ({
  executeSql: (text: string, values?: unknown[]) => client.query(text, values),
});

export interface OutboxOptions {
  db: Database;
  boss: PgBoss;
  clock: Clock;
  /** Domain of the Message-IDs, normally that of the From address. */
  messageIdDomain: string;
  /** False: accept in a transaction of several statements (the fallback; tests check both). */
  singleStatement?: boolean;
}

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(options: OutboxOptions) {
  const { db, boss, clock, messageIdDomain } = options;
  const now = () => new Date(clock.now());
  let batched: Promise<AcceptBatch | undefined> | undefined;
  /** The batched accept, made on first use (pg-boss's statement needs the queue's table). */
  const acceptBatch = () => {
    batched ??= createAcceptBatch({
      db,
      boss,
      queue: deliveryQueue,
      keyWindowMs: idempotencyWindowMs,
    }).catch((error: unknown) => {
      batched = undefined;
      throw error;
    });
    return batched;
  };

  /** Puts a delivery job for message `id` in the queue, inside the caller's transaction. */
  async function enqueue(client: pg.PoolClient, id: string): Promise<string> {
    const jobId = randomUUID();
    await boss.send(deliveryQueue, { id }, { id: jobId, db: inTransaction(client) });
    return jobId;
  }

  async function earlierAnswer(
    key: string,
    fingerprint: string,
    runner: Pick<pg.PoolClient, 'query'> = db.pool,
  ): Promise<EarlierAnswer | undefined> {
    const { rows } = await runner.query<{ fingerprint: string; message: string }>(
      `SELECT fingerprint, message FROM contact.idempotency_keys
        WHERE key = $1 AND created_at > $2`,
      [key, new Date(clock.now() - idempotencyWindowMs)],
    );
    const row = rows[0];
    if (!row) return undefined;
    return row.fingerprint === fingerprint ? { id: row.message } : 'other-message';
  }

  /** The same as `accept`, in a transaction of several statements. */
  async function acceptInTransaction(
    message: OutboxMessage,
    idempotencyKey: string | undefined,
    { id, at, fingerprint }: { id: string; at: Date; fingerprint: string },
  ): Promise<{ id: string; replayed: boolean } | 'other-message'> {
    return db.transaction(async (client) => {
      if (idempotencyKey !== undefined) {
        // A key seen more than a day ago is taken over; a newer one stays the first request's.
        const claimed = await client.query(
          `INSERT INTO contact.idempotency_keys (key, fingerprint, message, created_at)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (key) DO UPDATE
             SET fingerprint = EXCLUDED.fingerprint, message = EXCLUDED.message,
                 created_at = EXCLUDED.created_at
             WHERE contact.idempotency_keys.created_at <= $5
           RETURNING key`,
          [idempotencyKey, fingerprint, id, at, new Date(at.getTime() - idempotencyWindowMs)],
        );
        if (claimed.rowCount === 0) {
          const earlier = await earlierAnswer(idempotencyKey, fingerprint, client);
          if (earlier === 'other-message') return earlier;
          if (earlier) return { id: earlier.id, replayed: true };
        }
      }
      const jobId = await enqueue(client, id);
      await client.query(
        `INSERT INTO contact.messages (id, message_id, kind, content, status, job_id,
           accepted_at, retry_from)
         VALUES ($1, $2, 'contact-message', $3, 'pending', $4, $5, $5)`,
        [id, `<${id}@${messageIdDomain}>`, message, jobId, at],
      );
      return { id, replayed: false };
    });
  }

  return {
    /**
     * Stores an accepted message and its delivery job, atomically, and resolves once committed.
     * With an Idempotency-Key already used within a day, stores nothing and resolves with what
     * the first request got.
     *
     * One statement, one round trip, for every message accepted in the same turn of the event
     * loop (`outbox-accept.ts`): pg-boss's own INSERT for the jobs and ours for the messages and
     * keys, in CTEs of one autocommit statement (decisions 020 and 026). If pg-boss's statement
     * is ever not a plain INSERT, each message's inserts run in a transaction of their own.
     */
    async accept(
      message: OutboxMessage,
      idempotencyKey?: string,
    ): Promise<{ id: string; replayed: boolean } | 'other-message'> {
      const id = randomUUID();
      const jobId = randomUUID();
      const at = now();
      const fingerprint = fingerprintOf(message);
      const batch = options.singleStatement === false ? undefined : await acceptBatch();
      if (!batch) return acceptInTransaction(message, idempotencyKey, { id, at, fingerprint });
      const stored = await batch({
        id,
        messageId: `<${id}@${messageIdDomain}>`,
        kind: 'contact-message',
        content: message,
        jobId,
        at,
        key: idempotencyKey ?? null,
        fingerprint,
      });
      if (stored) return { id, replayed: false };
      // The key was taken by a request committed meanwhile: its job of ours goes again.
      await boss.deleteJob(deliveryQueue, jobId);
      const earlier =
        idempotencyKey === undefined ? undefined : await earlierAnswer(idempotencyKey, fingerprint);
      if (earlier === 'other-message') return earlier;
      if (earlier) return { id: earlier.id, replayed: true };
      throw new Error('The message was not stored');
    },

    /**
     * Stores an email of another kind than a contact message (a newsletter confirmation) with
     * its delivery job, in the caller's transaction; the caller wakes delivery once committed.
     */
    async queueEmail(
      client: pg.PoolClient,
      email: Exclude<OutboxContent, { kind: 'contact-message' }>,
    ): Promise<string> {
      const id = randomUUID();
      const jobId = await enqueue(client, id);
      const at = now();
      await client.query(
        `INSERT INTO contact.messages (id, message_id, kind, content, status, job_id,
           accepted_at, retry_from)
         VALUES ($1, $2, $3, $4, 'pending', $5, $6, $6)`,
        [id, `<${id}@${messageIdDomain}>`, email.kind, email.content, jobId, at],
      );
      return id;
    },

    /** What an earlier request with this key got, if one came within a day. */
    earlierAnswer: (key: string, fingerprint: string) => earlierAnswer(key, fingerprint),

    async get(id: string): Promise<OutboxEntry | undefined> {
      const { rows } = await db.pool.query<Row>('SELECT * FROM contact.messages WHERE id = $1', [
        id,
      ]);
      return rows[0] && toEntry(rows[0]);
    },

    /** Counts an attempt that is starting. */
    async startAttempt(id: string): Promise<void> {
      await db.pool.query(
        `UPDATE contact.messages SET attempts = attempts + 1, last_attempt_at = $2
          WHERE id = $1 AND status = 'pending'`,
        [id, now()],
      );
    },

    async recordFailure(id: string, error: string): Promise<void> {
      await db.pool.query(
        `UPDATE contact.messages SET last_error = $2 WHERE id = $1 AND status = 'pending'`,
        [id, trimError(error)],
      );
    },

    /** False when the message was not pending any more (another worker got there first). */
    async markSent(id: string): Promise<boolean> {
      const { rowCount } = await db.pool.query(
        `UPDATE contact.messages SET status = 'sent', sent_at = $2, last_error = NULL
          WHERE id = $1 AND status = 'pending'`,
        [id, now()],
      );
      return rowCount === 1;
    },

    async markFailed(id: string, reason: string): Promise<void> {
      await db.pool.query(
        `UPDATE contact.messages SET status = 'failed', failed_at = $2, last_error = $3
          WHERE id = $1 AND status = 'pending'`,
        [id, now(), trimError(reason)],
      );
    },

    /**
     * Puts failed messages (all, or the one given) back in the queue with a new job and a new
     * retry horizon.
     */
    async retry(id?: string): Promise<RetryOutcome[]> {
      return db.transaction(async (client) => {
        const { rows } = await client.query<{ id: string; status: OutboxStatus }>(
          id === undefined
            ? `SELECT id, status FROM contact.messages WHERE status = 'failed'
                ORDER BY accepted_at FOR UPDATE`
            : 'SELECT id, status FROM contact.messages WHERE id = $1 FOR UPDATE',
          id === undefined ? [] : [id],
        );
        if (id !== undefined && rows.length === 0) return [{ id, outcome: 'not-found' }];
        const outcomes: RetryOutcome[] = [];
        for (const row of rows) {
          if (row.status === 'sent') outcomes.push({ id: row.id, outcome: 'already-sent' });
          else if (row.status === 'pending') {
            outcomes.push({ id: row.id, outcome: 'already-queued' });
          } else {
            const jobId = await enqueue(client, row.id);
            await client.query(
              `UPDATE contact.messages
                  SET status = 'pending', job_id = $2, retry_from = $3, failed_at = NULL
                WHERE id = $1`,
              [row.id, jobId, now()],
            );
            outcomes.push({ id: row.id, outcome: 'queued' });
          }
        }
        return outcomes;
      });
    },

    /** Newest first, with the state of each pending message's job. */
    async list(statuses?: readonly ListedStatus[]): Promise<ListedEntry[]> {
      const { rows } = await db.pool.query<
        Row & { job_state: string | null; start_after: Date | null }
      >(
        `SELECT m.*, j.state AS job_state, j.start_after
           FROM contact.messages m
           LEFT JOIN ${queueSchema}.job j ON j.name = $1 AND j.id = m.job_id
          ORDER BY m.accepted_at DESC, m.id`,
        [deliveryQueue],
      );
      return rows
        .map((row): ListedEntry => {
          const entry = toEntry(row);
          const sending = entry.status === 'pending' && row.job_state === 'active';
          return {
            ...entry,
            status: sending ? 'sending' : entry.status,
            nextAttemptAt: entry.status === 'pending' && !sending ? time(row.start_after) : null,
          };
        })
        .filter((entry) => !statuses || statuses.includes(entry.status));
    },

    /** What an operator alerts on: how long the oldest message has waited, how many failed. */
    async stats(): Promise<OutboxStats> {
      const { rows } = await db.pool.query<{
        pending: string;
        failed: string;
        oldest: Date | null;
      }>(
        `SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
                count(*) FILTER (WHERE status = 'failed') AS failed,
                min(accepted_at) FILTER (WHERE status = 'pending') AS oldest
           FROM contact.messages WHERE status <> 'sent'`,
      );
      const row = rows[0];
      const oldest = row?.oldest ? row.oldest.getTime() : undefined;
      return {
        pending: Number(row?.pending ?? 0),
        failed: Number(row?.failed ?? 0),
        oldestPendingAgeSeconds:
          oldest === undefined ? 0 : Math.max(0, (clock.now() - oldest) / 1000),
      };
    },

    /**
     * Deletes what holds personal data and is no longer needed: sent messages past their
     * retention, failed ones past theirs, and Idempotency-Keys older than a day.
     */
    async deleteExpired(retention: {
      sentRetentionDays: number;
      failedRetentionDays: number;
    }): Promise<{ sent: number; failed: number; keys: number }> {
      const day = 24 * 60 * 60 * 1000;
      const at = clock.now();
      const sent = await db.pool.query(
        `DELETE FROM contact.messages WHERE status = 'sent' AND sent_at <= $1`,
        [new Date(at - retention.sentRetentionDays * day)],
      );
      const failed = await db.pool.query(
        `DELETE FROM contact.messages WHERE status = 'failed' AND failed_at <= $1`,
        [new Date(at - retention.failedRetentionDays * day)],
      );
      const keys = await db.pool.query(
        'DELETE FROM contact.idempotency_keys WHERE created_at <= $1',
        [new Date(at - idempotencyWindowMs)],
      );
      return { sent: sent.rowCount ?? 0, failed: failed.rowCount ?? 0, keys: keys.rowCount ?? 0 };
    },
  };
}
