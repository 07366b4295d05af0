/**
 * The local backend's stand-in for what Supabase's dashboard talks to (its SQL editor posts SQL
 * over HTTP to pg-meta, which runs it as the database's owner): `POST /admin/v1/query` with
 * `Authorization: Bearer <BLOG_ADMIN_KEY>` and `{ "query": "…", "params": [ … ] }` runs one
 * statement as the owner and answers `{ "rows": [ … ] }`. The editors' command (`npm run blog`)
 * uses it while `npm start` runs, because PGlite serves one connection at a time and this
 * server's functions hold it (decision 042).
 *
 * Runtime-neutral (web Request/Response). Only the local backend turns it on, with a random key
 * kept in a file only its user can read; the container's function server never does.
 */
import type { Sql } from 'postgres';
import { readAtMost } from '../functions/_shared/http.ts';

export const adminQueryPath = '/admin/v1/query';

/** A post's text fits many times over; the route reads no more. */
const maxAdminBodyBytes = 1024 * 1024;

const answer = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** Equal strings, compared without stopping at the first difference. */
function sameSecret(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i += 1) {
    difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  }
  return difference === 0;
}

export function createAdminRoute(options: { sql: Sql; adminKey: string }) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return answer(405, { error: 'Method not allowed. Use POST.' });
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim();
    if (!bearer || !sameSecret(bearer, options.adminKey)) {
      return answer(401, { error: 'The admin key is missing or wrong.' });
    }
    const bytes = await readAtMost(req.body, maxAdminBodyBytes).catch(() => undefined);
    if (bytes === undefined) return answer(400, { error: 'Could not read the request body.' });
    if (bytes === 'too-large') return answer(413, { error: 'The request body is too large.' });
    let body: { query?: unknown; params?: unknown };
    try {
      body = JSON.parse(new TextDecoder().decode(bytes)) as typeof body;
    } catch {
      return answer(400, { error: 'The request body must be valid JSON.' });
    }
    const params = body.params ?? [];
    if (typeof body.query !== 'string' || !Array.isArray(params)) {
      return answer(400, { error: 'Send { "query": "<one SQL statement>", "params": [ … ] }.' });
    }
    try {
      // One statement, in a transaction of its own: it commits or leaves nothing behind.
      const rows = await options.sql.begin((tx) =>
        tx.unsafe(body.query as string, params as never[]),
      );
      return answer(200, { rows: [...rows] });
    } catch (error) {
      // The database's own message (a broken constraint, a syntax error) is what the editor needs.
      return answer(400, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}
