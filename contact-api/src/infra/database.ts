import pg from 'pg';
import type { DatabaseSettings } from './settings';

/**
 * The API's one connection pool to Postgres: its own queries, pg-boss's and the rate limiter's
 * all go through it. Postgres is DATABASE_URL, or, when that is not set (development and tests
 * only), the embedded PGlite database served on 127.0.0.1 (`embedded-postgres.ts`).
 *
 * Every statement is bounded (`statement_timeout`, lock waits included) and so is the wait for a
 * connection: a lock held elsewhere costs a visitor a 503, never a hung request. PGlite accepts
 * the setting but has no timers to enforce it; it serves one statement at a time anyway.
 */

/** Longest wait for a connection of the pool (a new one, or one set free). */
const connectionTimeoutMs = 10_000;
/** An idle connection is closed after this. */
const idleTimeoutMs = 30_000;

/** Postgres cancelled the statement: its `statement_timeout` passed (or an operator cancelled it). */
const queryCanceled = '57014';

/**
 * Whether an error means the database is too busy to answer in time, rather than that a
 * statement is wrong: a statement cancelled by its timeout, or no connection in time.
 */
export function isDatabaseTimeout(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === queryCanceled) return true;
    // pg-pool's and pg's own words: no free connection, or no connection made, in time.
    if (/^timeout exceeded when trying to connect$|connection timeout/i.test(cause.message)) {
      return true;
    }
    cause = cause.cause;
  }
  return false;
}

/** What pg-boss needs of a database it does not own (its `db` option). */
export interface JobsDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Statements every connection runs first (pg-boss's test clock asks for one). */
  setSessionStatements(statements: string[]): Promise<void>;
}

export interface Database {
  pool: pg.Pool;
  /**
   * A few connections whose commits do not wait for the disk (`synchronous_commit = off`), for
   * the rate limit's counters: every request of one client updates the same row, and a commit
   * that waits for its flush holds that row's lock meanwhile, so one address's requests would
   * queue at the disk's pace. A crash can forget the last fraction of a second of counts; no
   * message is ever written through these connections.
   */
  counters: pg.Pool;
  /**
   * `postgres`, or `embedded`: PGlite, whose one session every connection shares, so that a
   * named prepared statement of one connection would collide with another's (it is recognised
   * by its version string, also when reached through DATABASE_URL).
   */
  kind: 'postgres' | 'embedded';
  /** Where the database is, without its password. */
  where: string;
  jobs: JobsDatabase;
  /** Runs `work` in a transaction on one connection; rolls back if it throws. */
  transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  /** Whether a trivial query answers within a second. */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Statements every new connection runs before any other. */
  sessionStatements?: string[];
  log?: (line: string) => void;
}

const withoutPassword = (url: string) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

export async function openDatabase(
  config: DatabaseSettings,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  let url = config.url;
  let closeEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    // Loaded only when needed: a deployment with DATABASE_URL never loads PGlite.
    const { startEmbeddedPostgres } = await import('./embedded-postgres');
    const embedded = await startEmbeddedPostgres({
      dataDir: config.embeddedDir === 'memory' ? undefined : config.embeddedDir,
    });
    url = embedded.url;
    closeEmbedded = () => embedded.close();
    options.log?.(
      `embedded database (PGlite) in ${config.embeddedDir}, at ${url} while the API runs`,
    );
    // A database this process makes for itself has no migrate step of its own to wait for: it
    // gets it here. PGlite is one session with no roles, so there are no rights to keep apart.
    try {
      const { migrateDatabase } = await import('./migrate');
      await migrateDatabase({ url });
    } catch (error) {
      await embedded.close();
      throw error;
    }
  }

  const sessionStatements = [...(options.sessionStatements ?? [])];
  const pool = new pg.Pool({
    connectionString: url,
    max: config.poolSize,
    connectionTimeoutMillis: connectionTimeoutMs,
    idleTimeoutMillis: idleTimeoutMs,
    statement_timeout: config.statementTimeoutMs,
    application_name: 'contact-api',
  });
  const counters = new pg.Pool({
    connectionString: url,
    max: Math.max(1, Math.ceil(config.poolSize / 2)),
    connectionTimeoutMillis: connectionTimeoutMs,
    idleTimeoutMillis: idleTimeoutMs,
    statement_timeout: config.statementTimeoutMs,
    application_name: 'contact-api counters',
    options: '-c synchronous_commit=off',
  });
  // An idle connection that breaks is replaced; the error is the next query's to report.
  pool.on('error', () => undefined);
  counters.on('error', () => undefined);
  pool.on('connect', (client) => {
    // Queued on the client before anything else it is asked.
    for (const statement of sessionStatements) client.query(statement).catch(() => undefined);
  });

  let kind: Database['kind'] = closeEmbedded ? 'embedded' : 'postgres';
  try {
    const { rows } = await pool.query<{ version: string }>('SELECT version()');
    if (/emscripten/i.test(rows[0]?.version ?? '')) kind = 'embedded';
  } catch (error) {
    await pool.end().catch(() => undefined);
    await counters.end().catch(() => undefined);
    await closeEmbedded?.();
    throw error;
  }

  const transaction: Database['transaction'] = async (work) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  return {
    pool,
    counters,
    kind,
    where: withoutPassword(url),
    jobs: {
      executeSql: (text, values) => pool.query(text, values),
      async setSessionStatements(statements) {
        for (const statement of statements) {
          if (!sessionStatements.includes(statement)) sessionStatements.push(statement);
        }
      },
    },
    transaction,
    async isReachable() {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          pool.query('SELECT 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), 1000);
          }),
        ]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await counters.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
      await closeEmbedded?.();
    },
  };
}
