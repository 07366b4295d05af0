import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PGlite } from '@electric-sql/pglite';
import { openBlogDatabase, supabaseDir } from './database';
import { denoExecutable } from './deno';
import { localSecret } from './local-secrets';

/**
 * The blog backend without Docker or internet: the real edge functions in the real Deno runtime,
 * against real Postgres (PGlite) exposed over the Postgres wire protocol, behind a gateway that
 * checks the anon key like Supabase's. Same URL layout as Supabase:
 * `http://localhost:54321/functions/v1/get-blogs`.
 */

/**
 * Supabase's well-known anon key of local development (`supabase start` prints the same one): a
 * JWT signed with the public demo secret, role `anon`. For local use only; it grants nothing on a
 * hosted project.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const DEFAULT_BLOG_BACKEND_PORT = 54321;

export interface BlogBackendOptions {
  /** Interface the function server binds to. Default `127.0.0.1`. */
  host?: string;
  /** Port of the function server; 0 picks a free one. Default 54321. */
  port?: number;
  /** Folder that keeps the database between runs; in memory when absent. */
  dataDir?: string;
  /** Key clients must send (`apikey` / `Authorization: Bearer`). Default `LOCAL_ANON_KEY`. */
  anonKey?: string;
  /** Seed applied to a new database; `false` for none. Default `supabase/seed.sql`. */
  seedFile?: string | false;
  /** Receives the backend's log lines (start-up, one per request, function errors). */
  log?: (line: string) => void;
  /** Longest wait for the function server to answer. Default 20 s. */
  startTimeoutMs?: number;
  /**
   * Key of draft preview tokens (`get-draft`). Default `BLOG_PREVIEW_SECRET`, else this
   * checkout's `supabase/.local/preview-secret` (made on first use).
   */
  previewSecret?: string;
  /**
   * Key of the admin route the editors' command uses (`admin-route.ts`). Default
   * `BLOG_ADMIN_KEY`, else this checkout's `supabase/.local/admin-key` (made on first use).
   */
  adminKey?: string;
}

export interface BlogBackend {
  /** Base URL, what `createClient(url, anonKey)` takes, e.g. `http://127.0.0.1:54321`. */
  url: string;
  /** `${url}/functions/v1`. */
  functionsUrl: string;
  anonKey: string;
  /** Postgres URL of PGlite's socket (one connection at a time; the functions hold it). */
  dbUrl: string;
  /** The database was new at this start (migrations and seed applied from scratch). */
  created: boolean;
  /** Process id of the Deno function server. */
  denoPid: number | undefined;
  /** The keys the function server was given (see the options). */
  previewSecret: string;
  adminKey: string;
  /** Stops Deno, the socket and PGlite. Safe to call more than once. */
  close(): Promise<void>;
}

const denoConfig = path.join(supabaseDir, 'functions', 'deno.json');
const functionsMain = path.join(supabaseDir, 'local', 'functions-main.ts');

const defaultLog = (line: string) => console.log(`[blog-backend] ${line}`);

