import path from 'node:path';
import type { Sql } from 'postgres';
import { createSql } from '../functions/_shared/db.ts';
import type * as DbHost from './db-host';
import type { FixturePost } from './fixture-posts';
import { loadInChildProcess } from './in-child-process';

export interface TestDatabase {
  /** postgres.js over PGlite's socket, configured like the edge functions' client. */
  sql: Sql;
  dbUrl: string;
  close(): Promise<void>;
}

/** The functions of `db-host.ts`, run in a child process of this test process. */
export const startHost = () =>
  loadInChildProcess<typeof DbHost>(path.join(__dirname, 'db-host.ts'));

/**
 * PGlite in memory with the real migrations (no seed) and the given posts, in a child process,
 * with postgres.js (configured like the edge functions' client) connected to its socket: the
 * handlers run their real SQL over the real wire protocol.
 */
export async function startTestDatabase(
  posts: readonly FixturePost[] = [],
  options: { seedFile?: string } = {},
): Promise<TestDatabase> {
  const host = startHost();
  try {
    const { id, dbUrl } = await host.call('startDatabase', { posts: [...posts], ...options });
    const sql = createSql(dbUrl);
    return {
      sql,
      dbUrl,
      close: async () => {
        await sql.end({ timeout: 1 });
        await host.call('stopDatabase', id);
        await host.terminate();
      },
    };
  } catch (error) {
    await host.terminate();
    throw error;
  }
}

/** A POST with a JSON (or raw string) body, as supabase-js sends it. */
export function post(body: unknown, init: { raw?: boolean; method?: string } = {}): Request {
  return new Request('http://localhost/functions/v1/test', {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: init.raw ? (body as string) : JSON.stringify(body),
  });
}

/** A postgres.js stand-in whose every query and transaction fails with the given message. */
export function failingSql(message: string): Sql {
  const fail = () => {
    throw new Error(message);
  };
  return Object.assign(fail, { begin: async () => fail() }) as unknown as Sql;
}
