import path from 'node:path';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { mailingQueue, mailingQueuePolicy } from '../mailings/mailing-queue';
import { deliveryQueue, queueSchema } from '../outbox/delivery-queue';

/**
 * The migrate step (`npm run migrate -w contact-api`, docs/decisions/033): everything that
 * changes the database's shape, run by its owner, never by the API. In order, on one connection
 * and under one lock:
 * 1. a database set up by the API before this step had its own record of migrations
 *    (`contact.migrations`); the files it stands for are recorded in node-pg-migrate's;
 * 2. node-pg-migrate runs the files of `contact-api/migrations/` not yet run, in one transaction;
 * 3. pg-boss installs or upgrades its schema, including its background migrations, and the
 *    outbox's queue is created;
 * 4. the API's run-time role is granted what it needs to read and write, and nothing more.
 */

/** contact-api/migrations: the contact schema's SQL, one file per change, run in name order. */
export const migrationsDir = path.resolve(__dirname, '..', '..', 'migrations');

/** node-pg-migrate's record of the files run, in schema `contact`. */
const migrationsSchema = 'contact';
const migrationsTable = 'pgmigrations';

/** The record the API kept before this step existed: version N meant the Nth of these files. */
const legacyRecord = 'contact.migrations';
const legacyVersions = ['0001_outbox', '0002_outbox-content-as-json', '0003_newsletter'];

/** The schemas the API reads and writes. */
const apiSchemas = ['contact', 'newsletter', queueSchema];

/** The key today's API took at start-up, so that an old release starting meanwhile waits too. */
const migrationLock = `hashtext('contact-api migrations')`;

export interface MigrateOptions {
  /**
   * The API's run-time role, granted read and write on its tables. None: no grants (the
   * embedded database, and tests whose API connects as the owner).
   */
  runtimeRole?: string;
  log?: (line: string) => void;
  /** Longest wait for pg-boss's background migrations (ms). */
  backgroundTimeoutMs?: number;
}

export interface MigrateReport {
  /** Files recorded as run from the API's earlier record. */
  adopted: string[];
  /** Files run now. */
  ran: string[];
  /** PGlite: one session and no roles, so no grants. */
  embedded: boolean;
  /** The role granted the API's rights, if any. */
  granted?: string;
}

/** A database to migrate: a connection string, or a pool (the API's, in tests). */
export type MigrateTarget = { url: string } | { pool: pg.Pool };

async function connect(target: MigrateTarget) {
  if ('pool' in target) {
    const client = await target.pool.connect();
    return { client, done: async () => client.release() };
  }
  const client = new pg.Client({
    connectionString: target.url,
    application_name: 'contact-api migrate',
  });
  await client.connect();
  return { client, done: () => client.end() };
}

/** Step 1: the files that the API's own record says it ran, recorded as run. */
async function adoptLegacyRecord(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ legacy: string | null; current: string | null }>(
    `SELECT to_regclass($1) AS legacy, to_regclass($2) AS current`,
    [legacyRecord, `${migrationsSchema}.${migrationsTable}`],
  );
  if (!rows[0]?.legacy || rows[0].current) return [];
  const versions = await client.query<{ version: number; applied_at: Date }>(
    `SELECT version, applied_at FROM ${legacyRecord} ORDER BY version`,
  );
  const adopted = versions.rows.map(({ version, applied_at }) => {
    const name = legacyVersions[version - 1];
    if (!name) throw new Error(`${legacyRecord} has version ${version}, which no file stands for`);
    return { name, applied_at };
  });
  await client.query('BEGIN');
  try {
    // The table node-pg-migrate makes, made here so that it starts with these rows.
    await client.query(
      `CREATE TABLE ${migrationsSchema}.${migrationsTable} (
         id SERIAL PRIMARY KEY, name varchar(255) NOT NULL, run_on timestamp NOT NULL)`,
    );
    for (const { name, applied_at } of adopted) {
      await client.query(
        `INSERT INTO ${migrationsSchema}.${migrationsTable} (name, run_on) VALUES ($1, $2)`,
        [name, applied_at],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return adopted.map(({ name }) => name);
}

/** Step 3: pg-boss's schema and the outbox's queue, with pg-boss's own installer. */
async function installQueue(client: pg.ClientBase, timeoutMs: number, log: (line: string) => void) {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => client.query(text, values) },
    schema: queueSchema,
    migrate: true,
    supervise: false,
    schedule: false,
    // The shortest it allows: a background migration left pending is picked up this often.
    bamIntervalSeconds: 10,
  });
  const errors: unknown[] = [];
  boss.on('error', (error) => errors.push(error));
  await boss.start();
  try {
    // Its settings are the API's to apply at start-up (an UPDATE of the queue's row).
    if (!(await boss.getQueue(deliveryQueue))) await boss.createQueue(deliveryQueue);
    if (!(await boss.getQueue(mailingQueue))) {
      await boss.createQueue(mailingQueue, { policy: mailingQueuePolicy });
    }
    // The API runs pg-boss without migrations, so nothing else would finish these.
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const open = (await boss.getBamStatus()).filter(
        ({ status }) => status === 'pending' || status === 'in_progress',
      );
      if (!open.length && !boss.isBamWorking()) {
        const failed = (await boss.getBamEntries()).filter(({ status }) => status === 'failed');
        for (const entry of failed) log(`pg-boss background migration failed: ${entry.error}`);
        break;
      }
      if (Date.now() > deadline) throw new Error("pg-boss's background migrations did not finish");
      log(`waiting for pg-boss's background migrations (${open.length} left)`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await boss.stop({ graceful: true, close: false });
  }
  if (errors.length) throw new AggregateError(errors, 'pg-boss reported errors while installing');
}

