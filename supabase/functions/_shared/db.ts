import postgres from 'postgres';
import type { Sql } from 'postgres';

/**
 * The database client of an edge function: postgres.js over `SUPABASE_DB_URL` (Supabase sets it
 * in every function; locally it points at PGlite's socket). Runtime-neutral: the caller passes
 * the URL.
 *
 * - `max: 1`: one connection per function instance. Queries queue inside postgres.js, which is
 *   also what PGlite needs (it serves one connection at a time).
 * - `prepare: false`: no named prepared statements, so the URL may be Supabase's transaction
 *   pooler (Supavisor, port 6543) as well as a direct connection.
 * - Server notices below WARNING are dropped (PGlite sends DEBUG notices for every query).
 */
export function createSql(url: string): Sql {
  return postgres(url, {
    max: 1,
    prepare: false,
    idle_timeout: 60,
    connect_timeout: 10,
    connection: { application_name: 'blog-edge-functions' },
    onnotice: (notice) => {
      if (['WARNING', 'ERROR', 'FATAL', 'PANIC'].includes(String(notice.severity))) {
        console.warn('[postgres]', notice.severity, notice.message);
      }
    },
  });
}

/** `SUPABASE_DB_URL`, or an error that says what is missing. */
export function requireDbUrl(value: string | undefined): string {
  if (!value)
    throw new Error('SUPABASE_DB_URL is not set: the function cannot reach the database.');
  return value;
}
