import { existsSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  parseRemoteManifest,
  serverPageTemplateFile,
  parseRemotesConfig,
  type RemoteName,
} from '@site/contracts/federation';
import type {
  RenderAnswers,
  RenderRequest,
  RenderResponse,
  RenderWorkerData,
  ToRenderWorker,
} from '../src/server/worker-protocol';
import { internalUrl } from '../src/server/internal-url';
import type { BrowserCode } from '../src/server/render-page';

/** How the render threads of a generation share the work, and their bounds. */
export interface RenderPoolOptions {
  /** Threads per generation of remote releases; each is started when first needed. */
  workers: number;
  /**
   * Requests one thread takes at once: their waits for a remote's code and a page's data overlap,
   * while React renders one page at a time in it.
   */
  rendersPerWorker: number;
  /** Requests waiting for a thread, at most; past that, a request is shed at once. */
  queueMax: number;
  /** The longest a request waits for a thread; then it is shed. */
  queueWaitMs: number;
  /** The heap of each thread (its old generation), in MiB: past it, the thread is replaced. */
  workerMaxHeapMb: number;
  /**
   * How long a thread may take to confirm that it dropped a request given up; a thread that does
   * not is stuck (a loop that never yields) and is replaced.
   */
  stuckAfterMs: number;
}

/** The pool's settings when none are given: as many threads as the machine runs at once. */
export function defaultRenderPool(given: Partial<RenderPoolOptions> = {}): RenderPoolOptions {
  const workers = given.workers ?? availableParallelism();
  const rendersPerWorker = given.rendersPerWorker ?? 4;
  return {
    workers,
    rendersPerWorker,
    queueMax: given.queueMax ?? 4 * workers * rendersPerWorker,
    queueWaitMs: given.queueWaitMs ?? 1_000,
    workerMaxHeapMb: given.workerMaxHeapMb ?? 128,
    stuckAfterMs: given.stuckAfterMs ?? 1_000,
  };
}

export interface RenderThreadsOptions {
  /** The shell's built `dist/` (its `server-page.html`, the template of every page). */
  shellDist: string;
  /** The shell's server build (`dist-server/`, its `render-worker.js`). */
  shellServerBuild: string;
  /** Where `remotes.json` is read, as the browser reads it. */
  remotesUrl: string;
  siteUrl: string;
  remoteTimeoutMs: number;
  dataTimeoutMs: number;
  /**
   * The longest a thread may take to answer once it has a request, after which the request is
   * given up (and the page is left to the browser).
   */
  renderTimeoutMs: number;
  /** Public origin → the origin the renderer reaches it at (a container network). */
  internalOrigins: Record<string, string>;
  /** How long a generation that was replaced keeps answering what it was already asked. */
  drainMs: number;
  /** The pool's size and bounds; each one left out takes its default (`defaultRenderPool`). */
  pool?: Partial<RenderPoolOptions>;
}

/**
 * A request turned away without being rendered, because the threads are all busy and the queue
 * is full, or the request waited its longest for a thread. Answer it at once with what there is
 * (a stale page, else the client-rendered shell with 503).
 */
export class RenderShed extends Error {
  constructor(readonly reason: 'queue full' | 'waited too long') {
    super(`Not rendered: ${reason}`);
    this.name = 'RenderShed';
  }
}

/** What the pool has done, for the metrics: plain numbers, totals since the start. */
export interface RenderStats {
  /** Threads running, in every generation (the one answering, and those draining). */
  workers: number;
  /** Threads with at least one request in hand. */
  busy: number;
  /** Requests waiting for a thread. */
  queued: number;
  /** Requests shed (`RenderShed`). */
  shed: number;
  /** Requests a thread answered. */
  rendered: number;
}

/** One remote as the renderer last found it. */
interface RemoteRelease {
  name: RemoteName;
  manifestUrl: string;
  serverEntryUrl?: string;
  /** The server entry's integrity, from `remotes.json`: checked before it runs. */
  integrity?: string;
  release: string;
  builtAt?: string;
  /** Its browser files, which the pages preload. */
  browserCode?: BrowserCode;
}