/** Step 4: read and write on the API's tables, for the tables to come too; nothing else. */
async function grantRuntimeRights(client: pg.ClientBase, role: string) {
  const who = pg.escapeIdentifier(role);
  const schemas = apiSchemas.join(', ');
  const records = [`${migrationsSchema}.${migrationsTable}`];
  const legacy = await client.query(`SELECT to_regclass($1) AS name`, [legacyRecord]);
  if (legacy.rows[0]?.name) records.push(legacyRecord);
  await client.query(`
    GRANT USAGE ON SCHEMA ${schemas} TO ${who};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schemas} TO ${who};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${schemas} TO ${who};
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${queueSchema} TO ${who};
    REVOKE ALL ON ${records.join(', ')} FROM ${who};
    ALTER DEFAULT PRIVILEGES IN SCHEMA ${schemas}
      GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${who};
    ALTER DEFAULT PRIVILEGES IN SCHEMA ${schemas} GRANT USAGE, SELECT ON SEQUENCES TO ${who};
    ALTER DEFAULT PRIVILEGES IN SCHEMA ${queueSchema} GRANT EXECUTE ON FUNCTIONS TO ${who};`);
}

/** Brings the database to the current schema; safe to run again, and by several at once. */
export async function migrateDatabase(
  target: MigrateTarget,
  options: MigrateOptions = {},
): Promise<MigrateReport> {
  const log = options.log ?? (() => undefined);
  const { client, done } = await connect(target);
  try {
    const { rows } = await client.query<{ version: string; user: string }>(
      'SELECT version() AS version, current_user AS user',
    );
    const embedded = /emscripten/i.test(rows[0]?.version ?? '');
    if (options.runtimeRole && options.runtimeRole === rows[0]?.user) {
      throw new Error(
        `The migrate step connects as ${options.runtimeRole}, the API's run-time role: ` +
          "DATABASE_URL must name the schema's owner.",
      );
    }
    await client.query(`SELECT pg_advisory_lock(${migrationLock})`);
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${migrationsSchema}`);
      const adopted = await adoptLegacyRecord(client);
      const ran = await runner({
        dbClient: client,
        dir: migrationsDir,
        migrationsSchema,
        migrationsTable,
        direction: 'up',
        singleTransaction: true,
        checkOrder: true,
        // The lock above holds every step, this one included.
        noLock: true,
        log,
      });
      await installQueue(client, options.backgroundTimeoutMs ?? 30 * 60_000, log);
      let granted: string | undefined;
      if (options.runtimeRole && embedded) {
        log('embedded database (PGlite): one session and no roles, so nothing is granted');
      } else if (options.runtimeRole) {
        await grantRuntimeRights(client, options.runtimeRole);
        granted = options.runtimeRole;
      }
      return { adopted, ran: ran.map(({ name }) => name), embedded, granted };
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${migrationLock})`).catch(() => undefined);
    }
  } finally {
    await done();
  }
}
