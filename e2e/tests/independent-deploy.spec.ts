import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { inlineScriptHashesFile, type RemotesConfig } from '@site/contracts/federation';
import { startStaticServer, type RunningStaticServer } from '@site/static-server';
import {
  contentSecurityPolicy,
  readInlineScriptHashes,
} from '@site/static-server/content-security-policy';
import { readRendererSettings } from '../../shell/renderer/main';
import { startReadyRenderer } from '../../scripts/serve-stack';
import { waitForHydration, watchConsole } from '../console-watch';
import { releaseTwoHomeHeading } from '../fixtures/marketing-release-2/heading';
import { specifiedPages } from '../pages';
import { buildMarketingReleaseTwo } from '../remote-release';

/**
 * A remote's team ships without the shell team: the already-built shell is switched from one
 * release of the marketing remote to another, and back, by rewriting only `remotes.json`, the
 * file a container writes from `MARKETING_REMOTE_URL` when it starts (docs/independent-deploys.md).
 * The shell's renderer runs too, and notices the switch by itself: the HTML changes with no
 * rebuild and no restart. The site runs on ports of its own (3150+), like the resilience tests.
 */

// One site for both tests, which switch its remotes.json in turn.
test.describe.configure({ mode: 'serial' });

const host = '127.0.0.1';
const repoRoot = path.resolve(__dirname, '..', '..');
const shellDist = path.join(repoRoot, 'shell', 'dist');

interface Release {
  name: string;
  origin: string;
  homeHeading: string;
}

const homePage = specifiedPages['/'];
if (!homePage) throw new Error('e2e/pages.ts lists no Home page');

const releaseOne: Release = {
  name: 'release 1 (remote-marketing/dist, as `npm run build` left it)',
  origin: `http://${host}:3151`,
  homeHeading: homePage.heading,
};
const releaseTwo: Release = {
  name: 'release 2 (built by this test with a new Home heading)',
  origin: `http://${host}:3152`,
  homeHeading: releaseTwoHomeHeading,
};
const shellOrigin = `http://${host}:3150`;
const rendererOrigin = `http://${host}:3159`;
const portOf = (origin: string) => Number(new URL(origin).port);

let workDir: string;
let remotesFile: string;
const servers: Pick<RunningStaticServer, 'close'>[] = [];

/** The deploy step under test: rewrite the shell's remotes file, nothing else. */
async function pointMarketingAt(release: Release): Promise<void> {
  const config: RemotesConfig = { remotes: { marketing: `${release.origin}/mf-manifest.json` } };
  await writeFile(remotesFile, JSON.stringify(config, null, 2));
}

/** The Home page's HTML as the renderer sends it, for a visitor arriving now. */
const homeHtml = async () => (await fetch(`${shellOrigin}/`)).text();

/** Waits until the renderer sends the release's Home page (it reads remotes.json every 0.5 s). */
async function expectRenderedHomeOf(release: Release): Promise<void> {
  await expect
    .poll(async () => (await homeHtml()).includes(`>${release.homeHeading}</h1>`), {
      message: `the renderer sends ${release.name}`,
      timeout: 15_000,
    })
    .toBe(true);
}

/** Every file of a folder with a hash of its content: equal lists mean the same build. */
async function fingerprint(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const lines = await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const hash = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
      return `${path.relative(dir, file)} ${hash}`;
    }),
  );
  return lines.sort();
}

/**
 * The shell's code as the page loaded it: its start-up chunk, whose name carries the build's
 * content hash (the entry itself is written into the HTML, decision 011).
 */
const shellStartupScript = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .find((pathname) => /^\/startup\.[0-9a-f]{8}\.js$/.test(pathname)) ?? null,
  );

/** The Home page shows the release's heading, and its page module came from that release. */
async function expectHomeOf(page: Page, release: Release): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }), release.name).toHaveText(
    release.homeHeading,
  );
  // The page's code is asked for after its first paint: wait until it has come.
  await waitForHydration(page);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => /\/__federation_expose_Home\.\w+\.js$/.test(url))
            .map((url) => new URL(url).origin),
        ),
      { message: release.name },
    )
    .toEqual([release.origin]);
}

