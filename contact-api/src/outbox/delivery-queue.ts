import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';

/** pg-boss's queue of deliveries; a job's data is `{ id }` of a message. */
export const deliveryQueue = 'contact-delivery';
/** pg-boss's tables live in their own schema beside `contact`. */
export const queueSchema = 'contact_queue';

/**
 * Puts a delivery job for message `id` in the queue, inside the caller's transaction; not to be
 * tried before `startAfter` when given (the newsletter's pace).
 */
export async function enqueueDelivery(
  boss: PgBoss,
  client: Pick<pg.PoolClient, 'query'>,
  id: string,
  startAfter?: Date,
): Promise<string> {
  const jobId = randomUUID();
  await boss.send(
    deliveryQueue,
    { id },
    {
      id: jobId,
      db: { executeSql: (text, values) => client.query(text, values) },
      ...(startAfter ? { startAfter } : {}),
    },
  );
  return jobId;
}