interface Generation {
  key: string;
  data: RenderWorkerData;
  threads: Set<Thread>;
  /** A thread of it stopped before it ever answered: its code cannot start. */
  failed: boolean;
  retiring: boolean;
}

interface Thread {
  worker: Worker;
  generation: Generation;
  running: Map<number, Job>;
  answered: boolean;
  /** Stopped on purpose (replaced, drained, closed): its exit is expected. */
  stopped: boolean;
  error?: Error;
}

interface Job {
  id: number;
  message: RenderRequest;
  answer: (response: RenderResponse) => void;
  /** Its caller's rejection: shed, given up, or the thread lost. */
  fail: (reason: unknown) => void;
  settled: boolean;
  /** Set while it waits for a thread. */
  waiting?: ReturnType<typeof setTimeout>;
  /** Set once a thread has it. */
  thread?: Thread;
  deadline?: ReturnType<typeof setTimeout>;
  /** Set once given up while a thread had it: the thread must confirm it dropped it. */
  stuck?: ReturnType<typeof setTimeout>;
}

const fetchJson = async (
  url: string,
  timeoutMs: number,
  internalOrigins: Record<string, string>,
): Promise<unknown> => {
  const response = await fetch(internalUrl(url, internalOrigins), {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'Cache-Control': 'no-cache' },
  });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
};

/**
 * The renderer's threads: a pool per generation of remote releases. Every few seconds it reads
 * `remotes.json` and each remote's manifest; when a remote moved or shipped a new release, a new
 * generation starts with it (fresh threads, a fresh module registry: no old code, nothing left
 * to leak), takes the new requests, and the old one stops once it has answered what it was
 * asked.
 *
 * The work is bounded: a request goes to a thread with room, or waits in a short queue for a
 * short time, or is shed at once (`RenderShed`), so that a flood is answered quickly from what
 * there is rather than piled up. A request given up (its deadline, or its caller's signal) leaves
 * the queue, or its thread drops it; a thread that does not, or that dies, is replaced. The
 * threads have a heap limit and none of the renderer's environment: a remote's code runs there.
 */
