import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { Clock } from './clock';
import { enqueueDelivery } from './delivery-queue';
import { insertPendingMessage, messageIdFor, type OutboxContent } from './outbox-rows';

/** Emails of other kinds than a contact message (a newsletter confirmation), into the outbox. */
export function createEmailQueue(options: { boss: PgBoss; clock: Clock; messageIdDomain: string }) {
  const { boss, clock, messageIdDomain } = options;
  return {
    /**
     * Stores the email with its delivery job, in the caller's transaction; the caller wakes
     * delivery once committed.
     */
    async queueEmail(
      client: pg.PoolClient,
      email: Exclude<OutboxContent, { kind: 'contact-message' }>,
    ): Promise<string> {
      const id = randomUUID();
      const jobId = await enqueueDelivery(boss, client, id);
      await insertPendingMessage(client, {
        ...email,
        id,
        messageId: messageIdFor(id, messageIdDomain),
        jobId,
        at: new Date(clock.now()),
      });
      return id;
    },
  };
}
