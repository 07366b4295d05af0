import { capturedLogs } from '@site/static-server/testing/captured-logs';
import type { RenderedPage } from '../src/server/render-page';
import type { RenderWorkerData } from '../src/server/worker-protocol';
import { threadOf, until, fakeRenderBuild } from './fixtures/fake-render-build';
import { defaultRenderPool, type RenderPoolOptions } from './render-pool-options';
import { GenerationNotStarted, RenderShed, renderPool, type RenderPool } from './render-pool';

// The threads run a stand-in of the shell's render thread (fixtures/render-worker.cjs).
const build = fakeRenderBuild();
const { holding, letGo } = build;
const started: RenderPool[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((pool) => pool.close()));
});

/** What a generation is started with; the stand-in reads none of it. */
const workerData: RenderWorkerData = {
  remotes: [],
  settings: {
    siteUrl: 'https://www.example.co.uk',
    template: '<!doctype html>',
    remotes: {},
    routes: [],
    releasedAt: {},
    remoteTimeoutMs: 1_000,
    dataTimeoutMs: 1_000,
  },
  fetchTimeoutMs: 1_000,
  internalOrigins: {},
};

function poolWith(given: Partial<RenderPoolOptions>, renderTimeoutMs = 4_000) {
  const pool = renderPool({
    workerFile: build.workerFile(),
    pool: defaultRenderPool({
      workers: 1,
      rendersPerWorker: 1,
      queueMax: 4,
      queueWaitMs: 4_000,
      stuckAfterMs: 4_000,
      ...given,
    }),
    renderTimeoutMs,
    drainMs: 4_000,
  });
  pool.use('first', workerData);
  started.push(pool);
  return pool;
}

async function render(pool: RenderPool, url: string, signal?: AbortSignal) {
  const response = await pool.ask({ kind: 'render', url }, signal);
  if (!response.ok) throw new Error(response.error);
  return response.value as RenderedPage;
}

/** What the thread that answers has started and dropped. */
const logOf = async (pool: RenderPool) => JSON.parse((await render(pool, '/log')).html) as string[];

