import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { blogListResponseSchema, blogPostResponseSchema } from '@site/contracts/blog';
import { signDraftToken } from '../functions/_shared/draft-token.ts';
import { denoExecutable } from '../local/deno';
import { startHost } from './helpers';

/**
 * The function server as the blog-functions container runs it: `docker/functions-entrypoint.sh`
 * against a Postgres it is given (PGlite's socket here, the compose Postgres there), with no
 * parent process and standard input closed from the start.
 */
jest.setTimeout(120_000);

const entrypoint = path.join(__dirname, '..', 'docker', 'functions-entrypoint.sh');
const fixtureSeed = path.join(__dirname, 'fixtures', 'seed.sql');
const anonKey = 'standalone-test-key';
const previewSecret = 'standalone-test-preview-secret-of-32-bytes-or-more';
const host = startHost();
let database: { id: string; dbUrl: string };

beforeAll(async () => {
  database = await host.call('startDatabase', { seedFile: fixtureSeed });
});
afterAll(async () => {
  await host.call('stopAll');
  await host.terminate();
});

const baseEnv = () => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
  DENO_BIN: denoExecutable(),
});

test('serves with standard input closed, and stops on SIGINT', async () => {
  const server = spawn('sh', [entrypoint], {
    env: {
      ...baseEnv(),
      SUPABASE_DB_URL: database.dbUrl,
      SUPABASE_ANON_KEY: anonKey,
      // Set, as a careless deployment might: the container's server still has no admin route.
      BLOG_ADMIN_KEY: 'standalone-admin-key',
      BLOG_PREVIEW_SECRET: previewSecret,
      FUNCTIONS_HOST: '127.0.0.1',
      FUNCTIONS_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  createInterface({ input: server.stderr! }).on('line', (line) => stderr.push(line));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No "listening" line in 60 s.')), 60_000);
      createInterface({ input: server.stdout! }).on('line', (line) => {
        const event = line.startsWith('{') ? (JSON.parse(line) as { port?: number }) : {};
        if (event.port) {
          clearTimeout(timer);
          resolve(event.port);
        }
      });
      server.once('exit', (code) =>
        reject(new Error(`It exited with ${code}: ${stderr.join('\n')}`)),
      );
    });

    // With a parent (npm start), closed input would have stopped it by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.exitCode).toBeNull();
    const response = await fetch(`http://127.0.0.1:${port}/functions/v1/get-blogs`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit: 10 }),
    });
    expect(blogListResponseSchema.parse(await response.json()).posts).toHaveLength(3);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    const draft = await fetch(`http://127.0.0.1:${port}/functions/v1/get-draft`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        token: await signDraftToken(
          { slug: 'fixture-draft', exp: Date.now() / 1000 + 60 },
          previewSecret,
        ),
      }),
    });
    expect(blogPostResponseSchema.parse(await draft.json()).posts.slug).toBe('fixture-draft');
    const admin = await fetch(`http://127.0.0.1:${port}/admin/v1/query`, {
      method: 'POST',
      headers: { Authorization: 'Bearer standalone-admin-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'select 1' }),
    });
    expect(admin.status).toBe(404);

    server.kill('SIGINT');
    expect(await exited).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
  }
});

test('refuses to start without a database URL', () => {
  const result = spawnSync('sh', [entrypoint], {
    env: { ...baseEnv(), SUPABASE_ANON_KEY: anonKey },
    encoding: 'utf8',
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain('SUPABASE_DB_URL is required');
});