/** Starts PGlite, its socket and the Deno function server; resolves when a request succeeds. */
export async function startBlogBackend(options: BlogBackendOptions = {}): Promise<BlogBackend> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? DEFAULT_BLOG_BACKEND_PORT;
  const anonKey = options.anonKey ?? LOCAL_ANON_KEY;
  const log = options.log ?? defaultLog;
  const timeoutMs = options.startTimeoutMs ?? 20_000;
  const previewSecret =
    options.previewSecret ?? (process.env.BLOG_PREVIEW_SECRET || localSecret('preview-secret'));
  const adminKey = options.adminKey ?? (process.env.BLOG_ADMIN_KEY || localSecret('admin-key'));

  let db: PGlite | undefined;
  let socket: PGLiteSocketServer | undefined;
  let deno: ChildProcess | undefined;

  const stopAll = async () => {
    if (deno) await stopProcess(deno);
    if (socket) await socket.stop().catch(() => {});
    if (db && !db.closed) await db.close().catch(() => {});
  };

  try {
    const opened = await openBlogDatabase({
      dataDir: options.dataDir,
      seedFile: options.seedFile,
      log,
    });
    db = opened.db;

    socket = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
    await socket.start();
    const dbUrl = `postgres://postgres:postgres@${socket.getServerConn()}/postgres`;
    const dbPort = socket.getServerConn().split(':').pop();

    deno = spawn(
      denoExecutable(),
      [
        'run',
        '--quiet',
        '--no-prompt',
        // Imports resolve from the repository's node_modules; nothing is downloaded.
        '--node-modules-dir=manual',
        '--cached-only',
        `--config=${denoConfig}`,
        // Listen on the function port, connect to the database socket: nothing else.
        `--allow-net=${port === 0 ? host : `${host}:${port}`},127.0.0.1:${dbPort}`,
        // postgres.js reads PG* variables for its defaults.
        '--allow-env=SUPABASE_DB_URL,SUPABASE_ANON_KEY,BLOG_PREVIEW_SECRET,BLOG_ADMIN_KEY,FUNCTIONS_HOST,FUNCTIONS_PORT,FUNCTIONS_STANDALONE,PG*',
        functionsMain,
      ],
      {
        cwd: supabaseDir,
        stdio: ['pipe', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          ...pick(process.env, ['DENO_DIR', 'XDG_CACHE_HOME', 'TMPDIR']),
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
          SUPABASE_DB_URL: dbUrl,
          SUPABASE_ANON_KEY: anonKey,
          BLOG_PREVIEW_SECRET: previewSecret,
          BLOG_ADMIN_KEY: adminKey,
          FUNCTIONS_HOST: host,
          FUNCTIONS_PORT: String(port),
        },
      },
    );

    const actualPort = await waitForListening(deno, log, timeoutMs);
    const wildcard = host === '0.0.0.0' || host === '::';
    const urlHost = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    const url = `http://${urlHost}:${actualPort}`;
    const healthHost = wildcard ? (host === '::' ? '[::1]' : '127.0.0.1') : urlHost;
    await waitForHealth(`http://${healthHost}:${actualPort}/health`, deno, timeoutMs);

    let closing: Promise<void> | undefined;
    deno.once('exit', (code, signal) => {
      if (!closing)
        log(`the Deno function server stopped unexpectedly (${signal ?? `code ${code}`})`);
    });
    return {
      url,
      functionsUrl: `${url}/functions/v1`,
      anonKey,
      dbUrl,
      created: opened.created,
      denoPid: deno.pid,
      previewSecret,
      adminKey,
      close: () => (closing ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

const pick = (env: NodeJS.ProcessEnv, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));

/** Forwards the child's output to `log` and resolves with the port it listens on. */
function waitForListening(
  child: ChildProcess,
  log: (line: string) => void,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const stderrTail: string[] = [];
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new Error(`The Deno function server did not start within ${timeoutMs} ms.`)),
        ),
      timeoutMs,
    );

    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!settled && line.startsWith('{')) {
        try {
          const event = JSON.parse(line) as { event?: string; port?: number };
          if (event.event === 'listening' && typeof event.port === 'number') {
            const port = event.port;
            settle(() => resolve(port));
            return;
          }
        } catch {
          // An ordinary log line that starts with a brace.
        }
      }
      log(line);
    });
    createInterface({ input: child.stderr! }).on('line', (line) => {
      stderrTail.push(line);
      if (stderrTail.length > 20) stderrTail.shift();
      log(line);
    });
    child.once('error', (error) => settle(() => reject(error)));
    child.once('exit', (code, signal) =>
      settle(() =>
        reject(
          new Error(
            `The Deno function server exited during start-up (${signal ?? `code ${code}`}):\n` +
              stderrTail.join('\n'),
          ),
        ),
      ),
    );
  });
}

/** Polls the health route until it answers 200 (the database answered too), bounded. */
async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error('The Deno function server exited during start-up.');
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
      lastError = new Error(`health answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The function server did not become healthy within ${timeoutMs} ms.`, {
    cause: lastError,
  });
}

/** SIGTERM, then SIGKILL if it has not exited after a few seconds. */
async function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  child.stdin?.destroy();
}
