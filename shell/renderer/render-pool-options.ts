import { availableParallelism } from 'node:os';

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
