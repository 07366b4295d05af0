import type { PgBoss } from 'pg-boss';
import type { Database } from '../infra/database';
import type { DeliverySettings, MailSettings } from '../infra/settings';
import type { Clock } from '../outbox/clock';
import { jobsClient } from '../outbox/jobs-client';
import { createOutbox, type Outbox } from '../outbox/outbox';
import { openTestDatabase } from './test-databases';

/** Delivery in the tests: retries a second apart, a quick poll; the retention as by default. */
export const testDeliverySettings: DeliverySettings = {
  retryHorizonMs: 72 * 60 * 60 * 1000,
  retryDelaySeconds: 1,
  maxRetryDelaySeconds: 1,
  concurrency: 2,
  pollIntervalSeconds: 0.5,
  heartbeatSeconds: 10,
  sentRetentionDays: 7,
  failedRetentionDays: 30,
};

export const testMailSettings: MailSettings = {
  from: { name: 'Web', address: 'web@example.com' },
  to: ['inbox@example.com'],
};

/** What start.ts opens on the database, for tests of the parts below the HTTP layer. */
export interface OutboxParts {
  db: Database;
  /** pg-boss on the migrated queue (no supervisor, no schedules: the tests drive it). */
  boss: PgBoss;
  outbox: Outbox;
  /** Stops pg-boss and closes the pool. */
  close(): Promise<void>;
}

export async function openOutboxParts(
  url: string,
  options: {
    clock: Clock;
    poolSize?: number;
    messageIdDomain?: string;
    singleStatement?: boolean;
  },
): Promise<OutboxParts> {
  const db = await openTestDatabase(url, options.poolSize ?? 4);
  const boss = jobsClient(db);
  boss.on('error', () => undefined);
  try {
    await boss.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  const outbox = createOutbox({
    db,
    boss,
    clock: options.clock,
    messageIdDomain: options.messageIdDomain ?? 'example.com',
    singleStatement: options.singleStatement,
  });
  return {
    db,
    boss,
    outbox,
    async close() {
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      await db.close();
    },
  };
}
