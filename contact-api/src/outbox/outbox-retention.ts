import type { Database } from '../infra/database';
import { idempotencyWindowMs } from './accept-message';
import type { Clock } from './clock';

const day = 24 * 60 * 60 * 1000;

export interface OutboxRetention {
  sentRetentionDays: number;
  failedRetentionDays: number;
}

export function createRetention({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /**
     * Deletes what holds personal data and is no longer needed: sent messages past their
     * retention, failed ones past theirs, and Idempotency-Keys older than a day.
     */
    async deleteExpired(
      retention: OutboxRetention,
    ): Promise<{ sent: number; failed: number; keys: number }> {
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
