import postgres from 'postgres';

/**
 * How the editors' command reaches the blog's database, as the tables' owner (what an editor's
 * Supabase dashboard does):
 *
 * - `BLOG_DATABASE_URL` set: postgres.js over that URL (the Supabase project's connection
 *   string, or the compose Postgres);
 * - otherwise the local backend of `npm start` (`BLOG_BACKEND_URL`, default
 *   `http://127.0.0.1:54321`) through its admin route (`local/admin-route.ts`), with this
 *   checkout's admin key: PGlite serves one connection at a time and the function server holds
 *   it, so the statements go through that server (decision 042).
 *
 * Every statement is one SQL text with `$n` parameters, the same on both paths.
 */
export interface EditorDb {
  /** Where the statements go, for messages. */
  readonly target: string;
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export function postgresEditorDb(url: string): EditorDb {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  return {
    target: `the database at ${new URL(url).host}`,
    async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      return [...(await sql.unsafe<Row[]>(text, params as never[]))];
    },
    close: () => sql.end({ timeout: 2 }),
  };
}

export function localBackendEditorDb(backendUrl: string, adminKey: string): EditorDb {
  const endpoint = new URL('/admin/v1/query', backendUrl).href;
  return {
    target: `the local blog backend at ${backendUrl}`,
    async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { Authorization: `Bearer ${adminKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: text, params }),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        throw new Error(
          `The local blog backend does not answer at ${backendUrl} (${String(error)}). ` +
            'Start the site with `npm start` (or `npm start -w @site/supabase`), set ' +
            'BLOG_BACKEND_URL if it listens elsewhere, or BLOG_DATABASE_URL to use a database directly.',
          { cause: error },
        );
      }
      const body = (await response.json().catch(() => ({}))) as { rows?: Row[]; error?: string };
      if (response.status === 404) {
        throw new Error(
          `${backendUrl} has no admin route: it is not this checkout's local blog backend.`,
        );
      }
      if (!response.ok || !body.rows) {
        throw new Error(body.error ?? `The local blog backend answered ${response.status}.`);
      }
      return body.rows;
    },
    close: async () => {},
  };
}
