import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { contactMessageSchema } from '@site/contracts/contact';
import type { Database } from '../infra/database';
import { createAcceptBatch, type AcceptBatch } from './accept-batch';
import type { Clock } from './clock';
import { deliveryQueue, enqueueDelivery } from './delivery-queue';
import { insertPendingMessage, messageIdFor, type OutboxMessage } from './outbox-rows';

/**
 * Accepting a contact message: it is committed, together with its delivery job in pg-boss's
 * queue, before the API answers 202. An Idempotency-Key seen within a day gets the first
 * request's answer and stores nothing.
 */

/** What an earlier request with the same Idempotency-Key got. */
export type EarlierAnswer = { id: string } | 'other-message';

export type Accepted = { id: string; replayed: boolean } | 'other-message';

/** A contact message as it is stored, before its delivery job is known. */
type StoredMessage = {
  id: string;
  messageId: string;
  kind: 'contact-message';
  content: OutboxMessage;
  at: Date;
};

/** How long an Idempotency-Key is remembered. */
export const idempotencyWindowMs = 24 * 60 * 60 * 1000;

const contactFields = Object.keys(contactMessageSchema.shape) as (keyof OutboxMessage)[];

/** The same fields give the same fingerprint: what an Idempotency-Key is checked against. */
export function fingerprintOf(message: OutboxMessage): string {
  return createHash('sha256')
    .update(JSON.stringify(contactFields.map((field) => message[field])))
    .digest('base64url');
}

export interface AcceptanceOptions {
  db: Database;
  boss: PgBoss;
  clock: Clock;
  /** Domain of the Message-IDs, normally that of the From address. */
  messageIdDomain: string;
  /** False: accept in a transaction of several statements (the fallback; tests check both). */
  singleStatement?: boolean;
}

export function createAcceptance(options: AcceptanceOptions) {
  const { db, boss, clock, messageIdDomain } = options;
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
    stored: StoredMessage,
    idempotencyKey: string | undefined,
    fingerprint: string,
  ): Promise<Accepted> {
    const { id, at } = stored;
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
      await insertPendingMessage(client, {
        ...stored,
        jobId: await enqueueDelivery(boss, client, id),
      });
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
     * loop (`accept-batch.ts`): pg-boss's own INSERT for the jobs and ours for the messages and
     * keys, in CTEs of one autocommit statement (decisions 020 and 026). If pg-boss's statement
     * is ever not a plain INSERT, each message's inserts run in a transaction of their own.
     */
    async accept(message: OutboxMessage, idempotencyKey?: string): Promise<Accepted> {
      const id = randomUUID();
      const jobId = randomUUID();
      const at = new Date(clock.now());
      const fingerprint = fingerprintOf(message);
      const stored: StoredMessage = {
        id,
        messageId: messageIdFor(id, messageIdDomain),
        kind: 'contact-message',
        content: message,
        at,
      };
      const batch = options.singleStatement === false ? undefined : await acceptBatch();
      if (!batch) return acceptInTransaction(stored, idempotencyKey, fingerprint);
      const committed = await batch({
        ...stored,
        jobId,
        key: idempotencyKey ?? null,
        fingerprint,
      });
      if (committed) return { id, replayed: false };
      // The key was taken by a request committed meanwhile: its job of ours goes again.
      await boss.deleteJob(deliveryQueue, jobId);
      const earlier =
        idempotencyKey === undefined ? undefined : await earlierAnswer(idempotencyKey, fingerprint);
      if (earlier === 'other-message') return earlier;
      if (earlier) return { id: earlier.id, replayed: true };
      throw new Error('The message was not stored');
    },

    /** What an earlier request with this key got, if one came within a day. */
    earlierAnswer: (key: string, fingerprint: string) => earlierAnswer(key, fingerprint),
  };
}
