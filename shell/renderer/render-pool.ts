import type {
  RenderRequest,
  RenderResponse,
  RenderWorkerData,
  ToRenderWorker,
} from '../src/server/worker-protocol';
import type { ThreadStats } from './metrics';
import type { RenderPoolOptions } from './render-pool-options';
import {
  answer,
  reject,
  release,
  startRenderThread,
  type Generation,
  type Job,
  type Thread,
} from './render-thread';

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

/**
 * A new generation whose first thread stopped before it answered anything (its code kills the
 * thread as it loads): it does not take over, and the one before keeps answering.
 */
export class GenerationNotStarted extends Error {
  constructor(readonly key: string) {
    super(`The render threads of ${key} could not start: the releases before keep answering`);
    this.name = 'GenerationNotStarted';
  }
}

/** A request as its caller asks it: the pool numbers it. */
export type RenderQuestion = {
  [K in RenderRequest['kind']]: Omit<Extract<RenderRequest, { kind: K }>, 'id'>;
}[RenderRequest['kind']];

export interface RenderPoolSettings {
  /** The render thread's code (the shell's `render-worker.js`). */
  workerFile: string;
  pool: RenderPoolOptions;
  /** The longest a thread may take to answer once it has a request; then it is given up. */
  renderTimeoutMs: number;
  /** How long a generation that was replaced keeps answering what it was already asked. */
  drainMs: number;
}

/**
 * The threads that render, a pool per generation: the answering one takes the new requests, and
 * one that was replaced stops once it has answered what it was asked.
 *
 * The work is bounded: a request goes to a thread with room, or waits in a short queue for a
 * short time, or is shed at once (`RenderShed`), so that a flood is answered quickly from what
 * there is rather than piled up. A request given up (its deadline, or its caller's signal) leaves
 * the queue, or its thread drops it; a thread that does not, or that dies, is replaced.
 */