export function renderThreads(options: RenderThreadsOptions) {
  const pool = defaultRenderPool(options.pool);
  const workerFile = path.join(options.shellServerBuild, 'render-worker.js');
  const templateFile = path.join(options.shellDist, serverPageTemplateFile);
  let releases = new Map<RemoteName, RemoteRelease>();
  const unreachable = new Set<string>();
  let current: Generation | undefined;
  const retiring = new Set<Generation>();
  const queue: Job[] = [];
  const counts = { shed: 0, rendered: 0 };
  let nextId = 0;
  let refreshing: Promise<void> | undefined;

  /**
   * A server entry is run only from the origin `remotes.json` names for its remote (the
   * allowlist is that file): a manifest that points elsewhere gets its pages left to the browser.
   */
  function allowedServerEntry(remote: RemoteName, manifestUrl: string, entry?: string) {
    if (!entry) return undefined;
    if (new URL(entry).origin === new URL(manifestUrl).origin) return entry;
    console.error(
      `[renderer] the "${remote}" remote's server entry ${entry} is not on its origin in remotes.json: not run`,
    );
    return undefined;
  }

  async function readReleases(): Promise<Map<RemoteName, RemoteRelease>> {
    const { remotes, serverIntegrity = {} } = parseRemotesConfig(
      await fetchJson(options.remotesUrl, 2000, options.internalOrigins),
    );
    const found = new Map<RemoteName, RemoteRelease>();
    await Promise.all(
      Object.entries(remotes).map(async ([name, manifestUrl]) => {
        const remote = name as RemoteName;
        try {
          const info = parseRemoteManifest(
            await fetchJson(manifestUrl, 2000, options.internalOrigins),
            manifestUrl,
          );
          if (unreachable.delete(manifestUrl)) {
            console.log(`[renderer] the "${remote}" remote's manifest answers again`);
          }
          const serverEntryUrl = allowedServerEntry(remote, manifestUrl, info.serverEntryUrl);
          const integrity = serverIntegrity[remote];
          found.set(remote, {
            name: remote,
            manifestUrl,
            release: info.release,
            ...(serverEntryUrl ? { serverEntryUrl } : {}),
            ...(serverEntryUrl && integrity ? { integrity } : {}),
            ...(info.builtAt ? { builtAt: info.builtAt } : {}),
            browserCode: { entryUrl: info.entryUrl, moduleScripts: info.moduleScripts },
          });
        } catch (error) {
          // Down for now: the release last seen at the same place stays (its files are cached
          // by the threads); a remote never seen renders as unavailable until it answers.
          const known = releases.get(remote);
          if (known?.manifestUrl === manifestUrl) found.set(remote, known);
          else found.set(remote, { name: remote, manifestUrl, release: 'unreachable' });
          // Once per outage, not at every look.
          if (!unreachable.has(manifestUrl)) {
            console.error(`[renderer] the "${remote}" remote's manifest: ${String(error)}`);
          }
          unreachable.add(manifestUrl);
          return;
        }
      }),
    );
    return found;
  }

  /** The remotes' releases, and the shell's own build (a rebuild under `npm run dev`). */
  const keyOf = (found: Map<RemoteName, RemoteRelease>) =>
    JSON.stringify([
      existsSync(workerFile) ? statSync(workerFile).mtimeMs : 0,
      ...[...found.values()].sort((a, b) => a.name.localeCompare(b.name)),
    ]);

  function start(found: Map<RemoteName, RemoteRelease>): Generation {
    if (!existsSync(workerFile)) throw new Error(`${workerFile} is missing: build the shell first`);
    const data: RenderWorkerData = {
      remotes: [...found.values()].flatMap((r) =>
        r.serverEntryUrl
          ? [
              {
                name: r.name,
                serverEntryUrl: r.serverEntryUrl,
                ...(r.integrity ? { integrity: r.integrity } : {}),
              },
            ]
          : [],
      ),
      settings: {
        siteUrl: options.siteUrl,
        template: readFileSync(templateFile, 'utf8'),
        remotes: Object.fromEntries([...found.values()].map((r) => [r.name, r.manifestUrl])),
        browserCode: Object.fromEntries(
          [...found.values()].flatMap((r) => (r.browserCode ? [[r.name, r.browserCode]] : [])),
        ),
        releasedAt: Object.fromEntries(
          [...found.values()].flatMap((r) => (r.builtAt ? [[r.name, r.builtAt]] : [])),
        ),
        remoteTimeoutMs: options.remoteTimeoutMs,
        dataTimeoutMs: options.dataTimeoutMs,
      },
      fetchTimeoutMs: Math.max(options.remoteTimeoutMs, options.dataTimeoutMs),
      internalOrigins: options.internalOrigins,
    };
    return { key: keyOf(found), data, threads: new Set(), failed: false, retiring: false };
  }

  function spawn(generation: Generation): Thread {
    const thread: Thread = {
      worker: new Worker(workerFile, {
        workerData: generation.data,
        // A remote's code runs in it: none of the renderer's settings (keys, tokens) are there;
        // everything it needs comes in `workerData`.
        env: {},
        resourceLimits: { maxOldGenerationSizeMb: pool.workerMaxHeapMb },
      }),
      generation,
      running: new Map(),
      answered: false,
      stopped: false,
    };
    generation.threads.add(thread);
    thread.worker.on('message', (response: RenderResponse) => {
      const job = thread.running.get(response.id);
      thread.answered = true;
      if (!job) return;
      release(job);
      if (response.ok) counts.rendered += 1;
      answer(job, response);
      afterWork(thread);
    });
    thread.worker.on('error', (error) => {
      console.error('[renderer] a render thread failed:', error);
      thread.error = error;
    });
    thread.worker.on('exit', (code) => {
      if (thread.stopped) return;
      lose(
        thread,
        thread.error
          ? `the render thread failed: ${thread.error.message}`
          : `the render thread stopped (${code})`,
      );
      // One that could not even start fails its generation: the next request reads the
      // releases again and starts a new one, as at the start.
      if (!thread.answered) generation.failed = true;
      pump();
    });
    return thread;
  }

  /** Takes a thread out of its pool for good; its requests are answered with `reason`. */
  function lose(thread: Thread, reason: string) {
    thread.generation.threads.delete(thread);
    for (const job of [...thread.running.values()]) {
      release(job);
      reject(job, new Error(reason));
    }
    if (thread.generation.retiring && thread.generation.threads.size === 0) {
      retiring.delete(thread.generation);
    }
  }

  function stop(thread: Thread, reason: string) {
    if (thread.stopped) return;
    thread.stopped = true;
    lose(thread, reason);
    void thread.worker.terminate();
  }

  /** After a thread answered: a draining one stops once it has nothing left; else more work. */
  function afterWork(thread: Thread) {
    if (thread.generation.retiring && thread.running.size === 0) {
      stop(thread, 'the generation was replaced');
    }
    pump();
  }

  /** The thread of the answering generation that should take the next request, if any. */
  function threadWithRoom(): Thread | undefined {
    const generation = current;
    if (!generation || generation.failed) return undefined;
    let best: Thread | undefined;
    for (const thread of generation.threads) {
      if (thread.running.size < pool.rendersPerWorker) {
        if (!best || thread.running.size < best.running.size) best = thread;
      }
    }
    if (best?.running.size === 0) return best;
    if (generation.threads.size < pool.workers) {
      try {
        return spawn(generation);
      } catch (error) {
        console.error('[renderer] a render thread could not start:', error);
        generation.failed = true;
        return undefined;
      }
    }
    return best;
  }

  function run(thread: Thread, job: Job) {
    job.thread = thread;
    thread.running.set(job.id, job);
    job.deadline = setTimeout(
      () => giveUp(job, new Error(`no answer within ${options.renderTimeoutMs} ms`)),
      options.renderTimeoutMs,
    );
    thread.worker.postMessage(job.message satisfies ToRenderWorker);
  }

  /** Hands waiting requests to threads with room, oldest first. */
  function pump() {
    while (queue.length > 0) {
      const thread = threadWithRoom();
      if (!thread) return;
      const job = queue.shift()!;
      clearTimeout(job.waiting);
      job.waiting = undefined;
      run(thread, job);
    }
  }

  function enqueue(job: Job) {
    if (queue.length === 0) {
      const thread = threadWithRoom();
      if (thread) return run(thread, job);
    }
    if (queue.length >= pool.queueMax) return shed(job, 'queue full');
    job.waiting = setTimeout(() => {
      queue.splice(queue.indexOf(job), 1);
      shed(job, 'waited too long');
    }, pool.queueWaitMs);
    queue.push(job);
  }

  function shed(job: Job, reason: RenderShed['reason']) {
    counts.shed += 1;
    reject(job, new RenderShed(reason));
  }

  /** Frees the thread's room the job took. */
  function release(job: Job) {
    clearTimeout(job.deadline);
    clearTimeout(job.stuck);
    job.thread?.running.delete(job.id);
  }

  function answer(job: Job, response: RenderResponse) {
    if (job.settled) return;
    job.settled = true;
    job.answer(response);
  }

  function reject(job: Job, reason: unknown) {
    if (job.settled) return;
    job.settled = true;
    job.fail(reason);
  }

  /** Stops a request's work: out of the queue, or dropped by its thread. Its caller is answered. */
  function giveUp(job: Job, reason: unknown) {
    if (job.waiting) {
      clearTimeout(job.waiting);
      job.waiting = undefined;
      const at = queue.indexOf(job);
      if (at >= 0) queue.splice(at, 1);
      reject(job, reason);
      return;
    }
    reject(job, reason);
    const thread = job.thread;
    if (!thread || !thread.running.has(job.id) || job.stuck) return;
    clearTimeout(job.deadline);
    thread.worker.postMessage({ kind: 'abort', id: job.id } satisfies ToRenderWorker);
    job.stuck = setTimeout(() => {
      console.error('[renderer] a render thread did not let go of a request: replaced');
      stop(thread, 'the render thread was stuck');
      pump();
    }, pool.stuckAfterMs);
  }

  function retire(generation: Generation) {
    generation.retiring = true;
    retiring.add(generation);
    for (const thread of [...generation.threads]) {
      if (thread.running.size === 0) stop(thread, 'the generation was replaced');
    }
    if (generation.threads.size === 0) {
      retiring.delete(generation);
      return;
    }
    setTimeout(() => {
      for (const thread of [...generation.threads]) stop(thread, 'the generation was replaced');
      retiring.delete(generation);
    }, options.drainMs).unref();
  }

  /** Reads where the remotes are; starts a new generation if anything changed. */
  function refresh(): Promise<void> {
    // One look at a time: requests arriving before there is a generation share it.
    refreshing ??= (async () => {
      const found = await readReleases();
      releases = found;
      if (current && !current.failed && current.key === keyOf(found)) return;
      const previous = current;
      current = start(found);
      if (previous) retire(previous);
      pump();
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  /**
   * Asks a thread of the answering generation. Rejects with `RenderShed` at once when there is
   * no room, with the caller's reason when `signal` aborts, and with an error when the thread
   * fails or takes longer than `renderTimeoutMs`.
   */
  async function ask<K extends RenderRequest['kind']>(
    request: { kind: K } & Omit<Extract<RenderRequest, { kind: K }>, 'id'>,
    { signal }: { signal?: AbortSignal } = {},
  ): Promise<RenderAnswers[K]> {
    signal?.throwIfAborted();
    if (!current || current.failed) await refresh();
    signal?.throwIfAborted();
    const id = ++nextId;
    let onAbort: (() => void) | undefined;
    try {
      const response = await new Promise<RenderResponse>((resolve, fail) => {
        const job: Job = {
          id,
          message: { ...request, id } as RenderRequest,
          answer: resolve,
          fail,
          settled: false,
        };
        if (signal) {
          onAbort = () => giveUp(job, signal.reason);
          signal.addEventListener('abort', onAbort, { once: true });
        }
        enqueue(job);
      });
      if (!response.ok) throw new Error(response.error);
      return response.value as RenderAnswers[K];
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }

  function stats(): RenderStats {
    let workers = 0;
    let busy = 0;
    for (const generation of [current, ...retiring]) {
      for (const thread of generation?.threads ?? []) {
        workers += 1;
        if (thread.running.size > 0) busy += 1;
      }
    }
    return { workers, busy, queued: queue.length, shed: counts.shed, rendered: counts.rendered };
  }

  return {
    refresh,
    ask,
    stats,
    /** Identifies the generation answering now. */
    generationKey: () => current?.key ?? '',
    /** The live release of each remote, as last read. */
    releases: (): Record<string, string> =>
      Object.fromEntries([...releases.values()].map((remote) => [remote.name, remote.release])),
    ready: () => Boolean(current && !current.failed),
    async close() {
      for (const job of queue.splice(0)) {
        clearTimeout(job.waiting);
        reject(job, new Error('the renderer is closing'));
      }
      const threads = [current, ...retiring].flatMap((generation) => [
        ...(generation?.threads ?? []),
      ]);
      for (const thread of threads) {
        thread.stopped = true;
        lose(thread, 'the renderer is closing');
      }
      retiring.clear();
      current = undefined;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}

export type RenderThreads = ReturnType<typeof renderThreads>;
