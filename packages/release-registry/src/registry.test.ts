import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runReleaseCommand } from './command';
import { liveRemotesJson } from './live-remotes';
import { readPointer } from './pointer-file';
import { ReleaseError, releaseRegistry } from './registry';

let workDir: string;
let releasesDir: string;
let clock: Date;

beforeEach(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'release-registry-'));
  releasesDir = path.join(workDir, 'releases');
  clock = new Date('2030-01-01T10:00:00Z');
});
afterEach(() => rm(workDir, { recursive: true, force: true }));

const hour = 3_600_000;
const registry = () =>
  releaseRegistry({
    releasesDir,
    manifestUrlOf: (remote, version) =>
      `http://127.0.0.1:3001/releases/${version}/mf-manifest.json?r=${remote}`,
    retentionMs: 24 * hour,
    now: () => clock,
  });

/** A remote's build as `npm run build` leaves it: manifest, entry, server entry. */
async function makeBuild(version: string, remote = 'marketing'): Promise<string> {
  const dir = path.join(workDir, `build-${version}`);
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: remote,
      metaData: {
        name: remote,
        globalName: remote,
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
  await writeFile(path.join(dir, 'remoteEntry.js'), `var ${remote} = "${version}";`);
  await writeFile(path.join(dir, 'server', 'remoteEntry.js'), `module.exports = "${version}";`);
  return dir;
}

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe('publishing a release', () => {
  it('copies the build into its own folder with the server entry’s integrity', async () => {
    const record = await registry().publish('marketing', await makeBuild('v1'));
    const folder = path.join(releasesDir, 'marketing', 'v1');
    expect(await readdir(folder)).toEqual(
      expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js', 'server', 'release.json']),
    );
    const expected = createHash('sha384').update('module.exports = "v1";').digest('base64');
    expect(record).toEqual({
      remote: 'marketing',
      version: 'v1',
      publishedAt: '2030-01-01T10:00:00.000Z',
      serverIntegrity: `sha384-${expected}`,
      routes: [{ path: '/v1', module: './Page' }],
    });
  });

  it('refuses to publish a version again, and leaves the first one as it was', async () => {
    await registry().publish('marketing', await makeBuild('v1'));
    const again = await makeBuild('v1');
    await writeFile(path.join(again, 'remoteEntry.js'), 'changed');
    await expect(registry().publish('marketing', again)).rejects.toThrow(ReleaseError);
    expect(
      await readFile(path.join(releasesDir, 'marketing', 'v1', 'remoteEntry.js'), 'utf8'),
    ).toBe('var marketing = "v1";');
    expect((await readdir(path.join(releasesDir, 'marketing'))).sort()).toEqual(['v1']);
  });

  it('refuses another remote’s build, and a build without its server entry', async () => {
    await expect(registry().publish('marketing', await makeBuild('b1', 'blog'))).rejects.toThrow(
      /"blog" remote's build/,
    );
    const noServer = await makeBuild('v2');
    await rm(path.join(noServer, 'server'), { recursive: true });
    await expect(registry().publish('marketing', noServer)).rejects.toThrow(/server entry/);
  });

  it('refuses a version that is no single path segment', async () => {
    await expect(registry().publish('marketing', await makeBuild('..'))).rejects.toThrow(
      /not a version name/,
    );
  });
});

describe('the pointer', () => {
  it('promotes, keeps what was live for rollback, and rolls back in one step', async () => {
    const site = registry();
    await site.publish('marketing', await makeBuild('v1'));
    await site.publish('marketing', await makeBuild('v2'));
    await site.promote('marketing', 'v1');
    later(1000);
    await site.promote('marketing', 'v2', 'new home page');
    expect((await site.status('marketing')).live?.version).toBe('v2');
    expect((await site.status('marketing')).previous?.version).toBe('v1');

    const back = await site.rollback('marketing', 'errors went up');
    expect(back).toMatchObject({
      action: 'rollback',
      version: 'v1',
      from: 'v2',
      reason: 'errors went up',
    });
    const status = await site.status('marketing');
    expect(status.live?.version).toBe('v1');
    expect(status.previous).toBeUndefined();
    await expect(site.rollback('marketing', 'again')).rejects.toThrow(/no earlier live release/);

    const history = (await readPointer(site.pointerFile)).history.map(
      (e) => `${e.action} ${e.version}`,
    );
    expect(history).toEqual(['promote v1', 'promote v2', 'rollback v1']);
  });

  it('refuses a release that is not published or already live', async () => {
    const site = registry();
    await expect(site.promote('marketing', 'v9')).rejects.toThrow(/has no release v9/);
    await site.publish('marketing', await makeBuild('v1'));
    await site.promote('marketing', 'v1');
    await expect(site.promote('marketing', 'v1')).rejects.toThrow(/live already/);
  });

  it('serves remotes.json from the live releases, over the environment’s for the others', async () => {
    const fallback = {
      remotes: {
        marketing: 'http://127.0.0.1:3001/mf-manifest.json',
        blog: 'http://127.0.0.1:3002/mf-manifest.json',
      },
    };
    const site = registry();
    const served = liveRemotesJson(site.pointerFile, () => fallback);
    expect(JSON.parse(served())).toEqual(fallback);

    const { serverIntegrity } = await site.publish('marketing', await makeBuild('v1'));
    await site.promote('marketing', 'v1');
    expect(JSON.parse(served())).toEqual({
      remotes: {
        marketing: 'http://127.0.0.1:3001/releases/v1/mf-manifest.json?r=marketing',
        blog: 'http://127.0.0.1:3002/mf-manifest.json',
      },
      serverIntegrity: { marketing: serverIntegrity },
      // Held beside the pointer: the site knows the pages while the remote is down.
      routes: { marketing: [{ path: '/v1', module: './Page' }] },
    });
  });

  it('keeps every change when commands run at once', async () => {
    const site = registry();
    for (const remote of ['marketing', 'blog', 'contact']) {
      await site.publish(remote, await makeBuild(`${remote}-1`, remote));
    }
    await Promise.all(
      ['marketing', 'blog', 'contact'].map((remote) => site.promote(remote, `${remote}-1`)),
    );
    const pointer = await readPointer(site.pointerFile);
    expect(Object.keys(pointer.remotes).sort()).toEqual(['blog', 'contact', 'marketing']);
    expect(pointer.history).toHaveLength(3);
    expect((await readdir(releasesDir)).filter((name) => name.includes('.tmp'))).toEqual([]);
  });
});

describe('pruning', () => {
  it('deletes only releases out of service for longer than the retention', async () => {
    const site = registry();
    for (const version of ['v1', 'v2', 'v3', 'v4']) {
      await site.publish('marketing', await makeBuild(version));
    }
    await site.promote('marketing', 'v1');
    await site.promote('marketing', 'v2');
    later(12 * hour);
    await site.promote('marketing', 'v3'); // v2 is the previous: kept for rollback
    expect(await site.prune('marketing')).toEqual([]);

    later(13 * hour); // v1 left service 25 hours ago, v4 was published as long ago and never live
    expect((await site.prune('marketing')).sort()).toEqual(['v1', 'v4']);
    expect((await readdir(path.join(releasesDir, 'marketing'))).sort()).toEqual(['v2', 'v3']);
    expect((await site.list('marketing')).map((r) => `${r.release.version} ${r.state}`)).toEqual([
      'v2 previous',
      'v3 live',
    ]);
  });
});

describe('the commands', () => {
  const run = async (
    args: string[],
    build = async () => makeBuild('built'),
    problems: string[] = [],
  ) => {
    const lines: string[] = [];
    const code = await runReleaseCommand(args, {
      remote: 'marketing',
      registry: registry(),
      build,
      print: (line) => lines.push(line),
      check: async () => problems,
      previewLink: (version) => `https://site.test/_preview?token=t-${version}`,
      fieldFigures: async () => [
        { release: 'v1', views: 120, errorRate: 0.01, lcpP75: 900, inpP75: 80 },
        { release: 'v2', views: 40, errorRate: 0.05, lcpP75: 1100, inpP75: null },
      ],
    });
    return { code, output: lines.join('\n') };
  };

  it('builds and publishes with no command, then lists, promotes and shows the status', async () => {
    expect(await run([])).toEqual({
      code: 0,
      output: expect.stringContaining('Published marketing built.'),
    });
    await run(['publish', '--from', await makeBuild('v2')]);
    expect((await run(['list'])).output).toMatch(/^built .* published\nv2 .* published$/);
    expect((await run(['promote', 'built'])).code).toBe(0);
    expect((await run(['promote', 'v2', '--reason', 'new text'])).output).toBe(
      'marketing v2 is live (was built). The site shows it within a minute.',
    );
    const status = (await run(['status'])).output;
    expect(status).toMatch(/live {7}v2 {2}since .*\/releases\/v2\/mf-manifest\.json/);
    expect(status).toMatch(/previous {3}built/);
    expect(status).toMatch(/candidate {2}\(none\)/);
    expect((await run(['rollback'])).output).toBe(
      'marketing is back on built (was v2). The site shows it within a minute.',
    );
  });

  it('refuses to promote a release the contract check finds wrong, saying why, live unchanged', async () => {
    await run(['publish', '--from', await makeBuild('v1')]);
    await run(['promote', 'v1']);
    await run(['publish', '--from', await makeBuild('v2')]);
    const problem = 'route /careers names ./Careers, which the release does not expose';
    expect(await run(['promote', 'v2'], undefined, [problem])).toEqual({
      code: 1,
      output: `Refused: marketing v2 does not fit the live site, and no visitor saw it:\n  - ${problem}`,
    });
    expect((await run(['status'])).output).toMatch(/live {7}v1/);
  });

  it('previews a candidate, runs it as a canary with its figures, and stops it with rollback', async () => {
    await run(['publish', '--from', await makeBuild('v1')]);
    await run(['promote', 'v1']);
    await run(['publish', '--from', await makeBuild('v2')]);
    expect((await run(['preview', 'v2'])).output).toContain(
      'https://site.test/_preview?token=t-v2',
    );
    expect((await run(['status'])).output).toMatch(/candidate {2}v2 .* preview only/);
    expect((await run(['promote', 'v2', '--canary', '10'])).output).toContain(
      'marketing v2 is a canary for 10% of visitors.',
    );
    const status = (await run(['status'])).output;
    expect(status).toMatch(/candidate {2}v2 .* canary 10%/);
    expect(status).toContain('views 120, errors 1.00%, LCP p75 900 ms, INP p75 80 ms');
    expect(status).toContain('views 40, errors 5.00%, LCP p75 1100 ms, INP p75 –');
    expect(await run(['promote', 'v2', '--canary', '0'])).toMatchObject({ code: 1 });
    expect((await run(['rollback'])).output).toContain("marketing's canary v2 is stopped");
    expect((await run(['status'])).output).toMatch(/live {7}v1[^]*candidate {2}\(none\)/);
    const pointer = await readPointer(registry().pointerFile);
    expect(pointer.history.map((e) => `${e.action} ${e.version} ${e.reason ?? ''}`.trim())).toEqual(
      [
        'promote v1',
        'candidate v2 preview',
        'candidate v2 canary 10%',
        'stop-candidate v2 by the operator',
      ],
    );
  });

  it('prints a refusal and exits 1, and the usage for a wrong command', async () => {
    expect(await run(['promote', 'v9'])).toEqual({
      code: 1,
      output: 'Refused: marketing has no release v9',
    });
    expect(await run(['rollback'])).toMatchObject({ code: 1 });
    expect(await run(['deploy'])).toMatchObject({
      code: 2,
      output: expect.stringContaining('Usage'),
    });
    expect(await run(['list', '--force'])).toMatchObject({ code: 2 });
  });
});
