import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { remoteReleaseTag } from '../../shell/renderer/release-tags';
import { serveStack } from '../../scripts/serve-stack';
import { readStack, type Stack } from '../../scripts/stack';
import { runCommand, versionIn } from '../commands';
import { waitForHydration, watchConsole } from '../console-watch';
import { careersHeading, releaseTwoHomeHeading } from '../fixtures/marketing-release-2/heading';
import { specifiedPages } from '../pages';
import { buildMarketingReleaseTwo } from '../remote-release';

/**
 * A remote's team ships with the release commands alone (decisions 037, 040): two releases of the
 * marketing remote are published into the release folder, the second (a new Home heading and a
 * new page, `/careers`) is promoted, the site's HTML shows both within a minute, and `rollback`
 * brings back the first, `/careers` a 404 again. The site is `npm start`'s
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
const release = (...args: string[]) => runCommand('remote-marketing', 'release', args, environment);

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

/** Waits, up to the minute the issue allows, until `/careers` answers `status`. */
async function expectCareersStatus(status: number): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${stack.shell.origin}/careers`)).status, {
      timeout: 60_000,
      intervals: [1000],
    })
    .toBe(status);
}

const sitemap = async () => (await fetch(`${stack.shell.origin}/sitemap.xml`)).text();

/**
 * A copy of the build in `dist`, as version `version`, with its manifest changed by `change`: a
 * release its team got wrong.
 */
async function brokenCopy(
  dist: string,
  version: string,
  change: (manifest: Record<string, unknown> & { exposes: { path: string }[] }) => void,
): Promise<string> {
  const copy = path.join(workDir, version);
  await cp(dist, copy, { recursive: true });
  const file = path.join(copy, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = version;
  change(manifest);
  await writeFile(file, JSON.stringify(manifest));
  return copy;
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
  // with each remote's routes as its build here declares them (decision 040).
  expect(await (await fetch(`${stack.shell.origin}/remotes.json`)).json()).toEqual({
    ...stack.remotesConfig,
    routes: expect.objectContaining({
      marketing: expect.arrayContaining([{ path: '/about', module: './About' }]),
    }),
  });
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

  // Releases the contract check refuses (decision 040), before any visitor sees them.
  const noAbout = await brokenCopy(releaseOneDist, `${one}-no-about`, (manifest) => {
    manifest.exposes = manifest.exposes.filter((exposed) => exposed.path !== './About');
  });
  const oldReact = await brokenCopy(releaseOneDist, `${one}-react-18`, (manifest) => {
    const shared = manifest.shared as { name: string; requiredVersion: string }[];
    for (const entry of shared)
      if (entry.name.startsWith('react')) entry.requiredVersion = '^18.2.0';
  });
  for (const [dist, problem] of [
    [noAbout, 'route /about names ./About, which the release does not expose'],
    [oldReact, /it needs react \^18\.2\.0, but the live shell provides 19\./],
  ] as const) {
    const version = path.basename(dist);
    await release('publish', '--from', dist);
    const refused = release('promote', version);
    await expect(refused).rejects.toMatchObject({
      stdout: expect.stringContaining(`Refused: marketing ${version} does not fit the live site`),
    });
    await expect(refused).rejects.toMatchObject({ stdout: expect.stringMatching(problem) });
  }
  expect(await release('status')).toMatch(new RegExp(`live +${one}`));

  // No remote serves /careers yet.
  await expectCareersStatus(404);
  expect(await sitemap()).not.toContain('/careers<');

  await release('promote', two, '--reason', 'the new Home heading and /careers');
  await expectHomeHtmlWith(releaseTwoHomeHeading, remoteReleaseTag('marketing', two));
  // The page release 2 adds, which the shell neither knows nor links (decision 040): complete
  // HTML, in the sitemap.
  await expectCareersStatus(200);
  const careers = await (await fetch(`${stack.shell.origin}/careers`)).text();
  expect(careers).toContain(`>${careersHeading}</h1>`);
  expect(careers).toContain('<title>Careers | Elevate SaaS Solutions</title>');
  expect(await sitemap()).toContain(`${stack.renderer.siteUrl}/careers</loc>`);
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
  // The new page in the browser: reached from the sitemap's address, hydrated, and from there
  // back to a page of the frame without a reload.
  await page.goto(`${stack.shell.origin}/careers`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(careersHeading);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'About Us' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    specifiedPages['/about']?.heading ?? '',
  );
  expect(consoleMessages).toEqual([]);

  expect(await release('rollback')).toContain(`back on ${one} (was ${two})`);
  await expectHomeHtmlWith(homeHeadingOne, remoteReleaseTag('marketing', one));
  // Rolled back, the page is gone again: a 404, out of the sitemap.
  await expectCareersStatus(404);
  expect(await sitemap()).not.toContain('/careers<');

  expect(await fingerprint(shellDist), 'the shell was not rebuilt').toBe(shellBuild);
});
