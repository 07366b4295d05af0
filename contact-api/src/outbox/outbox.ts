import type { PgBoss } from 'pg-boss';
import type { Database } from '../infra/database';
import { createAcceptance } from './accept-message';
import type { Clock } from './clock';
import { createDeliveryRecords } from './delivery-records';
import { createListing } from './outbox-listing';
import { createRetention } from './outbox-retention';
import { createEmailQueue } from './queue-email';
import { createRetry } from './retry-failed';

/**
 * The durable outbox, in Postgres (schema `contact`): a message is committed here, together with
 * its delivery job in pg-boss's queue, before the API answers 202, and stays until it has been
 * delivered (then until its retention ends). pg-boss claims, retries with back-off and gives up;
 * this table holds what the visitor wrote and what became of it. Each part is its own module:
 * accepting (`accept-message.ts`), other emails (`queue-email.ts`), the delivery worker's
 * bookkeeping (`delivery-records.ts`), the operator's retry (`retry-failed.ts`), listing and
 * metrics (`outbox-listing.ts`) and the clean-up (`outbox-retention.ts`).
 */

export interface OutboxOptions {
  db: Database;
  boss: PgBoss;
  clock: Clock;
  /** Domain of the Message-IDs, normally that of the From address. */
  messageIdDomain: string;
  /** False: accept in a transaction of several statements (the fallback; tests check both). */
  singleStatement?: boolean;
}

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(options: OutboxOptions) {
  return {
    ...createAcceptance(options),
    ...createEmailQueue(options),
    ...createDeliveryRecords(options),
    ...createRetry(options),
    ...createListing(options),
    ...createRetention(options),
  };
}
