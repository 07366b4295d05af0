import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readPointer, releaseRegistry } from '@site/release-registry';
import { canaryWatch } from './canary-watch';
import { analyseCanary, type CanaryPolicy } from './telemetry/canary-analysis';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'canary-watch-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A build folder of the marketing remote at `version`. */
async function build(version: string): Promise<string> {
  const folder = path.join(dir, `build-${version}`);
  await mkdir(folder, { recursive: true });
  await writeFile(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      name: 'marketing',
      metaData: {
        name: 'marketing',
        globalName: 'marketing',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
        buildInfo: { buildVersion: version },
        publicPath: 'auto',
        routes: [{ path: '/', module: './Home' }],
      },
      shared: [],
      exposes: [{ path: './Home' }],
    }),
  );
  return folder;
}

const policy: CanaryPolicy = { errorRateMultiple: 2, minViews: 10, baselineErrorRate: 0.01 };

async function canaryOf(errors: number) {
  const releasesDir = path.join(dir, 'releases');
  const registry = releaseRegistry({
    releasesDir,
    manifestUrlOf: (remote, version) => `http://m.test/${remote}/${version}/mf-manifest.json`,
    retentionMs: 0,
  });
  await registry.publish('marketing', await build('v1'));
  await registry.publish('marketing', await build('v2'));
  await registry.promote('marketing', 'v1');
  await registry.setCandidate('marketing', 'v2', 50);
  const refresh = jest.fn(async () => undefined);
  const check = canaryWatch({
    releasesDir,
    candidates: () => ({ marketing: { version: 'v2', canaryPercent: 50 } }),
    live: () => ({ marketing: 'v1' }),
    analyse: (_remote, stable, candidate, given) =>
      analyseCanary(
        { release: stable, views: 100, errors: 1 },
        { release: candidate, views: 20, errors },
        given,
      ),
    policy,
    refresh,
  });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await check();
  const logged = error.mock.calls.map(([line]) => String(line));
  error.mockRestore();
  return { pointer: await readPointer(registry.pointerFile), refresh, logged };
}

describe("the canary's automatic rollback", () => {
  it('stops a canary whose error rate is past the multiple, through the registry, and says why', async () => {
    const { pointer, refresh, logged } = await canaryOf(10);
    expect(pointer.remotes.marketing?.candidate).toBeUndefined();
    expect(pointer.remotes.marketing?.live.version).toBe('v1');
    expect(pointer.history.at(-1)).toMatchObject({
      action: 'stop-candidate',
      version: 'v2',
      reason: expect.stringMatching(/^automatic rollback: /),
    });
    expect(refresh).toHaveBeenCalled();
    expect(logged).toEqual([
      expect.stringMatching(/^\[renderer\] the "marketing" canary v2 is rolled back: /),
    ]);
  });

  it('leaves a healthy canary running', async () => {
    const { pointer, refresh } = await canaryOf(0);
    expect(pointer.remotes.marketing?.candidate).toMatchObject({
      version: 'v2',
      canaryPercent: 50,
    });
    expect(refresh).not.toHaveBeenCalled();
  });
});
