import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { remoteReleaseTag } from '../../shell/renderer/release-tags';
import { serveStack } from '../../scripts/serve-stack';
import { readStack, type Stack } from '../../scripts/stack';
import { waitForHydration, watchConsole } from '../console-watch';
import { releaseTwoHomeHeading } from '../fixtures/marketing-release-2/heading';
import { specifiedPages } from '../pages';
import { buildMarketingReleaseTwo } from '../remote-release';

/**
 * A remote's team ships with the release commands alone (decision 037): two releases of the
 * marketing remote are published into the release folder, the second is promoted, the site's
 * HTML shows it within a minute, and `rollback` brings back the first. The site is `npm start`'s
 * parts on ports of their own (3600+), with the renderer's production refresh; the shell is
 * neither rebuilt nor restarted.
 */

test.describe.configure({ mode: 'serial' });

const repoRoot = path.resolve(__dirname, '..', '..');
const shellDist = path.join(repoRoot, 'shell', 'dist');
const releaseOneDist = path.join(repoRoot, 'remote-marketing', 'dist');
const homeHeadingOne = specifiedPages['/']?.heading;
if (!homeHeadingOne) throw new Error('e2e/pages.ts lists no Home page');

let workDir: string;
let stack: Stack;
let environment: Record<string, string>;
const servers: { close(): Promise<void> }[] = [];

/** `npm run release -w remote-marketing -- <args>`, as an operator types it. */
async function release(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'release', '-w', 'remote-marketing', '--', ...args],
    { cwd: repoRoot, env: { ...process.env, ...environment }, timeout: 60_000 },
  );
  return stdout;
}

const versionIn = async (dist: string) =>
  (
    JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      metaData: { buildInfo: { buildVersion: string } };
    }
  ).metaData.buildInfo.buildVersion;

const home = () => fetch(`${stack.shell.origin}/`);

/** Waits, up to the minute the issue allows, until the site's Home page shows `heading`. */
async function expectHomeHtmlWith(heading: string, tag: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await home();
        const html = await response.text();
        return html.includes(`>${heading}</h1>`) && response.headers.get('surrogate-key');
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toContain(tag);
}

async function fingerprint(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries
    .filter((e) => e.isFile())
    .sort((a, b) => a.name.localeCompare(b.name))) {
    hash.update(entry.name).update(await readFile(path.join(entry.parentPath, entry.name)));
  }
  return hash.digest('hex');
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  for (const required of [
    path.join(shellDist, 'index.html'),
    path.join(releaseOneDist, 'mf-manifest.json'),
  ]) {
    if (!existsSync(required)) throw new Error(`${required} is missing: run \`npm run build\``);
  }
  workDir = await mkdtemp(path.join(os.tmpdir(), 'release-commands-'));
  environment = {
    SHELL_PORT: '3600',
    MARKETING_PORT: '3601',
    BLOG_PORT: '3602',
    CONTACT_PORT: '3603',
    RENDERER_PORT: '3610',
    PUBLIC_HOST: '127.0.0.1',
    RELEASES_DIR: path.join(workDir, 'releases'),
    DATA_DIR: path.join(workDir, 'data'),
  };
  stack = readStack(environment);
  servers.push(...(await serveStack(stack)));
});

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('a release is published, promoted and rolled back with the commands, no shell restart', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const shellBuild = await fingerprint(shellDist);
  // No release yet: the site runs on the environment's remotes.json, as before.
  expect(await (await fetch(`${stack.shell.origin}/remotes.json`)).json()).toEqual(
    stack.remotesConfig,
  );
  await expectHomeHtmlWith(homeHeadingOne, 'remote:marketing:');

  const releaseTwoDist = path.join(workDir, 'marketing-release-2');
  await buildMarketingReleaseTwo(releaseTwoDist);
  const [one, two] = [await versionIn(releaseOneDist), await versionIn(releaseTwoDist)];
  expect(two).not.toBe(one);
  expect(await release('publish', '--from', releaseOneDist)).toContain(
    `Published marketing ${one}.`,
  );
  expect(await release('publish', '--from', releaseTwoDist)).toContain(
    `Published marketing ${two}.`,
  );
  await expect(release('publish', '--from', releaseTwoDist)).rejects.toMatchObject({
    stdout: expect.stringContaining('already published'),
  });

  await release('promote', one);
  const remotes = (await (await fetch(`${stack.shell.origin}/remotes.json`)).json()) as {
    remotes: Record<string, string>;
    serverIntegrity: Record<string, string>;
  };
  const marketingOrigin = stack.apps.find((app) => app.name === 'marketing')?.origin;
  expect(remotes.remotes.marketing).toBe(`${marketingOrigin}/releases/${one}/mf-manifest.json`);
  expect(remotes.serverIntegrity.marketing).toMatch(/^sha384-/);
  await expectHomeHtmlWith(homeHeadingOne, remoteReleaseTag('marketing', one));

  await release('promote', two, '--reason', 'the new Home heading');
  await expectHomeHtmlWith(releaseTwoHomeHeading, remoteReleaseTag('marketing', two));
  const status = await release('status');
  expect(status).toMatch(new RegExp(`live +${two}`));
  expect(status).toMatch(new RegExp(`previous +${one}`));

  // The browser loads release 2 from its release folder and hydrates it.
  const consoleMessages = watchConsole(page);
  await page.goto(`${stack.shell.origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(releaseTwoHomeHeading);
  await waitForHydration(page);
  const homeModules = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => /__federation_expose_Home\.\w+\.js$/.test(pathname)),
  );
  expect(homeModules).toEqual([expect.stringMatching(new RegExp(`^/releases/${two}/`))]);
  expect(consoleMessages).toEqual([]);

  expect(await release('rollback')).toContain(`back on ${one} (was ${two})`);
  await expectHomeHtmlWith(homeHeadingOne, remoteReleaseTag('marketing', one));

  expect(await fingerprint(shellDist), 'the shell was not rebuilt').toBe(shellBuild);
});
