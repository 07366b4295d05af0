import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveApp, startStackRenderer } from '../../scripts/serve-stack';
import { contactDatabaseUrlFile } from '../../scripts/local-backends';
import { readStack } from '../../scripts/stack';
import { editorCommand, writePostFile } from '../blog-editor';
import { runCommand } from '../commands';
import { waitForHydration } from '../console-watch';
import { messagesTo, pageLink, subscribeAndConfirm, unique } from '../newsletter-mail';
import { e2eEnvironment } from '../stack';

/**
 * The blog as its editors and readers meet it (issue 38): a draft made with the editors' command
 * is seen through its preview link and nowhere else; scheduled a few seconds ahead, it shows on
 * the list, the sitemap and the feed by itself, the cached list purged rather than expired; the
 * month's digest, run with an injected clock, mails it once to a confirmed reader and never to
 * one who unsubscribed.
 *
 * The blog backend and the database are the end-to-end stack's (real functions, real
 * migrations). The site in front is a renderer of its own that keeps pages for the production
 * time (60 s here), reading the page index every second, so that what shows sooner was purged.
 */
test.describe.configure({ mode: 'serial' });

const cached = readStack({
  ...e2eEnvironment,
  SHELL_PORT: '3270',
  BLOG_PORT: '3272',
  RENDERER_PORT: '3278',
  RENDER_CACHE_TTL_MS: '60000',
  REMOTES_REFRESH_MS: '1000',
});

const slug = `scheduled-${Date.now().toString(36)}`;
const title = `Five questions before a care app (${slug})`;
const closers: { close(): Promise<void> }[] = [];
let workDir: string;

/** The editors' command, telling this site's renderer of each change. */
const blog = editorCommand(cached.shell.origin, `http://127.0.0.1:${cached.renderer.port + 1}`);

const site = (pathname: string) => fetch(`${cached.shell.origin}${pathname}`);
const text = async (pathname: string) => (await site(pathname)).text();

test.beforeAll(async () => {
  const app = (name: string) => cached.apps.find((candidate) => candidate.name === name)!;
  closers.push(await serveApp(cached, app('shell')), await serveApp(cached, app('blog')));
  closers.push(await startStackRenderer(cached));
  workDir = await mkdtemp(path.join(os.tmpdir(), 'blog-publishing-'));
});

test.afterAll(async () => {
  await Promise.all(closers.map((closer) => closer.close()));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('a draft is seen through its preview link, in the site’s frame, and nowhere else', async ({
  browser,
}) => {
  const file = await writePostFile(workDir, {
    slug,
    title,
    excerpt: 'What to ask a supplier before you sign.',
    body: '## Where is the data held?\n\nAsk for the **hosting region**.',
  });
  await blog('create', file);
  const link = /https?:\/\/\S+#\S+/.exec(await blog('preview', slug))?.[0];
  expect(link, 'the preview command prints a link with its token in the fragment').toBeDefined();
  expect(new URL(link!).search).toBe('');

  const editor = await browser.newPage();
  const requested: string[] = [];
  editor.on('request', (request) => requested.push(request.url()));
  await editor.goto(link!);
  await expect(editor).toHaveURL(`${cached.shell.origin}/blog/${slug}`);
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(editor.getByRole('complementary', { name: 'Preview' })).toContainText(
    'Preview of a draft: not published yet.',
  );
  await expect(editor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Away within the site and back: the running page routes in the browser, and the draft comes
  // from the server again, not the blog's published posts (which have none of it).
  await waitForHydration(editor);
  await editor.getByRole('link', { name: 'Back to Blogs' }).click();
  await expect(editor).toHaveURL(`${cached.shell.origin}/blogs`);
  await expect(editor.getByRole('heading', { level: 1 })).not.toHaveText(title);
  await editor.goBack();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(editor.getByRole('complementary', { name: 'Preview' })).toContainText(
    'Preview of a draft: not published yet.',
  );
  // The token travelled in the fragment and a cookie: no request's URL carries it.
  const token = new URL(link!).hash.slice(1);
  expect(requested.filter((url) => url.includes(token))).toEqual([]);
  const draftPage = await editor.request.get(`/blog/${slug}`, {
    headers: { cookie: `site_draft=${token}` },
  });
  expect(draftPage.headers()['cache-control']).toBe('private, no-store');
  expect(draftPage.headers()['x-robots-tag']).toBe('noindex');
  await editor.close();

  // Everyone else: a 404, and in no list, sitemap or feed.
  expect((await site(`/blog/${slug}`)).status).toBe(404);
  expect(await text('/blogs')).not.toContain(title);
  expect(await text('/sitemap.xml')).not.toContain(slug);
  expect(await text('/feed.xml')).not.toContain(slug);
});

test('scheduled a few seconds ahead, it shows on the list, the sitemap and the feed, the cached list purged', async () => {
  // The list is in the renderer's cache now, for a minute (the renderer says so itself; the
  // static host in front does not pass its X-Cache on).
  await site('/blogs');
  const atRenderer = await fetch(`http://127.0.0.1:${cached.renderer.port}/blogs`);
  expect(atRenderer.headers.get('x-cache')).toBe('hit');

  const publishAt = new Date(Date.now() + 5_000);
  await blog('schedule', slug, publishAt.toISOString());
  expect(await text('/blogs')).not.toContain(title);

  // Well within the cache's minute: the page index saw it, and purged what lists posts.
  const soon = { timeout: 30_000, intervals: [500] };
  await expect.poll(() => text('/blogs'), soon).toContain(title);
  await expect.poll(() => text('/sitemap.xml'), soon).toContain(`/blog/${slug}</loc>`);
  await expect.poll(() => text('/feed.xml'), soon).toContain(slug);
  expect((await site(`/blog/${slug}`)).status).toBe(200);
  expect(Date.now() - publishAt.getTime()).toBeLessThan(30_000);
});

test('the month’s digest mails the post once to a confirmed reader, and never to one who left', async ({
  page,
}) => {
  const reader = `${unique('digest-reader')}@example.co.uk`;
  const leaver = `${unique('digest-leaver')}@example.co.uk`;
  await subscribeAndConfirm(page, reader);
  const leaverConfirmation = await subscribeAndConfirm(page, leaver);
  await page.goto(pageLink(leaverConfirmation, 'unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(/You are unsubscribed\./);

  // The month the post was published in, as if the clock were on the first of the next.
  const now = new Date();
  const month = now.toISOString().slice(0, 7);
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 9));
  const databaseUrl = (
    await readFile(contactDatabaseUrlFile(e2eEnvironment.DATA_DIR), 'utf8')
  ).trim();
  const digest = () =>
    runCommand(
      'contact-api',
      'outbox',
      ['newsletter', 'digest', '--month', month, '--now', nextMonth.toISOString()],
      { DATABASE_URL: databaseUrl },
    );
  expect(await digest()).toMatch(/is queued for \d+ subscribers?/);

  const digestsTo = async (address: string) =>
    (await messagesTo(address)).filter((message) => message.text.includes(`/blog/${slug}`));
  await expect.poll(async () => (await digestsTo(reader)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await digestsTo(reader);
  expect(mail!.text).toContain(title);
  expect(mail!.headers['list-unsubscribe']).toMatch(/<https?:\/\/[^>]+>/);
  expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // Once: run again, it has nothing more to send; the leaver has only their confirmation.
  expect(await digest()).toMatch(/already sent/);
  expect(await digestsTo(reader)).toHaveLength(1);
  expect(await messagesTo(leaver)).toHaveLength(1);
});
