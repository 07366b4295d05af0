import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { publishHookPath } from '@site/contracts/publish-hook';
import { readRendererSettings } from '../../shell/renderer/main';
import { serveApp, startReadyRenderer } from '../../scripts/serve-stack';
import { readStack } from '../../scripts/stack';
import { editorCommand, writePostFile } from '../blog-editor';
import { e2eEnvironment } from '../stack';

/**
 * Publishing shows at once in production (issue 38, item 4; decision 045): the editor changes a
 * post where the renderer is not told (as in the Supabase dashboard), then the database's
 * webhook posts the public hook through the shell's host. The renderer keeps pages for a minute
 * and reads the page index only every ten minutes here, so whatever shows sooner was purged by
 * the hook.
 */
test.describe.configure({ mode: 'serial' });

const stack = readStack({
  ...e2eEnvironment,
  SHELL_PORT: '3280',
  BLOG_PORT: '3282',
  RENDERER_PORT: '3288',
});
const secret = 'an-e2e-publish-hook-secret-of-32-bytes-or-more';
const slug = `hooked-${Date.now().toString(36)}`;
const title = `What a webhook tells the site (${slug})`;
const closers: { close(): Promise<void> }[] = [];
let workDir: string;

/** The editors' command with no renderer to tell: what the dashboard does. */
const blog = editorCommand(stack.shell.origin);

const site = (pathname: string) => fetch(`${stack.shell.origin}${pathname}`);
const text = async (pathname: string) => (await site(pathname)).text();
/** The webhook's call, as Supabase sends it. */
const hook = (authorization: string, type = 'UPDATE') =>
  fetch(`${stack.shell.origin}${publishHookPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify({ type, table: 'blog_posts', schema: 'public', record: { slug } }),
  });

test.beforeAll(async () => {
  const app = (name: string) => stack.apps.find((candidate) => candidate.name === name)!;
  closers.push(await serveApp(stack, app('shell')), await serveApp(stack, app('blog')));
  closers.push(
    await startReadyRenderer(
      readRendererSettings({
        RENDERER_HOST: stack.host,
        RENDERER_PORT: String(stack.renderer.port),
        SITE_URL: stack.renderer.siteUrl,
        REMOTES_URL: `http://${stack.host}:${stack.shell.port}/remotes.json`,
        SHELL_DIST: stack.shell.distDir,
        RENDER_CACHE_TTL_MS: '60000',
        REMOTES_REFRESH_MS: '1000',
        PAGE_INDEX_REFRESH_MS: '600000',
        PUBLISH_HOOK_SECRET: secret,
      }),
    ),
  );
  workDir = await mkdtemp(path.join(os.tmpdir(), 'publish-hook-'));
  const file = await writePostFile(workDir, {
    slug,
    title,
    excerpt: 'A change in the dashboard shows on the site within seconds.',
    body: 'The database tells the site.',
  });
  await blog('create', file);
  // The renderer's first read of the index is done before anything changes.
  await expect.poll(async () => (await hook(`Bearer ${secret}`)).status).toBe(200);
});

test.afterAll(async () => {
  await Promise.all(closers.map((closer) => closer.close()));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('a publish shows on its page, the list, the sitemap and the feed as soon as the webhook calls', async () => {
  // The list is kept for a minute; the renderer is not told of the publish.
  expect(await text('/blogs')).not.toContain(title);
  await blog('publish', slug);
  expect(await text('/blogs')).not.toContain(title);

  // A call without the secret changes nothing.
  const refused = await hook('Bearer not-the-secret');
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({ error: expect.any(String) });
  expect(await text('/blogs')).not.toContain(title);

  const started = Date.now();
  const answer = await hook(`Bearer ${secret}`);
  expect(await answer.json()).toEqual({ refreshed: true });
  expect(answer.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(5_000);
  // Once the hook has answered, every page that shows the post has it.
  expect(await text('/blogs')).toContain(title);
  const page = await site(`/blog/${slug}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(title);
  expect(await text('/sitemap.xml')).toContain(`/blog/${slug}</loc>`);
  expect(await text('/feed.xml')).toContain(slug);
});

test('an unpublish leaves every page as soon as the webhook calls', async () => {
  await blog('unpublish', slug);
  expect(await text('/blogs')).toContain(title);
  const answer = await hook(`Bearer ${secret}`);
  expect(await answer.json()).toEqual({ refreshed: true });
  expect(await text('/blogs')).not.toContain(title);
  expect((await site(`/blog/${slug}`)).status).toBe(404);
  expect(await text('/sitemap.xml')).not.toContain(slug);
  expect(await text('/feed.xml')).not.toContain(slug);
});
