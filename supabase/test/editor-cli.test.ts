import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { blogListResponseSchema, blogPostResponseSchema } from '@site/contracts/blog';
import { verifyDraftToken } from '../functions/_shared/draft-token.ts';
import { supabaseDir } from '../local/database';
import { startHost, startTestDatabase } from './helpers';
import type { StartedBackend } from './db-host';

/**
 * The editors' command (`npm run blog -w @site/supabase -- …`) against a real local backend
 * (PGlite, the Deno functions, the admin route), as an editor runs it while `npm start` runs;
 * and once straight against a database URL, as against the Supabase project.
 */
jest.setTimeout(180_000);

const previewSecret = 'editor-test-preview-secret-longer-than-32-bytes';
const adminKey = 'editor-test-admin-key';
const slug = 'five-questions-care-app';
const postFile = path.join(__dirname, 'fixtures', 'editor-post.md');
const tsx = path.join(supabaseDir, '..', 'node_modules', '.bin', 'tsx');

const host = startHost();
let backend: StartedBackend;
let renderer: Server;
let rendererUrl: string;
let pageIndexPosts = 0;
let work: string;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command as `npm run blog` does, with only the given environment. */
function blog(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['cli/blog.ts', ...args],
      {
        cwd: supabaseDir,
        timeout: 60_000,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          BLOG_BACKEND_URL: backend.url,
          BLOG_ADMIN_KEY: adminKey,
          BLOG_PREVIEW_SECRET: previewSecret,
          SITE_URL: 'https://www.example.co.uk',
          RENDERER_INTERNAL_URL: rendererUrl,
          ...env,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const invoke = async (name: string, body: unknown) => {
  const response = await fetch(`${backend.functionsUrl}/${name}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};
const listed = async () =>
  blogListResponseSchema
    .parse((await invoke('get-blogs', { limit: 50 })).body)
    .posts.map((p) => p.slug);

/** Polls `check` until it is true, for at most `timeoutMs`: waits for a state, not a time. */
async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Not true within ${timeoutMs} ms.`);
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'blog-editor-test-'));
  renderer = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/page-index') pageIndexPosts += 1;
    res.writeHead(req.url === '/page-index' ? 204 : 404).end();
  });
  await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
  rendererUrl = `http://127.0.0.1:${(renderer.address() as AddressInfo).port}`;
  backend = await host.call('startBackend', {
    port: 0,
    seedFile: path.join(__dirname, 'fixtures', 'seed.sql'),
    previewSecret,
    adminKey,
  });
});
afterAll(async () => {
  await host.call('stopAll');
  await host.terminate();
  await new Promise((resolve) => renderer?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

test('create, preview, schedule, unpublish and publish a post, as an editor does', async () => {
  const created = await blog(['create', postFile]);
  expect(created).toMatchObject({
    code: 0,
    stdout: expect.stringContaining(`Created the draft ${slug}`),
  });
  expect(await listed()).not.toContain(slug);
  expect((await invoke('get-blogs', { slug })).status).toBe(404);

  // The preview link: the site's landing page for the post's path, the token in the fragment.
  const preview = await blog(['preview', slug]);
  expect(preview.code).toBe(0);
  const link = preview.stdout.split('\n')[0]!;
  const match = new RegExp(
    `^https://www\\.example\\.co\\.uk/_preview/draft/blog/${slug}#([A-Za-z0-9_.-]+)$`,
  ).exec(link);
  expect(match).not.toBeNull();
  const token = match![1]!;
  const grant = await verifyDraftToken(token, previewSecret);
  expect(grant?.slug).toBe(slug);
  const hours = (grant!.exp * 1000 - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(23.9);
  expect(hours).toBeLessThanOrEqual(24);
  const draft = await invoke('get-draft', { token });
  expect(draft.status).toBe(200);
  expect(blogPostResponseSchema.parse(draft.body).posts).toMatchObject({
    slug,
    title: 'Five Questions Before You Buy a Care App',
    category: 'Healthcare',
    read_time: '4 min read',
    published_date: '2021-12-01',
    seo_title: 'Buying a care app: five questions to ask',
    seo_description: null,
    image_url: null,
    content: expect.stringMatching(
      /^## Where is the data held\?\n\nAsk for the \*\*hosting region\*\*/,
    ),
  });
  expect(pageIndexPosts).toBe(0);

  // Scheduled a few seconds ahead: invisible until then, then listed with nothing else done.
  const at = new Date(Date.now() + 4_000).toISOString();
  const scheduled = await blog(['schedule', slug, at]);
  expect(scheduled).toMatchObject({
    code: 0,
    stdout: expect.stringContaining(`${slug} is scheduled for`),
  });
  expect(scheduled.stdout).toContain('The site shows the change now');
  // The fixture's published_date is its own: the command says it is not the day it goes public.
  expect(scheduled.stdout).toContain('The site shows it dated 2021-12-01 (its published_date)');
  expect(pageIndexPosts).toBe(1);
  expect(await listed()).not.toContain(slug);
  await waitUntil(async () => (await listed()).includes(slug));
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at) - 1_000);

  const unpublished = await blog(['unpublish', slug]);
  expect(unpublished).toMatchObject({
    code: 0,
    stdout: expect.stringContaining(`${slug} is a draft.`),
  });
  expect(pageIndexPosts).toBe(2);
  expect((await invoke('get-blogs', { slug })).status).toBe(404);
  // A preview link still shows it.
  expect((await invoke('get-draft', { token })).status).toBe(200);

  const published = await blog(['publish', slug]);
  expect(published).toMatchObject({
    code: 0,
    stdout: expect.stringContaining(`${slug} is published`),
  });
  expect(pageIndexPosts).toBe(3);
  const live = blogPostResponseSchema.parse((await invoke('get-blogs', { slug })).body).posts;
  expect(Date.now() - Date.parse(live.published_at!)).toBeLessThan(60_000);
});

test('without RENDERER_INTERNAL_URL it says when the site will show the change', async () => {
  const run = await blog(['unpublish', 'fixture-middle'], { RENDERER_INTERNAL_URL: '' });
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('The site will pick the change up within a minute.');
  expect(await listed()).not.toContain('fixture-middle');
});

test('says what is wrong, and changes nothing, when the editor makes a mistake', async () => {
  const again = await blog(['create', postFile]);
  expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('exists already') });

  const bad = path.join(work, 'bad.md');
  writeFileSync(
    bad,
    '---\ntitle: A title\nslug: Not A Slug\ncategory: Gardening\nauthor: Ann\nextra: 1\n---\n',
  );
  const invalid = await blog(['create', bad]);
  expect(invalid.code).toBe(1);
  for (const problem of [
    'slug: A slug is lower-case letters',
    'excerpt is required',
    'read_time is required',
    'category must be one of',
    'unknown field(s): extra',
    'no body',
  ]) {
    expect(invalid.stderr).toContain(problem);
  }
  const code = path.join(work, 'code.md');
  writeFileSync(code, '---js\n{ title: (() => { throw new Error("ran") })() }\n---\nBody\n');
  expect(await blog(['create', code])).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('Front matter must be YAML'),
  });

  expect(await blog(['schedule', 'no-such-post', '2099-01-01T00:00:00Z'])).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('No post has the slug "no-such-post"'),
  });
  expect(await blog(['schedule', slug, '2099-01-01'])).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('ISO 8601 with a zone'),
  });
  expect(await blog(['schedule', slug, '2001-01-01T00:00:00Z'])).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('has passed'),
  });
  expect(await blog(['publish', slug], { BLOG_ADMIN_KEY: 'wrong' })).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('The admin key is missing or wrong'),
  });
  expect(await blog(['frobnicate'])).toMatchObject({
    code: 64,
    stderr: expect.stringContaining('Usage'),
  });
  // Still published, as the last command that succeeded left it.
  expect((await invoke('get-blogs', { slug })).status).toBe(200);
});

test('with BLOG_DATABASE_URL it talks to that database directly, as the owner', async () => {
  const database = await startTestDatabase();
  try {
    const created = await blog(['create', postFile], { BLOG_DATABASE_URL: database.dbUrl });
    expect(created.code).toBe(0);
    // The preview key must then be the site's: no local fallback.
    const preview = await blog(['preview', slug], {
      BLOG_DATABASE_URL: database.dbUrl,
      BLOG_PREVIEW_SECRET: '',
    });
    expect(preview).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Set BLOG_PREVIEW_SECRET'),
    });
    const [row] = await database.sql<[{ published: boolean }]>`
      select published from public.blog_posts where slug = ${slug}`;
    expect(row.published).toBe(false);
  } finally {
    await database.close();
  }
});
