import path from 'node:path';
import { postCategories } from '@site/contracts/blog';
import { LOCAL_ANON_KEY } from '@site/supabase/local';
import type { RequestSpec } from 'autocannon';
import { benchSlug, writeBlogSeed, type SeedStats } from './api-blog-seed';
import { runLoad, type LoadSummary } from './api-load';
import { repoRoot, startService, type ServiceProcess } from './api-processes';

/**
 * get-blogs under load: the local blog backend (the real edge function in Deno, PGlite with the
 * real migrations) seeded with generated published posts, one request kind at a time so each
 * gets its own percentiles.
 *
 * Concurrency is modest on purpose: PGlite serves one connection at a time and the function
 * holds a single connection (postgres.js `max: 1`), so queries run one after another whatever
 * the number of clients. A few connections keep one query waiting behind the running one, so the
 * database never idles between requests; more would only add queueing to every latency.
 */

export interface BlogBenchOptions {
  dir: string;
  port: number;
  posts: number;
  connections: number;
  warmup: number;
  /** Seconds per request kind. */
  duration: number;
  log: (line: string) => void;
}

export interface BlogKindResult {
  kind: string;
  body: string;
  load: LoadSummary;
}

export interface BlogBenchResult {
  seed: SeedStats;
  /** Seconds from starting the backend to its first answer (migrations and seed included). */
  startSeconds: number;
  kinds: BlogKindResult[];
}

interface Kind {
  kind: string;
  /** How the body is chosen, for the table. */
  body: string;
  next: () => object;
}

function kinds(posts: number): Kind[] {
  let category = 0;
  let slug = 0;
  // A stride that visits posts all over the table rather than neighbours.
  const stride = 7919;
  return [
    { kind: 'first page', body: '`{}` (10 newest)', next: () => ({}) },
    {
      kind: 'deep offset',
      body: '`{"offset":5000}`',
      next: () => ({ offset: 5000 }),
    },
    {
      kind: 'category',
      body: '`{"category":…}`, the 7 in turn',
      next: () => ({ category: postCategories[category++ % postCategories.length] }),
    },
    {
      kind: 'slug lookup',
      body: '`{"slug":…}`, spread over all posts',
      next: () => ({ slug: benchSlug(((slug++ * stride) % posts) + 1) }),
    },
  ];
}

function getBlogsRequest(kind: Kind, failures: string[]): RequestSpec {
  return {
    method: 'POST',
    path: '/functions/v1/get-blogs',
    headers: {
      'Content-Type': 'application/json',
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${LOCAL_ANON_KEY}`,
    },
    setupRequest: (request) => ({ ...request, body: JSON.stringify(kind.next()) }),
    onResponse: (status, body) => {
      if (status !== 200 && failures.length < 5) failures.push(`${status} ${body.slice(0, 200)}`);
    },
  };
}

export async function benchGetBlogs(options: BlogBenchOptions): Promise<BlogBenchResult> {
  const { log } = options;
  const seedFile = path.join(options.dir, 'blog-seed.sql');
  const seed = await writeBlogSeed(seedFile, options.posts);
  log(
    `get-blogs: seed of ${seed.posts} posts, ${(seed.bytes / 2 ** 20).toFixed(1)} MiB ` +
      `(content ${seed.averageContentBytes} bytes on average); starting the blog backend`,
  );
  const started = Date.now();
  let backend: ServiceProcess | undefined;
  try {
    backend = await startService({
      name: 'blog backend',
      script: path.join(repoRoot, 'benchmarks/src/api-blog-server.ts'),
      url: `http://127.0.0.1:${options.port}`,
      readyPath: '/health',
      env: { BLOG_BACKEND_PORT: String(options.port), BLOG_SEED_FILE: seedFile },
      logFile: path.join(options.dir, 'blog-backend.log'),
      readyTimeoutMs: 120_000,
    });
    const startSeconds = (Date.now() - started) / 1000;
    const all = kinds(options.posts);
    const failures: string[] = [];
    const load = (kind: Kind, duration: number) =>
      runLoad({
        url: backend!.url,
        connections: options.connections,
        duration,
        requests: [getBlogsRequest(kind, failures)],
      });

    log(
      `get-blogs: ${options.warmup} s warm-up per kind, then ${options.duration} s measured per kind`,
    );
    for (const kind of all) await load(kind, options.warmup);
    const results: BlogKindResult[] = [];
    for (const kind of all) {
      results.push({ kind: kind.kind, body: kind.body, load: await load(kind, options.duration) });
    }
    if (failures.length) log(`get-blogs: unexpected answers, e.g.\n  ${failures.join('\n  ')}`);
    return { seed, startSeconds, kinds: results };
  } finally {
    await backend?.stop();
  }
}