export function renderPool({ workerFile, pool, renderTimeoutMs, drainMs }: RenderPoolSettings) {
  let current: Generation | undefined;
  /** The generation that loads its code before it takes over from `current`. */
  let next: Generation | undefined;
  let closed = false;
  const retiring = new Set<Generation>();
  const queue: Job[] = [];
  const counts = { shed: 0, rendered: 0 };
  let nextId = 0;

  function spawn(generation: Generation): Thread {
    return startRenderThread(workerFile, generation, pool.workerMaxHeapMb, {
      answered(thread, response) {
        if (thread.warming?.id === response.id) {
          if (response.ok && (response.value as string[]).length > 0) {
            console.error(
              `[renderer] a new generation could not load ${(response.value as string[]).join(', ')} ahead; a page of it loads it when asked`,
            );
          }
          thread.warming.done();
          return;
        }
        const job = thread.running.get(response.id);
        if (!job) return;
        release(job);
        if (response.ok) counts.rendered += 1;
        answer(job, response);
        afterWork(thread);
      },
      lost(thread, reason) {
        lose(thread, reason);
        // One that could not even start fails its generation: the next request reads the
        // releases again and starts a new one, as at the start.
        if (!thread.answered) generation.failed = true;
        pump();
      },
    });
  }

  /** Takes a thread out of its pool for good; its requests are answered with `reason`. */
  function lose(thread: Thread, reason: string) {
    thread.generation.threads.delete(thread);
    thread.warming?.done();
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
      () => giveUp(job, new Error(`no answer within ${renderTimeoutMs} ms`)),
      renderTimeoutMs,
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

  /**
   * Starts a first thread of `generation` and has it load the remotes' code. Resolves once it has
   * (or could not), or after the render timeout: a remote that hangs delays nothing for long.
   */
  function warm(generation: Generation): Promise<void> {
    let thread: Thread;
    try {
      thread = spawn(generation);
    } catch (error) {
      console.error('[renderer] a render thread could not start:', error);
      generation.failed = true;
      generation.warmed = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const id = ++nextId;
      const timer = setTimeout(() => thread.warming?.done(), renderTimeoutMs);
      thread.warming = {
        id,
        done() {
          clearTimeout(timer);
          thread.warming = undefined;
          generation.warmed = true;
          resolve();
          pump();
        },
      };
      thread.worker.postMessage({ kind: 'warm', id } satisfies ToRenderWorker);
    });
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
    }, drainMs).unref();
  }

  return {
    /** Whether a generation answers: none before the first, nor one whose code cannot start. */
    ready: () => Boolean(current && !current.failed),
    /**
     * Whether it should take traffic: a generation answers, and its first thread has loaded the
     * remotes' code (or could not, or took the render timeout). A first generation answers before
     * that, so that a renderer left alone still serves; its readiness check (`/readyz`) waits, so
     * that its first visitors do not pay for the load.
     */
    warmed: () => Boolean(current && !current.failed && current.warmed),
    /** Identifies the generation answering now. */
    generationKey: () => current?.key ?? '',

    /**
     * Makes the generation `key` (its threads started with `data`) the answering one, once its
     * first thread has loaded the remotes' code: until then the generation before answers, so
     * that a new release's first visitors wait for none of it. With none before that answers, it
     * answers at once, its first thread loading the code as it takes the first requests.
     * `answering` resolves once it answers; `warmed`, once that first thread is done too. Both
     * reject with `GenerationNotStarted` when a generation that would replace one cannot start.
     */
    use(key: string, data: RenderWorkerData): { answering: Promise<void>; warmed: Promise<void> } {
      const generation: Generation = {
        key,
        data,
        threads: new Set(),
        failed: false,
        retiring: false,
        warmed: false,
      };
      if (next) retire(next);
      const takeOver = () => {
        if (next === generation) next = undefined;
        // A newer one came while this one loaded, or the pool was closed.
        if (generation.retiring || closed) return;
        const previous = current;
        current = generation;
        if (previous) retire(previous);
        pump();
      };
      if (!current || current.failed) {
        const warmed = warm(generation); // its first thread, which takeOver gives the waiting
        takeOver();
        return { answering: Promise.resolve(), warmed };
      }
      next = generation;
      const warmed = warm(generation).then(() => {
        if (generation.failed && !generation.retiring && !closed) {
          // Its code could not even start a thread: the generation before keeps answering.
          if (next === generation) next = undefined;
          retire(generation);
          throw new GenerationNotStarted(key);
        }
        takeOver();
      });
      return { answering: warmed, warmed };
    },

    /**
     * Asks a thread of the answering generation. Rejects with `RenderShed` at once when there is
     * no room, with the caller's reason when `signal` aborts, and with an error when the thread
     * fails or takes longer than `renderTimeoutMs`.
     */
    async ask(request: RenderQuestion, signal?: AbortSignal): Promise<RenderResponse> {
      const id = ++nextId;
      let onAbort: (() => void) | undefined;
      try {
        return await new Promise<RenderResponse>((resolve, fail) => {
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
      } finally {
        if (onAbort) signal?.removeEventListener('abort', onAbort);
      }
    },

    /** What the pool has done, for the metrics. */
    stats(): ThreadStats {
      let workers = 0;
      let busy = 0;
      for (const generation of [current, next, ...retiring]) {
        for (const thread of generation?.threads ?? []) {
          workers += 1;
          if (thread.running.size > 0) busy += 1;
        }
      }
      return { workers, busy, queued: queue.length, shed: counts.shed, rendered: counts.rendered };
    },

    async close() {
      closed = true;
      for (const job of queue.splice(0)) {
        clearTimeout(job.waiting);
        reject(job, new Error('the renderer is closing'));
      }
      const threads = [current, next, ...retiring].flatMap((generation) => [
        ...(generation?.threads ?? []),
      ]);
      for (const thread of threads) {
        thread.stopped = true;
        lose(thread, 'the renderer is closing');
      }
      retiring.clear();
      current = undefined;
      next = undefined;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}

export type RenderPool = ReturnType<typeof renderPool>;
