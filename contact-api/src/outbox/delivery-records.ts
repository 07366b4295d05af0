import type { Database } from '../infra/database';
import type { Clock } from './clock';
import { toEntry, type OutboxEntry, type OutboxRow } from './outbox-rows';

/**
 * What the delivery worker writes down about a message: each attempt, its last error, and its
 * end (sent, or failed for good). Only a pending message changes: another worker may have got
 * there first.
 */

/** Longest error text kept per message. */
const maxErrorLength = 1000;

const trimError = (error: string) => error.slice(0, maxErrorLength);

export type DeliveryRecords = ReturnType<typeof createDeliveryRecords>;

export function createDeliveryRecords({ db, clock }: { db: Database; clock: Clock }) {
  const now = () => new Date(clock.now());
  return {
    async get(id: string): Promise<OutboxEntry | undefined> {
      const { rows } = await db.pool.query<OutboxRow>(
        'SELECT * FROM contact.messages WHERE id = $1',
        [id],
      );
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
  };
}