test.beforeAll(async () => {
  // A production build of the remote: the slowest step here, slower still while other work
  // shares the cores.
  test.setTimeout(240_000);
  const releaseOneDist = path.join(repoRoot, 'remote-marketing', 'dist');
  for (const required of [
    path.join(shellDist, 'index.html'),
    path.join(releaseOneDist, 'mf-manifest.json'),
  ]) {
    if (!existsSync(required)) throw new Error(`${required} is missing: run \`npm run build\``);
  }
  workDir = await mkdtemp(path.join(os.tmpdir(), 'independent-deploy-'));
  remotesFile = path.join(workDir, 'remotes.json');
  const releaseTwoDist = path.join(workDir, 'marketing-release-2');
  await buildMarketingReleaseTwo(releaseTwoDist);
  await pointMarketingAt(releaseOne);

  servers.push(
    await startStaticServer({
      root: shellDist,
      port: portOf(shellOrigin),
      host,
      spaFallback: true,
      contentSecurityPolicy: contentSecurityPolicy({
        remotes: [releaseOne.origin, releaseTwo.origin],
        inlineScripts: readInlineScriptHashes(path.join(shellDist, inlineScriptHashesFile)),
      }),
      // Read from disk on every request, like the file a container writes at start-up.
      generatedFiles: { '/remotes.json': () => readFileSync(remotesFile, 'utf8') },
      renderer: { url: rendererOrigin, timeoutMs: 8000 },
    }),
  );
  for (const [release, root] of [
    [releaseOne, releaseOneDist],
    [releaseTwo, releaseTwoDist],
  ] as const) {
    servers.push(
      await startStaticServer({
        root,
        port: portOf(release.origin),
        host,
        allowedOrigins: [shellOrigin],
      }),
    );
  }
  // Started last and ready before the first test, as a platform sends it traffic: with release
  // one's code loaded.
  servers.push(
    await startReadyRenderer(
      readRendererSettings({
        RENDERER_HOST: host,
        RENDERER_PORT: String(portOf(rendererOrigin)),
        SITE_URL: shellOrigin,
        REMOTES_URL: `${shellOrigin}/remotes.json`,
        SHELL_DIST: shellDist,
        RENDER_CACHE_TTL_MS: '500',
        REMOTES_REFRESH_MS: '500',
      }),
    ),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('a new marketing release goes live and rolls back by changing only remotes.json', async ({
  page,
}) => {
  const consoleMessages = watchConsole(page);
  const shellBuild = await fingerprint(shellDist);

  await expectRenderedHomeOf(releaseOne);
  await page.goto(`${shellOrigin}/`);
  await expectHomeOf(page, releaseOne);
  const startupScript = await shellStartupScript(page);
  expect(startupScript).toMatch(/^\/startup\.[0-9a-f]{8}\.js$/);

  await pointMarketingAt(releaseTwo);
  await expectRenderedHomeOf(releaseTwo);
  await page.reload();
  await expectHomeOf(page, releaseTwo);
  expect(await shellStartupScript(page)).toBe(startupScript);

  // Rolling back is the same one-file change.
  await pointMarketingAt(releaseOne);
  await expectRenderedHomeOf(releaseOne);
  await page.reload();
  await expectHomeOf(page, releaseOne);
  expect(await shellStartupScript(page)).toBe(startupScript);

  expect(await fingerprint(shellDist), 'the shell was not rebuilt').toEqual(shellBuild);
  expect(consoleMessages).toEqual([]);
});

test('a page rendered before a deploy still hydrates and navigates with the release it names', async ({
  page,
}) => {
  const consoleMessages = watchConsole(page);
  await pointMarketingAt(releaseOne);
  await expectRenderedHomeOf(releaseOne);
  await page.goto(`${shellOrigin}/`, { waitUntil: 'networkidle' });
  await expectHomeOf(page, releaseOne);

  // Release 2 goes live while the page is open; new visitors get it.
  await pointMarketingAt(releaseTwo);
  await expectRenderedHomeOf(releaseTwo);

  // The open page goes on with release 1, whose files are still there.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Finance' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Secure Software for Financial Services',
  );
  await nav.getByRole('link', { name: 'Home' }).click();
  await expectHomeOf(page, releaseOne);
  expect(consoleMessages).toEqual([]);
});
