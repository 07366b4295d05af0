import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { liveRemotesJson } from './live-remotes';
import { releaseRegistry } from './registry';

let workDir: string;
let releasesDir: string;

beforeEach(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'remotes-file-'));
  releasesDir = path.join(workDir, 'releases');
});
afterEach(() => rm(workDir, { recursive: true, force: true }));

const environment = {
  remotes: {
    marketing: 'http://127.0.0.1:3001/mf-manifest.json',
    blog: 'http://127.0.0.1:3002/mf-manifest.json',
  },
};

const registry = () =>
  releaseRegistry({
    releasesDir,
    manifestUrlOf: (remote, version) =>
      `http://127.0.0.1:3000/releases/${remote}/${version}/m.json`,
    retentionMs: 0,
  });

async function makeBuild(version: string): Promise<string> {
  const dir = path.join(workDir, `build-${version}`);
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'marketing',
      metaData: {
        name: 'marketing',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
        ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server/', type: 'commonjs-module' },
        buildInfo: { buildVersion: version },
        publicPath: 'auto',
        routes: [{ path: `/${version}`, module: './Page' }],
      },
      shared: [],
      exposes: [],
    }),
  );
  await writeFile(path.join(dir, 'remoteEntry.js'), `var marketing = "${version}";`);
  await writeFile(path.join(dir, 'server', 'remoteEntry.js'), `module.exports = "${version}";`);
  return dir;
}

const writeBase = async () => {
  await mkdir(releasesDir, { recursive: true });
  await writeFile(path.join(releasesDir, 'base-remotes.json'), JSON.stringify(environment));
};

describe('the registry’s remotes.json', () => {
  it('is what the local host serves, rewritten at every change of the pointer', async () => {
    await writeBase();
    const site = registry();
    expect(site.remotesFile).toBe(path.join(releasesDir, 'remotes.json'));
    const served = liveRemotesJson(site.pointerFile, () => environment);
    const written = () => readFile(site.remotesFile, 'utf8');
    for (const version of ['v1', 'v2', 'v3'])
      await site.publish('marketing', await makeBuild(version));

    await site.promote('marketing', 'v1');
    expect(await written()).toBe(served());
    expect(JSON.parse(await written()).remotes).toEqual({
      marketing: 'http://127.0.0.1:3000/releases/marketing/v1/m.json',
      blog: environment.remotes.blog,
    });

    await site.promote('marketing', 'v2');
    expect(await written()).toBe(served());
    await site.setCandidate('marketing', 'v3', 10);
    expect(JSON.parse(await written()).candidates.marketing).toMatchObject({
      version: 'v3',
      canaryPercent: 10,
    });
    expect(await written()).toBe(served());
    await site.stopCandidate('marketing', 'a test');
    expect(JSON.parse(await written())).not.toHaveProperty('candidates');
    await site.rollback('marketing', 'a test');
    expect(JSON.parse(await written()).remotes.marketing).toContain('/marketing/v1/');
    expect(await written()).toBe(served());
    await site.prune('marketing');
    expect(await written()).toBe(served());
  });

  it('is not written without the environment’s file: the host serves that one', async () => {
    const site = registry();
    await site.publish('marketing', await makeBuild('v1'));
    await site.promote('marketing', 'v1');
    expect(await readdir(releasesDir)).not.toContain('remotes.json');
  });

  it('is never seen half-written, and leaves no temporary file', async () => {
    await writeBase();
    const site = registry();
    const versions = Array.from({ length: 12 }, (_, index) => `v${index}`);
    for (const version of versions) await site.publish('marketing', await makeBuild(version));
    await site.promote('marketing', 'v0');

    let changing = true;
    let reads = 0;
    const reader = (async () => {
      // Bounded: the changes below take far fewer reads than this.
      for (let attempt = 0; changing && attempt < 100_000; attempt += 1) {
        const text = await readFile(site.remotesFile, 'utf8');
        expect(() => JSON.parse(text)).not.toThrow();
        reads += 1;
      }
    })();
    for (const version of versions.slice(1)) await site.promote('marketing', version);
    changing = false;
    await reader;

    expect(reads).toBeGreaterThan(0);
    expect(JSON.parse(await readFile(site.remotesFile, 'utf8')).remotes.marketing).toContain(
      '/marketing/v11/',
    );
    expect((await readdir(releasesDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
