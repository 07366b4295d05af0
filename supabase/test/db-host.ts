/**
 * Runs in a child process (see `in-worker.ts`): PGlite with the real migrations, exposed over
 * its socket, and the whole local backend. The tests call these functions by name.
 */
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PGlite } from '@electric-sql/pglite';
import { startBlogBackend } from '../local/backend';
import type { BlogBackend, BlogBackendOptions } from '../local/backend';
import { openBlogDatabase } from '../local/database';
import type { OpenBlogDatabaseOptions } from '../local/database';
import { insertPosts } from './fixture-posts';
import type { FixturePost } from './fixture-posts';

const databases = new Map<string, { db: PGlite; socket: PGLiteSocketServer }>();
const backends = new Map<string, BlogBackend>();
let nextId = 0;

export interface StartedDatabase {
  id: string;
  dbUrl: string;
  created: boolean;
  applied: string[];
  seeded: boolean;
}

/** Opens PGlite (migrations applied), adds the posts, and listens on a free loopback port. */
export async function startDatabase(
  options: OpenBlogDatabaseOptions & { posts?: FixturePost[] } = {},
): Promise<StartedDatabase> {
  const { posts = [], ...open } = options;
  const { db, created, applied, seeded } = await openBlogDatabase({ seedFile: false, ...open });
  await insertPosts(db, posts);
  const socket = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await socket.start();
  const id = String(nextId++);
  databases.set(id, { db, socket });
  return {
    id,
    dbUrl: `postgres://postgres:postgres@${socket.getServerConn()}/postgres`,
    created,
    applied,
    seeded,
  };
}

export async function stopDatabase(id: string): Promise<void> {
  const entry = databases.get(id);
  databases.delete(id);
  if (!entry) return;
  await entry.socket.stop();
  await entry.db.close();
}

export interface StartedBackend {
  id: string;
  url: string;
  functionsUrl: string;
  anonKey: string;
  created: boolean;
  denoPid: number | undefined;
}

/** `startBlogBackend` itself; log lines are dropped unless `BLOG_TEST_LOG` is set. */
export async function startBackend(options: BlogBackendOptions): Promise<StartedBackend> {
  const backend = await startBlogBackend({
    ...options,
    log: process.env.BLOG_TEST_LOG ? (line) => console.log(`[backend] ${line}`) : () => {},
  });
  const id = String(nextId++);
  backends.set(id, backend);
  return {
    id,
    url: backend.url,
    functionsUrl: backend.functionsUrl,
    anonKey: backend.anonKey,
    created: backend.created,
    denoPid: backend.denoPid,
  };
}

export async function stopBackend(id: string): Promise<void> {
  const backend = backends.get(id);
  backends.delete(id);
  await backend?.close();
}

/** Stops whatever is still running (for `afterAll`). */
export async function stopAll(): Promise<void> {
  await Promise.all([...backends.keys()].map(stopBackend));
  await Promise.all([...databases.keys()].map(stopDatabase));
}

export interface ProbeResult extends Omit<StartedDatabase, 'id' | 'dbUrl'> {
  rows: unknown[][];
}

/** Opens the database (migrating it), runs the queries, closes it. */
export async function probeDatabase(
  options: OpenBlogDatabaseOptions,
  queries: string[] = [],
): Promise<ProbeResult> {
  const { db, created, applied, seeded } = await openBlogDatabase({ seedFile: false, ...options });
  try {
    const rows: unknown[][] = [];
    for (const query of queries) rows.push((await db.query(query)).rows);
    return { created, applied, seeded, rows };
  } finally {
    await db.close();
  }
}
