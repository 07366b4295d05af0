import pg from 'pg';
import { openDatabase } from '../infra/database';
import { migrateDatabase } from '../infra/migrate';
import type { OutboxStatus } from '../outbox/outbox-rows';
import { embeddedDatabasesInChildProcess } from './embedded-in-child-process';
import { realPostgresMissing, startPostgresServer } from './postgres-server';

/**
 * The tests' databases: a throwaway server (the embedded PGlite, or a real Postgres where the
 * machine has one) that gives each test a database of its own, migrated, and the one way a test
 * file starts and stops it (`setUpDatabaseServer`, `describeOnEachDatabase`).
 */

export type DatabaseKind = 'embedded' | 'postgres';

/**
 * The databases the tests run against: PGlite always, real Postgres where it is installed (CI
 * installs it). Where it is not, `describe.each` gets only PGlite and `skipsRealPostgres` says so.
 */
export const databaseKinds: DatabaseKind[] = realPostgresMissing()
  ? ['embedded']
  : ['embedded', 'postgres'];

/** A test named after why real Postgres is skipped, so a run without it shows a skipped test. */
export function skipsRealPostgres(): void {
  const missing = realPostgresMissing();
  if (missing) it.skip(`also against real Postgres: skipped, ${missing}`, () => undefined);
}

export interface OutboxRow {
  id: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  message_id: string;
}

/** One empty database, and an operator's look at its outbox. */
export interface TestDatabase {
  url: string;
  rows(): Promise<OutboxRow[]>;
  row(id: string): Promise<OutboxRow | undefined>;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
}

export interface TestDatabaseServer {
  kind: DatabaseKind;
  /** A new database of its own, as the migrate step leaves it (`migrated: false`: empty). */
  database(options?: { migrated?: boolean }): Promise<TestDatabase>;
  close(): Promise<void>;
}

function inspect(url: string, closers: (() => Promise<void>)[]): TestDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  closers.push(() => pool.end());
  const query = async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
    (await pool.query<T>(text, values)).rows;
  const rows = async () => {
    const exists = await query<{ name: string | null }>(
      `SELECT to_regclass('contact.messages') AS name`,
    );
    if (!exists[0]?.name) return [];
    return query<OutboxRow>(
      `SELECT id, status, attempts, last_error, message_id FROM contact.messages
        ORDER BY accepted_at`,
    );
  };
  return { url, rows, row: async (id) => (await rows()).find((row) => row.id === id), query };
}

/**
 * Where test APIs keep their outboxes: each `database()` is its own (a PGlite of its
 * own, or a new database in one throwaway Postgres server), so APIs of different tests never
 * deliver each other's messages.
 */
export async function startTestDatabaseServer(kind: DatabaseKind): Promise<TestDatabaseServer> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await closer().catch(() => undefined);
  };
  if (kind === 'embedded') {
    const child = embeddedDatabasesInChildProcess();
    closers.push(() => child.terminate());
    return {
      kind,
      async database(options = {}) {
        const embedded = await child.start();
        closers.push(() => embedded.stop());
        if (options.migrated !== false) await migrateDatabase({ url: embedded.url });
        return inspect(embedded.url, closers);
      },
      close,
    };
  }
  const server = await startPostgresServer();
  closers.push(() => server.stop());
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  closers.push(() => admin.end());
  let count = 0;
  return {
    kind,
    async database(options = {}) {
      count += 1;
      await admin.query(`CREATE DATABASE test_${count}`);
      const url = server.url.replace(/\/postgres$/, `/test_${count}`);
      if (options.migrated !== false) await migrateDatabase({ url });
      return inspect(url, closers);
    },
    close,
  };
}

/** A test file's database server: started before the enclosing block's tests, stopped after. */
export interface DatabaseSuite {
  kind: DatabaseKind;
  /** A new database of its own, as the migrate step leaves it (`migrated: false`: empty). */
  database(options?: { migrated?: boolean }): Promise<TestDatabase>;
  /**
   * Runs `closer` when the block ends, before the server stops (Jest runs `afterAll` hooks in
   * the order they are declared, so a test's own would come after the server's).
   */
  closeAtEnd(closer: () => Promise<unknown>): void;
}

/**
 * A database server for the enclosing `describe` (or the file, at its top level): started in a
 * `beforeAll`, stopped in an `afterAll`, with whatever its databases hold.
 */
export function setUpDatabaseServer(kind: DatabaseKind = 'embedded'): DatabaseSuite {
  let server: TestDatabaseServer | undefined;
  const closers: (() => Promise<unknown>)[] = [];
  beforeAll(async () => {
    server = await startTestDatabaseServer(kind);
  });
  afterAll(async () => {
    for (const closer of closers.splice(0).reverse()) await closer().catch(() => undefined);
    await server?.close();
  });
  return {
    kind,
    database(options) {
      if (!server) throw new Error('The database server is used before its beforeAll ran');
      return server.database(options);
    },
    closeAtEnd: (closer) => closers.push(closer),
  };
}

/**
 * `describe(title)` once on each database the tests run against (`databaseKinds`, or those of
 * `kinds` the machine has), each with a server of its own for its tests; a skipped test says
 * why real Postgres is left out where it is missing.
 */
export function describeOnEachDatabase(
  title: string,
  body: (suite: DatabaseSuite) => void,
  options: { kinds?: readonly DatabaseKind[] } = {},
): void {
  const wanted = options.kinds ?? ['embedded', 'postgres'];
  if (wanted.includes('postgres')) skipsRealPostgres();
  const kinds = databaseKinds.filter((kind) => wanted.includes(kind));
  describe.each(kinds)(`${title} (%s)`, (kind) => body(setUpDatabaseServer(kind)));
}

/** The API's pool on a test database, as start.ts opens it (nothing embedded of its own). */
export const openTestDatabase = (url: string, poolSize = 2) =>
  openDatabase({ url, embeddedDir: 'memory', poolSize, statementTimeoutMs: 5000 });
