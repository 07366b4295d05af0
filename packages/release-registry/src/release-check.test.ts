import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkRelease, type LiveSite } from './release-check';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'release-check-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const container = 'module.exports = { get: () => undefined, init: () => undefined };';

/** A release folder: its manifest (with `changes` applied) and its server entry's code. */
async function release(changes: Record<string, unknown> = {}, serverEntry = container) {
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'server', 'remoteEntry.js'), serverEntry);
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'marketing',
      metaData: {
        name: 'marketing',
        globalName: 'marketing',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
        ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server/', type: 'commonjs-module' },
        buildInfo: { buildVersion: 'v2' },
        publicPath: 'auto',
        routes: [
          { path: '/', module: './Home' },
          { path: '/careers', module: './Careers' },
        ],
      },
      shared: [{ name: 'react', singleton: true, requiredVersion: '^19.0.0' }],
      exposes: [{ path: './Home' }, { path: './Careers' }],
      ...changes,
    }),
  );
  return dir;
}

const live: LiveSite = {
  shellShared: { react: '19.2.1' },
  routesOf: { blog: [{ path: '/blogs', module: './BlogList' }] },
};

describe('the contract check before a release goes live', () => {
  it('passes a release that fits the live site', async () => {
    expect(await checkRelease('marketing', await release(), live)).toEqual([]);
  });

  it('refuses a route whose module the release does not expose', async () => {
    expect(
      await checkRelease('marketing', await release({ exposes: [{ path: './Home' }] }), live),
    ).toEqual(['route /careers names ./Careers, which the release does not expose']);
  });

  it('refuses a shared singleton the live shell does not satisfy, or does not provide', async () => {
    const shared = [
      { name: 'react', singleton: true, requiredVersion: '^18.2.0' },
      { name: '@site/ui', singleton: true, requiredVersion: '^1.0.0' },
    ];
    expect(await checkRelease('marketing', await release({ shared }), live)).toEqual([
      'it needs react ^18.2.0, but the live shell provides 19.2.1',
      'it needs the shared @site/ui, which the live shell does not provide',
    ]);
  });

  it('refuses a server build that is missing, throws as it loads, or is no container', async () => {
    const noServer = await release();
    await rm(path.join(noServer, 'server'), { recursive: true });
    expect(await checkRelease('marketing', noServer, live)).toEqual([
      expect.stringMatching(/^its server build server\/remoteEntry\.js does not load: Cannot find/),
    ]);
    expect(
      await checkRelease('marketing', await release({}, 'throw new Error("boom")'), live),
    ).toEqual(['its server build server/remoteEntry.js does not load: boom']);
    expect(await checkRelease('marketing', await release({}, 'module.exports = 1'), live)).toEqual([
      'its server build server/remoteEntry.js does not load: it exports no Module Federation container (get, init)',
    ]);
  });

  it('refuses a path another remote serves, and a release that declares no page', async () => {
    const taken: LiveSite = {
      ...live,
      routesOf: { blog: [{ path: '/careers', module: './Jobs' }] },
    };
    expect(await checkRelease('marketing', await release(), taken)).toEqual([
      '/careers is claimed by the "marketing" remote, but the "blog" remote has it: left out',
    ]);
    const empty = await release({ exposes: [] });
    const manifest = path.join(empty, 'mf-manifest.json');
    const text = await readFile(manifest, 'utf8');
    await writeFile(manifest, text.replace(/"routes":\[[^\]]*\]/, '"routes":[]'));
    expect(await checkRelease('marketing', empty, live)).toEqual([
      'it declares no routes (metaData.routes)',
    ]);
  });
});
