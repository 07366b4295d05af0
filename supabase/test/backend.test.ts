import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { blogListResponseSchema, blogPostResponseSchema } from '@site/contracts/blog';
import { LOCAL_ANON_KEY } from '../local/backend';
import { startHost } from './helpers';

/**
 * The local backend for real: PGlite + its socket + the Deno function server, started by
 * `startBlogBackend` (in a child process of this test, see in-worker.ts), called over HTTP.
 */
jest.setTimeout(180_000);

const fixtureSeed = path.join(__dirname, 'fixtures', 'seed.sql');
const host = startHost();
let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'blog-backend-test-'));
});
afterAll(async () => {
  await host.call('stopAll');
  await host.terminate();
  rmSync(work, { recursive: true, force: true });
});

/** The headers supabase-js 2.109 sends with `functions.invoke` (anon, no session). */
const supabaseHeaders = (key: string) => ({
  apikey: key,
  Authorization: `Bearer ${key}`,
  'X-Client-Info': 'supabase-js/2.109.0',
  'Content-Type': 'application/json',
});

const invoke = (functionsUrl: string, name: string, body: unknown, headers: HeadersInit) =>
  fetch(`${functionsUrl}/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });

const isRunning = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('serves the edge functions from Deno with the anon key, and keeps data across a restart', async () => {
  const dataDir = path.join(work, 'data');
  const started = Date.now();
  const first = await host.call('startBackend', { port: 0, dataDir, seedFile: fixtureSeed });
  const startMs = Date.now() - started;
  expect(first.created).toBe(true);
  expect(first.anonKey).toBe(LOCAL_ANON_KEY);
  expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(first.functionsUrl).toBe(`${first.url}/functions/v1`);
  expect(isRunning(first.denoPid)).toBe(true);
  expect(startMs).toBeLessThan(60_000); // Generous: a cold start on busy shared cores is slow.

  // Without the key, or with another: 401.
  const anonymous = await invoke(first.functionsUrl, 'get-blogs', {}, {});
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toEqual({ message: 'No API key found in request' });
  const wrong = await invoke(first.functionsUrl, 'get-blogs', {}, { apikey: 'wrong' });
  expect(wrong.status).toBe(401);

  // The preflight needs no key.
  const preflight = await fetch(`${first.functionsUrl}/get-blogs`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:3002',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info',
    },
  });
  expect(preflight.status).toBe(200);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');

  /** Calls a function of the first backend as the site does: with its anon key. */
  const withKey = (name: string, body: object) =>
    invoke(first.functionsUrl, name, body, supabaseHeaders(first.anonKey));

  // With the key: the seeded, published posts, newest first.
  const list = await withKey('get-blogs', { limit: 10, offset: 0 });
  expect(list.status).toBe(200);
  expect(blogListResponseSchema.parse(await list.json()).posts.map((p) => p.slug)).toEqual([
    'fixture-newest',
    'fixture-middle',
    'fixture-oldest',
  ]);
  const bearerOnly = await invoke(
    first.functionsUrl,
    'get-blogs',
    { category: 'Compliance' },
    { Authorization: `Bearer ${first.anonKey}` },
  );
  expect(blogListResponseSchema.parse(await bearerOnly.json()).posts).toHaveLength(1);

  const one = await withKey('get-blogs', { slug: 'fixture-middle' });
  expect(blogPostResponseSchema.parse(await one.json()).posts.title).toBe('Fixture middle');
  const draft = await withKey('get-blogs', { slug: 'fixture-draft' });
  expect(draft.status).toBe(404);
  const bad = await withKey('get-blogs', { limit: 51 });
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ success: false, error: 'limit must be at most 50.' });

  // Many requests at once share PGlite's single connection: queued, none fails.
  const burst = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      withKey('get-blogs', i % 3 === 0 ? { slug: 'fixture-middle' } : { limit: 2, offset: i % 4 }),
    ),
  );
  expect(burst.map((r) => r.status)).toEqual(Array(30).fill(200));

  // The newsletter moved to the contact API: the blog backend has no such function.
  const gone = await withKey('subscribe-newsletter', { email: 'reader@example.com' });
  expect(gone.status).toBe(404);

  // close() stops Deno and frees the port.
  await host.call('stopBackend', first.id);
  expect(isRunning(first.denoPid)).toBe(false);
  await expect(fetch(`${first.url}/health`)).rejects.toThrow();

  // Restart on the same data: not new, not re-seeded.
  const second = await host.call('startBackend', { port: 0, dataDir, seedFile: fixtureSeed });
  expect(second.created).toBe(false);
  const listAgain = await invoke(
    second.functionsUrl,
    'get-blogs',
    {},
    supabaseHeaders(second.anonKey),
  );
  expect(blogListResponseSchema.parse(await listAgain.json()).posts).toHaveLength(3);
  await host.call('stopBackend', second.id);
  expect(isRunning(second.denoPid)).toBe(false);
});

test('a custom anon key replaces the default one', async () => {
  const backend = await host.call('startBackend', {
    port: 0,
    anonKey: 'my-local-key',
    seedFile: false,
  });
  try {
    const withDefault = await invoke(
      backend.functionsUrl,
      'get-blogs',
      {},
      supabaseHeaders(LOCAL_ANON_KEY),
    );
    expect(withDefault.status).toBe(401);
    const withCustom = await invoke(
      backend.functionsUrl,
      'get-blogs',
      {},
      supabaseHeaders('my-local-key'),
    );
    expect(await withCustom.json()).toEqual({ success: true, posts: [] });
  } finally {
    await host.call('stopBackend', backend.id);
  }
});

test('the CLI prints the URL, serves, and stops cleanly on SIGTERM', async () => {
  const cli = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', 'local', 'serve.ts')],
    {
      cwd: path.join(__dirname, '..'),
      env: {
        ...process.env,
        BLOG_BACKEND_PORT: '0',
        HOST: '127.0.0.1',
        BLOG_SEED_FILE: fixtureSeed,
        BLOG_DATA_DIR: '',
        SUPABASE_ANON_KEY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The CLI printed no URL in 60 s.')), 60_000);
      createInterface({ input: cli.stdout! }).on('line', (line) => {
        const match = /get-blogs:\s+(http:\/\/\S+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      cli.once('exit', (code) => reject(new Error(`The CLI exited with ${code}.`)));
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: supabaseHeaders(LOCAL_ANON_KEY),
      body: JSON.stringify({ limit: 1 }),
    });
    expect(blogListResponseSchema.parse(await response.json()).posts).toHaveLength(1);

    cli.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(url, { method: 'OPTIONS' })).rejects.toThrow();
  } finally {
    if (cli.exitCode === null) cli.kill('SIGKILL');
  }
});