describe('the render pool', () => {
  it('renders as many pages at once as there are threads; the rest wait their turn', async () => {
    const pool = poolWith({ workers: 3 });
    const pages = ['a', 'b', 'c', 'd'].map((name) => render(pool, `/hold/pool-${name}`));
    await holding('pool-a', 'pool-b', 'pool-c');
    expect(pool.stats()).toEqual({ workers: 3, busy: 3, queued: 1, shed: 0, rendered: 0 });

    for (const name of ['a', 'b', 'c', 'd']) letGo(`pool-${name}`);
    const answered = await Promise.all(pages);
    expect(answered.map((page) => page.html)).toEqual([
      '/hold/pool-a',
      '/hold/pool-b',
      '/hold/pool-c',
      '/hold/pool-d',
    ]);
    expect(new Set(answered.slice(0, 3).map(threadOf)).size).toBe(3);
    expect(pool.stats()).toEqual({ workers: 3, busy: 0, queued: 0, shed: 0, rendered: 4 });
  });

  it('gives a thread several renders at once when told to, and starts threads only as needed', async () => {
    const pool = poolWith({ workers: 2, rendersPerWorker: 2 });
    expect((await render(pool, '/first')).html).toBe('/first');
    expect(pool.stats().workers).toBe(1);
    const pages = ['a', 'b', 'c', 'd'].map((name) => render(pool, `/hold/share-${name}`));
    await holding('share-a', 'share-b', 'share-c', 'share-d');
    expect(pool.stats()).toMatchObject({ workers: 2, busy: 2, queued: 0 });
    for (const name of ['a', 'b', 'c', 'd']) letGo(`share-${name}`);
    expect(new Set((await Promise.all(pages)).map(threadOf)).size).toBe(2);
  });

  it('sheds a request at once when the queue is full', async () => {
    const pool = poolWith({ queueMax: 1, queueWaitMs: 60_000 });
    const first = render(pool, '/hold/full-1');
    const waiting = render(pool, '/hold/full-2');
    await holding('full-1');
    await until(() => pool.stats().queued === 1, 'one request waiting');

    const shed = render(pool, '/one-too-many');
    await expect(shed).rejects.toBeInstanceOf(RenderShed);
    await expect(shed).rejects.toMatchObject({ reason: 'queue full' });
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 1, shed: 1 });

    letGo('full-1');
    letGo('full-2');
    await Promise.all([first, waiting]);
    expect(await logOf(pool)).not.toContain('started /one-too-many');
  });

  it('sheds a request that waited its longest for a thread, which then never renders it', async () => {
    const pool = poolWith({ queueWaitMs: 100 });
    const first = render(pool, '/hold/wait-1');
    await holding('wait-1');
    const waiting = render(pool, '/waited');

    await expect(waiting).rejects.toMatchObject({ name: 'RenderShed', reason: 'waited too long' });
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 0, shed: 1 });
    letGo('wait-1');
    await first;
    expect(await logOf(pool)).toEqual(['started /hold/wait-1', 'started /log']);
  });

  it('takes a waiting request out of the queue when its caller gives it up', async () => {
    const pool = poolWith({});
    const first = render(pool, '/hold/queue-abort');
    await holding('queue-abort');
    const caller = new AbortController();
    const waiting = render(pool, '/never', caller.signal);
    await until(() => pool.stats().queued === 1, 'one request waiting');

    caller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(pool.stats()).toMatchObject({ queued: 0, shed: 0 });
    letGo('queue-abort');
    await first;
    expect(await logOf(pool)).toEqual(['started /hold/queue-abort', 'started /log']);
  });

  it('has the thread drop a render its caller gave up, and frees its room at once', async () => {
    const pool = poolWith({});
    const caller = new AbortController();
    const rendering = render(pool, '/hold/running-abort', caller.signal);
    await holding('running-abort');

    caller.abort();
    await expect(rendering).rejects.toMatchObject({ name: 'AbortError' });
    await until(() => pool.stats().busy === 0, 'the thread free again');
    expect(await logOf(pool)).toEqual([
      'started /hold/running-abort',
      'dropped /hold/running-abort',
      'started /log',
    ]);
    expect(pool.stats().rendered).toBe(1); // the log, not the page given up
  });

  it('gives up a render past its deadline, and has the thread drop it', async () => {
    const pool = poolWith({}, 200);
    await expect(render(pool, '/hold/too-slow')).rejects.toThrow('no answer within 200 ms');
    await until(() => pool.stats().busy === 0, 'the thread free again');
    expect(await logOf(pool)).toEqual([
      'started /hold/too-slow',
      'dropped /hold/too-slow',
      'started /log',
    ]);
  });

  it('replaces a thread stuck past the deadline', async () => {
    const pool = poolWith({ stuckAfterMs: 200 }, 1_000);
    const before = threadOf(await render(pool, '/first'));

    await expect(render(pool, '/loop')).rejects.toThrow('no answer within 1000 ms');
    await until(() => pool.stats().workers === 0, 'the stuck thread stopped');
    const after = await render(pool, '/after');
    expect(after.html).toBe('/after');
    expect(threadOf(after)).not.toBe(before);
    expect(pool.ready()).toBe(true);
  });

  it('replaces a thread that stopped, and answers what it held with an error', async () => {
    const pool = poolWith({});
    const before = threadOf(await render(pool, '/first'));

    await expect(render(pool, '/exit')).rejects.toThrow('the render thread stopped (3)');
    expect(pool.ready()).toBe(true);
    const after = await render(pool, '/after');
    expect(threadOf(after)).not.toBe(before);
  });

  it('lets a new generation take over only once its first thread has loaded the code', async () => {
    const pool = poolWith({ workers: 2 });
    const before = threadOf(await render(pool, '/before'));

    // The stand-in's second generation holds its `warm` until the test lets it go.
    const { answering } = pool.use('second', {
      ...workerData,
      settings: { ...workerData.settings, template: 'hold warm-second' },
    });
    await holding('warm-second');
    expect(pool.generationKey()).toBe('first');
    expect(threadOf(await render(pool, '/while-it-loads'))).toBe(before);

    letGo('warm-second');
    await answering;
    expect(pool.generationKey()).toBe('second');
    expect(threadOf(await render(pool, '/after'))).not.toBe(before);
    await until(() => pool.stats().workers === 1, 'the first generation stopped');
  });

  it('keeps the generation before answering when a new one cannot start a thread', async () => {
    const pool = poolWith({});
    const before = threadOf(await render(pool, '/before'));
    // A release whose code kills its thread as it loads.
    const { answering } = pool.use('broken', {
      ...workerData,
      settings: { ...workerData.settings, template: 'cannot start' },
    });
    await expect(answering).rejects.toThrow(GenerationNotStarted);
    expect(pool.ready()).toBe(true);
    expect(pool.generationKey()).toBe('first');
    expect(threadOf(await render(pool, '/after'))).toBe(before);
    // A later release that starts takes over as usual.
    await pool.use('fixed', workerData).answering;
    expect(pool.generationKey()).toBe('fixed');
  });

  it('takes a newer generation over one still loading, which never answers', async () => {
    const pool = poolWith({});
    const loading = pool.use('second', {
      ...workerData,
      settings: { ...workerData.settings, template: 'hold warm-never' },
    });
    await holding('warm-never');
    const newer = pool.use('third', workerData);
    await Promise.all([loading.answering, newer.answering]);
    expect(pool.generationKey()).toBe('third');
  });

  it('stops a generation still loading when the pool closes, which then never answers', async () => {
    const pool = poolWith({});
    const { answering } = pool.use('second', {
      ...workerData,
      settings: { ...workerData.settings, template: 'hold warm-closing' },
    });
    await holding('warm-closing');
    await pool.close();
    await answering;
    expect(pool.ready()).toBe(false);
    expect(pool.stats().workers).toBe(0);
  });

  it('answers at once with a first generation, its first thread loading the code meanwhile; ready for traffic after', async () => {
    const pool = renderPool({
      workerFile: build.workerFile(),
      pool: defaultRenderPool({ workers: 1 }),
      renderTimeoutMs: 4_000,
      drainMs: 4_000,
    });
    started.push(pool);
    const { warmed } = pool.use('first', {
      ...workerData,
      settings: { ...workerData.settings, template: 'hold warm-first' },
    });
    expect(pool.ready()).toBe(true);
    await holding('warm-first');
    const page = await render(pool, '/meanwhile');
    expect(pool.stats().workers).toBe(1);
    expect(pool.warmed()).toBe(false);
    letGo('warm-first');
    await warmed;
    expect(pool.warmed()).toBe(true);
    expect(threadOf(await render(pool, '/after'))).toBe(threadOf(page));
  });

  it("runs threads with none of the renderer's environment, and with a heap limit", async () => {
    process.env.RENDER_THREADS_TEST_SECRET = 'not for remote code';
    try {
      const pool = poolWith({ workerMaxHeapMb: 96 });
      expect(JSON.parse((await render(pool, '/env')).html)).toEqual({});
      expect(JSON.parse((await render(pool, '/limits')).html)).toMatchObject({
        maxOldGenerationSizeMb: 96,
      });
    } finally {
      delete process.env.RENDER_THREADS_TEST_SECRET;
    }
  });

  it("passes on what a thread logs, with no newsletter link's token in it", async () => {
    const pool = poolWith({});
    const logs = await capturedLogs(async (writtenSoFar) => {
      await render(pool, '/newsletter/confirm?token=secret-4b1e');
      await until(
        () => writtenSoFar().includes('could not be rendered'),
        "the thread's log passed on",
      );
    });
    expect(logs).toContain('[renderer] /newsletter/confirm?[redacted]: rendering');
    expect(logs).toContain('[renderer] /newsletter/confirm?[redacted]: a region could not');
    expect(logs).not.toContain('secret-4b1e');
  });
});
