import { PgBoss } from 'pg-boss';
import type { Database } from '../infra/database';
import { queueSchema } from './delivery-queue';

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
