import { PgBoss } from 'pg-boss';
import type { Database } from '../infra/database';
import type { Clock } from '../outbox/clock';
import { queueSchema } from '../outbox/delivery-queue';
import { createOutbox, type Outbox } from '../outbox/outbox';
import { openTestDatabase } from './test-databases';

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
  const boss = new PgBoss({
    db: db.jobs,
    schema: queueSchema,
    migrate: false,
    supervise: false,
    schedule: false,
  });
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
