import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { maxBeaconBytes, telemetryPath } from '@site/contracts/telemetry';
import { readRendererSettings } from '../../shell/renderer/main';
import { serveApp, startReadyRenderer } from '../../scripts/serve-stack';
import { readStack, type Stack } from '../../scripts/stack';
import { waitForHydration } from '../console-watch';

/**
 * Field telemetry (decision 038): the real page's reports reach the renderer's metrics through
 * the shell's static host, labelled with the route's pattern, the remote and its release; a
 * malformed or oversized beacon gets a 4xx and counts nothing. The site is `npm start`'s parts on
 * ports of their own (3700+), the renderer with its internal port and every view sampled.
 */

test.describe.configure({ mode: 'serial' });

const repoRoot = path.resolve(__dirname, '..', '..');
const marketingDist = path.join(repoRoot, 'remote-marketing', 'dist');
const internalPort = 3711;
const metricsUrl = `http://127.0.0.1:${internalPort}/metrics`;

let workDir: string;
let stack: Stack;
let release: string;
const servers: { close(): Promise<void> }[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const manifest = path.join(marketingDist, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new Error(`${manifest} is missing: run \`npm run build\``);
  release = (
    JSON.parse(await readFile(manifest, 'utf8')) as {
      metaData: { buildInfo: { buildVersion: string } };
    }
  ).metaData.buildInfo.buildVersion;
  workDir = await mkdtemp(path.join(os.tmpdir(), 'telemetry-'));
  stack = readStack({
    SHELL_PORT: '3700',
    MARKETING_PORT: '3701',
    BLOG_PORT: '3702',
    CONTACT_PORT: '3703',
    RENDERER_PORT: '3710',
    PUBLIC_HOST: '127.0.0.1',
    RELEASES_DIR: path.join(workDir, 'releases'),
    DATA_DIR: path.join(workDir, 'data'),
  });
  for (const app of stack.apps) servers.push(await serveApp(stack, app));
  servers.push(
    await startReadyRenderer(
      readRendererSettings({
        RENDERER_HOST: '127.0.0.1',
        RENDERER_PORT: String(stack.renderer.port),
        RENDERER_INTERNAL_PORT: String(internalPort),
        SITE_URL: stack.renderer.siteUrl,
        REMOTES_URL: `${stack.shell.origin}/remotes.json`,
        SHELL_DIST: stack.shell.distDir,
        REMOTES_REFRESH_MS: '1000',
        TELEMETRY_SAMPLE_RATE: '1',
        TELEMETRY_VITALS_SAMPLE_RATE: '1',
      }),
    ),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The field's series the renderer serves, beacons refused aside. */
async function fieldSeries(): Promise<string[]> {
  const text = await (await fetch(metricsUrl)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('field_') && !line.startsWith('field_beacons_refused'));
}

/** As a browser does when its tab is hidden: the page's reports go then. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('the real page’s views and vitals reach the metrics, labelled by route, remote and release', async ({
  page,
}) => {
  // The renderer knows the live releases once it has read remotes.json.
  await expect
    .poll(async () => (await fetch(metricsUrl)).text(), { timeout: 30_000 })
    .toContain(`renderer_remote_release{remote="marketing",release="${release}"} 1`);
  // A visitor's browser: automation reports nothing (`navigator.webdriver`).
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  );
  const vitalsLoaded = page.waitForResponse((response) =>
    /\/web-vitals\.[0-9a-f]+\.js$/.test(response.url()),
  );
  await page.goto(`${stack.shell.origin}/about`);
  await waitForHydration(page);
  // The first interaction, for INP (web-vitals reads it from the buffered entries).
  await page.getByRole('heading', { level: 1 }).click();
  // The collector, loaded when the browser was first idle, sampled the view for its vitals and
  // loaded web-vitals, which observes in the tasks that follow.
  expect((await vitalsLoaded).status()).toBe(200);
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve))));
  // A key, as a visitor's: LCP is final at the first input (web-vitals takes trusted ones only).
  await page.keyboard.press('Shift');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await hidePage(page);

  const labels = `route="/about",remote="marketing",release="${release}"`;
  await expect.poll(fieldSeries, { timeout: 15_000 }).toContain(`field_views_total{${labels}} 1`);
  const series = await fieldSeries();
  expect(series).toContain(`field_lcp_seconds_count{${labels}} 1`);
  expect(series).toContain(`field_cls_count{${labels}} 1`);
  expect(series).toContain(`field_inp_seconds_count{${labels}} 1`);
  // Only the site's own labels: nothing of the address, no `other`.
  expect(series.filter((line) => line.includes('"other"'))).toEqual([]);

  const summary = (await (
    await fetch(`http://127.0.0.1:${internalPort}/telemetry/summary`)
  ).json()) as Record<string, { release: string; views: number; lcpP75: number | null }[]>;
  expect(summary.marketing).toEqual([
    expect.objectContaining({ release, views: 1, errors: 0, lcpP75: expect.any(Number) }),
  ]);
});

test('a malformed or oversized beacon gets a 4xx JSON error and changes no metric', async () => {
  const before = await fieldSeries();
  const post = (body: string) =>
    fetch(`${stack.shell.origin}${telemetryPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
  const valid = {
    route: '/about',
    remote: 'marketing',
    release,
    views: 1,
    vitals: [],
    errors: ['render'],
  };
  const malformed = await post(JSON.stringify({ ...valid, url: 'https://example.com/about' }));
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toEqual({ error: expect.any(String) });
  const oversized = await post(JSON.stringify({ ...valid, release: 'x'.repeat(maxBeaconBytes) }));
  expect(oversized.status).toBe(413);
  expect(await oversized.json()).toEqual({ error: expect.any(String) });
  expect(await fieldSeries()).toEqual(before);
  const refused = await (await fetch(metricsUrl)).text();
  expect(refused).toContain('field_beacons_refused_total{reason="malformed"} 1');
  expect(refused).toContain('field_beacons_refused_total{reason="too-large"} 1');
});
