import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { Database } from '../infra/database';

/** pg-boss's queue of deliveries; a job's data is `{ id }` of a message. */
export const deliveryQueue = 'contact-delivery';
/** pg-boss's tables live in their own schema beside `contact`. */
export const queueSchema = 'contact_queue';

/**
 * pg-boss on the migrated queue, for a process that sends and reads jobs but works none (the
 * `outbox` command, tests): no supervisor, no schedules. Start it, and stop it when done.
 */
export function jobsClient(db: Pick<Database, 'jobs'>): PgBoss {
  return new PgBoss({
    db: db.jobs,
    schema: queueSchema,
    migrate: false,
    supervise: false,
    schedule: false,
  });
}

/** Puts a delivery job for message `id` in the queue, inside the caller's transaction. */
export async function enqueueDelivery(
  boss: PgBoss,
  client: Pick<pg.PoolClient, 'query'>,
  id: string,
): Promise<string> {
  const jobId = randomUUID();
  await boss.send(
    deliveryQueue,
    { id },
    { id: jobId, db: { executeSql: (text, values) => client.query(text, values) } },
  );
  return jobId;
}
