import { copyFileSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { serverPageTemplateFile } from '@site/contracts/federation';
import type { RenderedPage } from '../src/server/render-page';
import { readRendererSettings } from './main';
import {
  defaultRenderPool,
  RenderShed,
  renderThreads,
  type RenderPoolOptions,
  type RenderThreads,
} from './render-threads';

// The threads run a stand-in of the shell's render thread (fixtures/render-worker.cjs): it says
// on this channel which pages it holds, and holds them until the test lets them go.
const channel = new BroadcastChannel('fake-render');
const held = new Set<string>();
const heldNow = new Set<() => void>();
channel.onmessage = (event) => {
  const text = String((event as { data: unknown }).data);
  if (!text.startsWith('holding ')) return;
  held.add(text.slice('holding '.length));
  for (const check of heldNow) check();
};
const letGo = (name: string) => channel.postMessage(name);

/** Resolves once a thread holds the page `/hold/<name>` (it is then under way there). */
const holding = (...names: string[]) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!names.every((name) => held.has(name))) return;
      heldNow.delete(check);
      resolve();
    };
    heldNow.add(check);
    check();
  });

let build: string;
let remotesServer: Server;
let remotesUrl: string;
const started: RenderThreads[] = [];

beforeAll(async () => {
  build = mkdtempSync(path.join(os.tmpdir(), 'render-threads-'));
  copyFileSync(
    path.join(__dirname, 'fixtures', 'render-worker.cjs'),
    path.join(build, 'render-worker.js'),
  );
  writeFileSync(path.join(build, serverPageTemplateFile), '<!doctype html>');
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
  channel.close();
  heldNow.clear();
  await new Promise((resolve) => remotesServer.close(resolve));
  rmSync(build, { recursive: true, force: true });
});

function threadsWith(pool: Partial<RenderPoolOptions>, renderTimeoutMs = 4_000) {
  const threads = renderThreads({
    shellDist: build,
    shellServerBuild: build,
    remotesUrl,
    siteUrl: 'https://www.example.co.uk',
    remoteTimeoutMs: 1_000,
    dataTimeoutMs: 1_000,
    renderTimeoutMs,
    internalOrigins: {},
    drainMs: 4_000,
    pool: {
      workers: 1,
      rendersPerWorker: 1,
      queueMax: 4,
      queueWaitMs: 4_000,
      stuckAfterMs: 4_000,
      ...pool,
    },
  });
  started.push(threads);
  return threads;
}

const render = (threads: RenderThreads, url: string, signal?: AbortSignal) =>
  threads.ask({ kind: 'render', url }, signal ? { signal } : {});

/** The thread that rendered a page (the stand-in says). */
const threadOf = (page: RenderedPage) => (page as RenderedPage & { thread: number }).thread;

/** What the thread that answers has started and dropped. */
const logOf = async (threads: RenderThreads) =>
  JSON.parse((await render(threads, '/log')).html) as string[];

/** Waits for a state of the pool, a bounded number of times. */
async function until(check: () => boolean, what: string) {
  for (let tries = 0; tries < 300; tries += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`The render threads never reached: ${what}`);
}

