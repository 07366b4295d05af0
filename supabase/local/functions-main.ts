/**
 * The local function server (Deno): every edge function of `supabase/functions/` behind the
 * gateway of `gateway.ts`, at `http://<FUNCTIONS_HOST>:<FUNCTIONS_PORT>/functions/v1/<name>`,
 * the URL layout of Supabase. Started by `startBlogBackend` (see `backend.ts`), which passes:
 *
 * - `SUPABASE_DB_URL`: Postgres URL (PGlite's socket locally), as Supabase sets it;
 * - `SUPABASE_ANON_KEY`: the key clients must send;
 * - `FUNCTIONS_HOST`, `FUNCTIONS_PORT` (0 = any free port);
 * - `BLOG_PREVIEW_SECRET`: the key of draft preview tokens (`get-draft`), as a Supabase secret;
 * - `BLOG_ADMIN_KEY` (the local backend only): turns on `POST /admin/v1/query` (`admin-route.ts`).
 *
 * Prints one JSON line `{"event":"listening","hostname":…,"port":…}` when it listens, and one
 * line per request. Stops on SIGTERM or when its standard input closes (the parent died).
 * SIGINT (Ctrl-C reaches the whole process group) is left to the parent, which stops us in
 * order: this server, then the database socket.
 *
 * `FUNCTIONS_STANDALONE=1`: no parent (a container, `supabase/docker/functions-entrypoint.sh`).
 * Standard input is then closed from the start and means nothing, and SIGINT stops us too.
 */
import { createSql, requireDbUrl } from '../functions/_shared/db.ts';
import { handleGetBlogs } from '../functions/get-blogs/handler.ts';
import { handleGetDraft } from '../functions/get-draft/handler.ts';
import { adminQueryPath, createAdminRoute } from './admin-route.ts';
import { createGateway } from './gateway.ts';

const sql = createSql(requireDbUrl(Deno.env.get('SUPABASE_DB_URL')));
const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
if (!anonKey) throw new Error('SUPABASE_ANON_KEY is not set.');
const previewSecret = Deno.env.get('BLOG_PREVIEW_SECRET') || undefined;
// The container's server is not allowed to read this variable at all: its admin route stays off.
const adminKey =
  Deno.permissions.querySync({ name: 'env', variable: 'BLOG_ADMIN_KEY' }).state === 'granted'
    ? Deno.env.get('BLOG_ADMIN_KEY')
    : undefined;

const gateway = createGateway({
  anonKey,
  functions: {
    'get-blogs': (req) => handleGetBlogs(req, { sql }),
    'get-draft': (req) => handleGetDraft(req, { sql, secret: previewSecret }),
  },
  health: async () => {
    await sql`select 1`;
  },
  onRequest: ({ method, path, status, ms }) => console.log(`${method} ${path} ${status} ${ms}ms`),
});

const server = Deno.serve(
  {
    hostname: Deno.env.get('FUNCTIONS_HOST') ?? '127.0.0.1',
    port: Number(Deno.env.get('FUNCTIONS_PORT') ?? '54321'),
    onListen: ({ hostname, port }) =>
      console.log(JSON.stringify({ event: 'listening', hostname, port })),
  },
  adminKey ? withAdminRoute(createAdminRoute({ sql, adminKey })) : gateway,
);

function withAdminRoute(admin: (req: Request) => Promise<Response>) {
  return (req: Request): Promise<Response> =>
    new URL(req.url).pathname === adminQueryPath ? admin(req) : gateway(req);
}

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.shutdown().catch(() => {});
  await sql.end({ timeout: 2 }).catch(() => {});
  Deno.exit(0);
}

const standalone = Deno.env.get('FUNCTIONS_STANDALONE') === '1';

Deno.addSignalListener('SIGTERM', stop);
Deno.addSignalListener('SIGINT', () => {
  // With a parent, the parent decides (see above).
  if (standalone) void stop();
});

if (!standalone) {
  // The parent holds our standard input open; end of input means it is gone.
  Deno.stdin.readable
    .pipeTo(new WritableStream())
    .catch(() => {
      // Closed abruptly: same thing.
    })
    .finally(stop);
}
