import { utimesSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRendererSettings } from './main';
import { threadOf, until, fakeRenderBuild } from './fixtures/fake-render-build';
import { renderThreads, type RenderThreads } from './render-threads';

// The threads run a stand-in of the shell's render thread (fixtures/render-worker.cjs).
const build = fakeRenderBuild();
let remotesServer: Server;
let remotesUrl: string;
const started: RenderThreads[] = [];

beforeAll(async () => {
  remotesServer = createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ remotes: {} }));
  });
  await new Promise<void>((resolve) => remotesServer.listen(0, '127.0.0.1', resolve));
  remotesUrl = `http://127.0.0.1:${(remotesServer.address() as AddressInfo).port}/remotes.json`;
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((threads) => threads.close()));
});

afterAll(async () => {
  await new Promise((resolve) => remotesServer.close(resolve));
});

function threads() {
  const made = renderThreads({
    shellDist: build.folder(),
    shellServerBuild: build.folder(),
    remotesUrl,
    siteUrl: 'https://www.example.co.uk',
    remoteTimeoutMs: 1_000,
    dataTimeoutMs: 1_000,
    renderTimeoutMs: 4_000,
    internalOrigins: {},
    drainMs: 4_000,
    pool: { workers: 1, rendersPerWorker: 1, queueMax: 4, queueWaitMs: 4_000 },
  });
  started.push(made);
  return made;
}

const render = (threads: RenderThreads, url: string) => threads.ask({ kind: 'render', url });

describe('the render threads', () => {
  it('start their first generation when first asked, and are ready then', async () => {
    const pool = threads();
    expect(pool.ready()).toBe(false);
    expect((await render(pool, '/first')).html).toBe('/first');
    expect(pool.ready()).toBe(true);
    expect(pool.releases()).toEqual({});
  });

  it('start a new generation for a new build; the old one finishes what it had, then stops', async () => {
    const pool = threads();
    const first = render(pool, '/hold/old-generation');
    await build.holding('old-generation');
    const oldKey = pool.generationKey();

    const later = new Date(Date.now() + 60_000);
    utimesSync(build.workerFile(), later, later);
    await pool.refresh();
    expect(pool.generationKey()).not.toBe(oldKey);
    const fresh = await render(pool, '/new');
    expect(pool.stats()).toMatchObject({ workers: 2, busy: 1 });

    build.letGo('old-generation');
    const old = await first;
    expect(old.html).toBe('/hold/old-generation');
    expect(threadOf(old)).not.toBe(threadOf(fresh));
    await until(() => pool.stats().workers === 1, 'the old generation stopped');
  });
});

describe("the render pool's settings", () => {
  it('are read from the environment, and named when wrong', () => {
    const settings = readRendererSettings({
      RENDER_WORKERS: '3',
      RENDER_WORKER_CONCURRENCY: '2',
      RENDER_QUEUE_MAX: '0',
      RENDER_QUEUE_WAIT_MS: '250',
      RENDER_WORKER_MAX_HEAP_MB: '96',
    });
    expect(settings).toMatchObject({
      RENDER_WORKERS: 3,
      RENDER_WORKER_CONCURRENCY: 2,
      RENDER_QUEUE_MAX: 0,
      RENDER_QUEUE_WAIT_MS: 250,
      RENDER_WORKER_MAX_HEAP_MB: 96,
    });
    expect(readRendererSettings({}).RENDER_WORKERS).toBeUndefined();
    expect(() => readRendererSettings({ RENDER_WORKERS: '0' })).toThrow(/RENDER_WORKERS/);
  });
});
