import type { PgBoss } from 'pg-boss';
import type { Database } from '../infra/database';
import type { Clock } from './clock';
import { enqueueDelivery } from './delivery-queue';
import type { OutboxStatus } from './outbox-rows';

export type RetryOutcome =
  | { id: string; outcome: 'queued' }
  | { id: string; outcome: 'not-found' | 'already-sent' | 'already-queued' };

/** An operator's `outbox retry`: failed messages go back in the queue. */
export function createRetry({ db, boss, clock }: { db: Database; boss: PgBoss; clock: Clock }) {
  return {
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
            const jobId = await enqueueDelivery(boss, client, row.id);
            await client.query(
              `UPDATE contact.messages
                  SET status = 'pending', job_id = $2, retry_from = $3, failed_at = NULL
                WHERE id = $1`,
              [row.id, jobId, new Date(clock.now())],
            );
            outcomes.push({ id: row.id, outcome: 'queued' });
          }
        }
        return outcomes;
      });
    },
  };
}
