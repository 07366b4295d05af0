import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readRendererSettings } from '../../shell/renderer/main';
import { serveApp, startReadyRenderer } from '../../scripts/serve-stack';
import { readStack, type Stack } from '../../scripts/stack';
import { runCommand, versionIn } from '../commands';
import { waitForHydration, watchConsole } from '../console-watch';
import { releaseTwoHomeHeading } from '../fixtures/marketing-release-2/heading';
import { specifiedPages } from '../pages';
import { buildMarketingReleaseThree, buildMarketingReleaseTwo } from '../remote-release';

/**
 * A remote's candidate release before it is live for everyone (issue 37, items 3, 4 and 6;
 * decision 039): a preview link shows it to one browser only; a 50% canary splits fresh visitors,
 * each keeping their side, the HTML and the hydrated page agreeing; a canary whose page fails in
 * the browser is rolled back by the renderer on its own, from the field's reports. The site is
 * `npm start`'s parts on ports of their own (3800+), the renderer reading the remotes every
 * second and judging a canary after a few views.
 */

test.describe.configure({ mode: 'serial' });

const repoRoot = path.resolve(__dirname, '..', '..');
const releaseOneDist = path.join(repoRoot, 'remote-marketing', 'dist');
const headingOne = specifiedPages['/']?.heading ?? '';

let workDir: string;
let stack: Stack;
let environment: Record<string, string>;
let one: string;
let two: string;
const servers: { close(): Promise<void> }[] = [];

const release = (...args: string[]) => runCommand('remote-marketing', 'release', args, environment);

const site = (pathname: string) => `${stack.shell.origin}${pathname}`;

/** The Home page's heading in the HTML of `answer`. */
const headingIn = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** The candidate each remote has now, as the site's remotes.json says. */
const candidates = async () =>
  ((await (await fetch(site('/remotes.json'))).json()) as { candidates?: Record<string, unknown> })
    .candidates ?? {};

