import type { Database } from '../infra/database';
import type { Clock } from './clock';
import { deliveryQueue, queueSchema } from './delivery-queue';
import {
  timeOf,
  toEntry,
  type OutboxEntry,
  type OutboxRow,
  type OutboxStatus,
} from './outbox-rows';

/** The outbox as an operator sees it: the `outbox list` command, and the metrics. */

/** How `list` shows a message: `sending` is a pending one whose job a worker holds. */
export type ListedStatus = OutboxStatus | 'sending';

export type ListedEntry = Omit<OutboxEntry, 'status'> & {
  status: ListedStatus;
  /** When pg-boss will try again (pending messages). */
  nextAttemptAt: number | null;
};

export interface OutboxStats {
  pending: number;
  failed: number;
  /** Age of the oldest pending message, in seconds (0 when none). */
  oldestPendingAgeSeconds: number;
}

export function createListing({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** Newest first, with the state of each pending message's job. */
    async list(statuses?: readonly ListedStatus[]): Promise<ListedEntry[]> {
      const { rows } = await db.pool.query<
        OutboxRow & { job_state: string | null; start_after: Date | null }
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
            nextAttemptAt: entry.status === 'pending' && !sending ? timeOf(row.start_after) : null,
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
  };
}