describe('the render threads', () => {
  it('render as many pages at once as there are threads; the rest wait their turn', async () => {
    const threads = threadsWith({ workers: 3 });
    const pages = ['a', 'b', 'c', 'd'].map((name) => render(threads, `/hold/pool-${name}`));
    await holding('pool-a', 'pool-b', 'pool-c');
    expect(threads.stats()).toEqual({ workers: 3, busy: 3, queued: 1, shed: 0, rendered: 0 });

    for (const name of ['a', 'b', 'c', 'd']) letGo(`pool-${name}`);
    const answered = await Promise.all(pages);
    expect(answered.map((page) => page.html)).toEqual([
      '/hold/pool-a',
      '/hold/pool-b',
      '/hold/pool-c',
      '/hold/pool-d',
    ]);
    expect(new Set(answered.slice(0, 3).map(threadOf)).size).toBe(3);
    expect(threads.stats()).toEqual({ workers: 3, busy: 0, queued: 0, shed: 0, rendered: 4 });
  });

  it('give a thread several renders at once when told to, and start threads only as needed', async () => {
    const threads = threadsWith({ workers: 2, rendersPerWorker: 2 });
    expect((await render(threads, '/first')).html).toBe('/first');
    expect(threads.stats().workers).toBe(1);
    const pages = ['a', 'b', 'c', 'd'].map((name) => render(threads, `/hold/share-${name}`));
    await holding('share-a', 'share-b', 'share-c', 'share-d');
    expect(threads.stats()).toMatchObject({ workers: 2, busy: 2, queued: 0 });
    for (const name of ['a', 'b', 'c', 'd']) letGo(`share-${name}`);
    expect(new Set((await Promise.all(pages)).map(threadOf)).size).toBe(2);
  });

  it('shed a request at once when the queue is full', async () => {
    const threads = threadsWith({ queueMax: 1, queueWaitMs: 60_000 });
    const first = render(threads, '/hold/full-1');
    const waiting = render(threads, '/hold/full-2');
    await holding('full-1');
    await until(() => threads.stats().queued === 1, 'one request waiting');

    const shed = render(threads, '/one-too-many');
    await expect(shed).rejects.toBeInstanceOf(RenderShed);
    await expect(shed).rejects.toMatchObject({ reason: 'queue full' });
    expect(threads.stats()).toMatchObject({ busy: 1, queued: 1, shed: 1 });

    letGo('full-1');
    letGo('full-2');
    await Promise.all([first, waiting]);
    expect(await logOf(threads)).not.toContain('started /one-too-many');
  });

  it('shed a request that waited its longest for a thread, which then never renders it', async () => {
    const threads = threadsWith({ queueWaitMs: 100 });
    const first = render(threads, '/hold/wait-1');
    await holding('wait-1');
    const waiting = render(threads, '/waited');

    await expect(waiting).rejects.toMatchObject({ name: 'RenderShed', reason: 'waited too long' });
    expect(threads.stats()).toMatchObject({ busy: 1, queued: 0, shed: 1 });
    letGo('wait-1');
    await first;
    expect(await logOf(threads)).toEqual(['started /hold/wait-1', 'started /log']);
  });

  it('take a waiting request out of the queue when its caller gives it up', async () => {
    const threads = threadsWith({});
    const first = render(threads, '/hold/queue-abort');
    await holding('queue-abort');
    const caller = new AbortController();
    const waiting = render(threads, '/never', caller.signal);
    await until(() => threads.stats().queued === 1, 'one request waiting');

    caller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(threads.stats()).toMatchObject({ queued: 0, shed: 0 });
    letGo('queue-abort');
    await first;
    expect(await logOf(threads)).toEqual(['started /hold/queue-abort', 'started /log']);
  });

  it('have the thread drop a render its caller gave up, and free its room at once', async () => {
    const threads = threadsWith({});
    const caller = new AbortController();
    const rendering = render(threads, '/hold/running-abort', caller.signal);
    await holding('running-abort');

    caller.abort();
    await expect(rendering).rejects.toMatchObject({ name: 'AbortError' });
    await until(() => threads.stats().busy === 0, 'the thread free again');
    expect(await logOf(threads)).toEqual([
      'started /hold/running-abort',
      'dropped /hold/running-abort',
      'started /log',
    ]);
    expect(threads.stats().rendered).toBe(1); // the log, not the page given up
  });

  it('give up a render past its deadline, and have the thread drop it', async () => {
    const threads = threadsWith({}, 200);
    await expect(render(threads, '/hold/too-slow')).rejects.toThrow('no answer within 200 ms');
    await until(() => threads.stats().busy === 0, 'the thread free again');
    expect(await logOf(threads)).toEqual([
      'started /hold/too-slow',
      'dropped /hold/too-slow',
      'started /log',
    ]);
  });

  it('replace a thread stuck past the deadline', async () => {
    const threads = threadsWith({ stuckAfterMs: 200 }, 1_000);
    const before = threadOf(await render(threads, '/first'));

    await expect(render(threads, '/loop')).rejects.toThrow('no answer within 1000 ms');
    await until(() => threads.stats().workers === 0, 'the stuck thread stopped');
    const after = await render(threads, '/after');
    expect(after.html).toBe('/after');
    expect(threadOf(after)).not.toBe(before);
    expect(threads.ready()).toBe(true);
  });

  it('replace a thread that stopped, and answer what it held with an error', async () => {
    const threads = threadsWith({});
    const before = threadOf(await render(threads, '/first'));

    await expect(render(threads, '/exit')).rejects.toThrow('the render thread stopped (3)');
    expect(threads.ready()).toBe(true);
    const after = await render(threads, '/after');
    expect(threadOf(after)).not.toBe(before);
  });

  it("run threads with none of the renderer's environment, and with a heap limit", async () => {
    process.env.RENDER_THREADS_TEST_SECRET = 'not for remote code';
    try {
      const threads = threadsWith({ workerMaxHeapMb: 96 });
      expect(JSON.parse((await render(threads, '/env')).html)).toEqual({});
      expect(JSON.parse((await render(threads, '/limits')).html)).toMatchObject({
        maxOldGenerationSizeMb: 96,
      });
    } finally {
      delete process.env.RENDER_THREADS_TEST_SECRET;
    }
  });

  it('start a new generation for a new build; the old one finishes what it had, then stops', async () => {
    const threads = threadsWith({});
    const first = render(threads, '/hold/old-generation');
    await holding('old-generation');
    const oldKey = threads.generationKey();

    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(build, 'render-worker.js'), later, later);
    await threads.refresh();
    expect(threads.generationKey()).not.toBe(oldKey);
    const fresh = await render(threads, '/new');
    expect(threads.stats()).toMatchObject({ workers: 2, busy: 1 });

    letGo('old-generation');
    const old = await first;
    expect(old.html).toBe('/hold/old-generation');
    expect(threadOf(old)).not.toBe(threadOf(fresh));
    await until(() => threads.stats().workers === 1, 'the old generation stopped');
  });
});

describe("the render pool's settings", () => {
  it('size the pool to the machine, with a queue a few times its size', () => {
    const pool = defaultRenderPool();
    expect(pool.workers).toBe(availableParallelism());
    expect(pool.queueMax).toBe(4 * pool.workers * pool.rendersPerWorker);
    expect(defaultRenderPool({ workers: 3, rendersPerWorker: 2 }).queueMax).toBe(24);
  });

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