/** A visitor's browser: automation would report nothing to field telemetry. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  );
  return context.newPage();
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!existsSync(path.join(releaseOneDist, 'mf-manifest.json'))) {
    throw new Error(`${releaseOneDist} is not built: run \`npm run build\``);
  }
  workDir = await mkdtemp(path.join(os.tmpdir(), 'release-candidates-'));
  environment = {
    SHELL_PORT: '3800',
    MARKETING_PORT: '3801',
    BLOG_PORT: '3802',
    CONTACT_PORT: '3803',
    RENDERER_PORT: '3810',
    PUBLIC_HOST: '127.0.0.1',
    RELEASES_DIR: path.join(workDir, 'releases'),
    DATA_DIR: path.join(workDir, 'data'),
  };
  stack = readStack(environment);
  for (const app of stack.apps) servers.push(await serveApp(stack, app));
  servers.push(
    await startReadyRenderer(
      readRendererSettings({
        RENDERER_HOST: '127.0.0.1',
        RENDERER_PORT: String(stack.renderer.port),
        RENDERER_INTERNAL_PORT: String(stack.renderer.port + 1),
        SITE_URL: stack.renderer.siteUrl,
        REMOTES_URL: site('/remotes.json'),
        SHELL_DIST: stack.shell.distDir,
        REMOTES_REFRESH_MS: '1000',
        PREVIEW_SECRET: stack.releases.previewSecret(),
        RELEASES_DIR: stack.releases.dir,
        CANARY_MIN_VIEWS: '3',
        TELEMETRY_SAMPLE_RATE: '1',
        TELEMETRY_VITALS_SAMPLE_RATE: '0',
      }),
    ),
  );
  const releaseTwoDist = path.join(workDir, 'marketing-release-2');
  await buildMarketingReleaseTwo(releaseTwoDist);
  [one, two] = [await versionIn(releaseOneDist), await versionIn(releaseTwoDist)];
  await release('publish', '--from', releaseOneDist);
  await release('publish', '--from', releaseTwoDist);
  await release('promote', one);
});

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('a preview link shows the candidate to that browser only, and it can leave', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const link = /https?:\/\/\S+\/_preview\?token=\S+/.exec(await release('preview', two))?.[0];
  if (!link) throw new Error('`release … preview` printed no link');

  // Within the minute the renderer reads the candidate: the link is then taken.
  await expect
    .poll(async () => (await fetch(link, { redirect: 'manual' })).status, {
      timeout: 60_000,
      intervals: [1000],
    })
    .toBe(303);
  const previewer = await browser.newPage();
  const consoleMessages = watchConsole(previewer);
  const missing: string[] = [];
  previewer.on(
    'response',
    (r) => void (r.status() >= 400 && missing.push(`${r.status()} ${r.url()}`)),
  );
  await previewer.goto(link);
  await expect(previewer.getByRole('heading', { level: 1 })).toHaveText(releaseTwoHomeHeading);
  await expect(previewer.getByText(`Preview of marketing ${two}.`)).toBeVisible();
  const answer = await fetch(site('/'), {
    headers: {
      Cookie: (await previewer.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
    },
  });
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect(answer.headers.get('surrogate-key')).toBeNull();
  await waitForHydration(previewer);
  await expect(previewer.getByRole('heading', { level: 1 })).toHaveText(releaseTwoHomeHeading);

  // Another browser, the same minute: the live release, no banner.
  const other = await browser.newPage();
  await other.goto(site('/'));
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(headingOne);
  await expect(other.getByText('Preview of marketing')).toHaveCount(0);

  await previewer.getByRole('link', { name: 'Leave the preview' }).click();
  await expect(previewer.getByRole('heading', { level: 1 })).toHaveText(headingOne);
  await expect(previewer.getByText('Preview of marketing')).toHaveCount(0);
  expect(missing).toEqual([]);
  expect(consoleMessages).toEqual([]);
});

test('a 50% canary splits 40 fresh visitors, each keeps theirs, and the pages hydrate as sent', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await release('promote', two, '--canary', '50');
  // Within the minute, a visitor with no cookie is given a bucket.
  await expect
    .poll(async () => (await fetch(site('/'))).headers.get('set-cookie') ?? '', {
      timeout: 60_000,
      intervals: [1000],
    })
    .toMatch(/^site_bucket=/);

  const sides = new Map<string, string>();
  for (let visitorNumber = 0; visitorNumber < 40; visitorNumber += 1) {
    const first = await fetch(site('/'));
    expect(first.headers.get('cache-control')).toBe('private, max-age=0');
    const bucket = first.headers.get('set-cookie')?.split(';')[0];
    if (!bucket) throw new Error('a fresh visitor got no bucket');
    const heading = headingIn(await first.text());
    const again = await fetch(site('/about'), { headers: { Cookie: bucket } });
    expect(again.headers.get('set-cookie'), 'a visitor keeps their bucket').toBeNull();
    const back = await fetch(site('/'), { headers: { Cookie: bucket } });
    expect(headingIn(await back.text()), 'a visitor keeps their side').toBe(heading);
    sides.set(bucket, heading ?? '');
  }
  const headings = [...sides.values()];
  expect(headings.filter((h) => h === releaseTwoHomeHeading).length).toBeGreaterThan(0);
  expect(headings.filter((h) => h === headingOne).length).toBeGreaterThan(0);

  // One visitor of each side, in a browser: the page hydrates as it was sent, with its release.
  for (const [heading, version] of [
    [headingOne, one],
    [releaseTwoHomeHeading, two],
  ] as const) {
    const bucket = [...sides].find(([, side]) => side === heading)?.[0] ?? '';
    const [name, value] = bucket.split('=') as [string, string];
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: site('/') }]);
    const page = await context.newPage();
    const consoleMessages = watchConsole(page);
    await page.goto(site('/'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const homeModules = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => /__federation_expose_Home\.\w+\.js$/.test(pathname)),
    );
    expect(homeModules).toEqual([expect.stringMatching(new RegExp(`^/releases/${version}/`))]);
    expect(consoleMessages).toEqual([]);
    await context.close();
  }

  expect(await release('rollback')).toContain(`marketing's canary ${two} is stopped`);
  await expect.poll(candidates, { timeout: 10_000 }).toEqual({});
});

test('a canary whose page fails in the browser is rolled back by the renderer on its own', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const releaseThreeDist = path.join(workDir, 'marketing-release-3');
  await buildMarketingReleaseThree(releaseThreeDist);
  const three = await versionIn(releaseThreeDist);
  await release('publish', '--from', releaseThreeDist);
  await release('promote', three, '--canary', '50');
  await expect
    .poll(async () => (await fetch(site('/'))).headers.get('set-cookie') ?? '', {
      timeout: 60_000,
      intervals: [1000],
    })
    .toMatch(/^site_bucket=/);

  // Visitors come, each a fresh browser, until the renderer has seen enough and stops it.
  for (let visitorNumber = 0; visitorNumber < 30; visitorNumber += 1) {
    if (!('marketing' in (await candidates()))) break;
    const page = await visitor(browser);
    await page.goto(site('/'));
    // The error is reported within seconds of happening; a view when the page is left.
    await page.waitForTimeout(2500);
    await page.context().close();
  }
  await expect.poll(candidates, { timeout: 15_000 }).toEqual({});
  const pointer = JSON.parse(
    await readFile(path.join(stack.releases.dir, 'pointer.json'), 'utf8'),
  ) as { history: { action: string; version: string; reason?: string }[] };
  expect(pointer.history.at(-1)).toMatchObject({
    action: 'stop-candidate',
    version: three,
    reason: expect.stringMatching(/^automatic rollback: /),
  });

  // Visitors then get the stable release, and no bucket.
  await expect
    .poll(async () => (await fetch(site('/'))).headers.get('set-cookie'), { timeout: 10_000 })
    .toBeNull();
  const page = await browser.newPage();
  const consoleMessages = watchConsole(page);
  await page.goto(site('/'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOne);
  expect(consoleMessages).toEqual([]);
  expect(await release('status')).toMatch(new RegExp(`live +${one}[^]*candidate +\\(none\\)`));
});
