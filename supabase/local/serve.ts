/**
 * `npm start -w @site/supabase`: the blog backend on its own (PGlite + the Deno edge
 * functions), at http://127.0.0.1:54321/functions/v1/<name> unless configured otherwise:
 *
 * | variable            | default                    | meaning                                        |
 * | ------------------- | -------------------------- | ---------------------------------------------- |
 * | `BLOG_BACKEND_PORT` | `54321`                    | port of the function server (0: any free port) |
 * | `HOST`              | `127.0.0.1`                | interface it binds to                          |
 * | `BLOG_DATA_DIR`     | unset: in memory           | folder that keeps the database between runs    |
 * | `SUPABASE_ANON_KEY` | `LOCAL_ANON_KEY`           | key clients must send                          |
 * | `BLOG_SEED_FILE`    | `supabase/seed.sql`        | seed of a new database (`none`: no seed)       |
 *
 * `BLOG_PREVIEW_SECRET` and `BLOG_ADMIN_KEY` default to this checkout's `supabase/.local/` files
 * (`local-secrets.ts`).
 *
 * Stops cleanly on Ctrl-C (SIGINT) or SIGTERM.
 */
import path from 'node:path';
import * as z from 'zod';
import { DEFAULT_BLOG_BACKEND_PORT, LOCAL_ANON_KEY, startBlogBackend } from './backend';

const envSchema = z.object({
  BLOG_BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_BLOG_BACKEND_PORT),
  HOST: z.string().min(1).default('127.0.0.1'),
  BLOG_DATA_DIR: z.string().min(1).optional(),
  SUPABASE_ANON_KEY: z.string().min(1).default(LOCAL_ANON_KEY),
  BLOG_SEED_FILE: z.string().min(1).optional(),
});

async function main(): Promise<void> {
  // An empty variable counts as unset.
  const set = Object.entries(process.env).filter(([, value]) => value !== '');
  const parsed = envSchema.safeParse(Object.fromEntries(set));
  if (!parsed.success) {
    throw new Error(`Bad environment: ${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  // Relative paths are relative to where `npm` was run, not to this workspace.
  const base = process.env.INIT_CWD ?? process.cwd();
  const dataDir = env.BLOG_DATA_DIR ? path.resolve(base, env.BLOG_DATA_DIR) : undefined;
  const seedFile =
    env.BLOG_SEED_FILE === 'none'
      ? false
      : env.BLOG_SEED_FILE
        ? path.resolve(base, env.BLOG_SEED_FILE)
        : undefined;

  const started = Date.now();
  const backend = await startBlogBackend({
    host: env.HOST,
    port: env.BLOG_BACKEND_PORT,
    dataDir,
    seedFile,
    anonKey: env.SUPABASE_ANON_KEY,
    log: (line) => console.log(`[blog-backend] ${line}`),
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[blog-backend] ${signal}: stopping`);
    backend
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  console.log(
    [
      `Blog backend ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      `  URL (supabase-js createClient): ${backend.url}`,
      `  get-blogs:                      ${backend.functionsUrl}/get-blogs`,
      `  get-draft:                      ${backend.functionsUrl}/get-draft`,
      `  editors' command:               npm run blog -w @site/supabase -- <command>`,
      `  anon key: ${backend.anonKey}`,
      `  data: ${dataDir ?? 'in memory (set BLOG_DATA_DIR to keep it)'}`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
