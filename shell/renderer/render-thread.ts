import type { Readable, Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { withoutTokenQueries } from '@site/contracts/log-redaction';
import type {
  RenderRequest,
  RenderResponse,
  RenderWorkerData,
} from '../src/server/worker-protocol';

/** The threads started for one generation of remote releases, all with the same `data`. */
export interface Generation {
  key: string;
  data: RenderWorkerData;
  threads: Set<Thread>;
  /** A thread of it stopped before it ever answered: its code cannot start. */
  failed: boolean;
  retiring: boolean;
  /** Its first thread has loaded the remotes' code, or could not, or took its longest. */
  warmed: boolean;
}

export interface Thread {
  worker: Worker;
  generation: Generation;
  running: Map<number, Job>;
  answered: boolean;
  /** Stopped on purpose (replaced, drained, closed): its exit is expected. */
  stopped: boolean;
  error?: Error;
  /** Set while it loads its generation's code (`warm`), before the generation answers. */
  warming?: { id: number; done(): void };
}

/** One request to the pool, from the moment it is asked until its caller is answered. */
export interface Job {
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

/** Frees the room the job took in its thread. */
export function release(job: Job) {
  clearTimeout(job.deadline);
  clearTimeout(job.stuck);
  job.thread?.running.delete(job.id);
}

/** Answers the job's caller, unless it was answered already (given up, shed). */
export function answer(job: Job, response: RenderResponse) {
  if (job.settled) return;
  job.settled = true;
  job.answer(response);
}

export function reject(job: Job, reason: unknown) {
  if (job.settled) return;
  job.settled = true;
  job.fail(reason);
}

/** A line longer than this is passed on in parts: a thread cannot grow the renderer's memory. */
const longestLine = 64 * 1024;

/**
 * Passes a thread's output on to the renderer's, line by line, with no newsletter link's token
 * in it (`withoutTokenQueries`): the page's URL is in what the render code and the remotes' code
 * log.
 */
function passOn(output: Readable, to: Writable) {
  let partial = '';
  output.setEncoding('utf8');
  output.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    if (partial.length > longestLine) {
      lines.push(partial);
      partial = '';
    }
    if (lines.length > 0) to.write(`${withoutTokenQueries(lines.join('\n'))}\n`);
  });
  output.on('end', () => {
    if (partial) to.write(withoutTokenQueries(partial));
  });
}

/** What the pool hears from a thread. */
export interface ThreadEvents {
  answered(thread: Thread, response: RenderResponse): void;
  /** It stopped without being told to (a crash, its heap limit, an exit of its code). */
  lost(thread: Thread, reason: string): void;
}

/**
 * Starts a thread of `generation` running `workerFile`, with a heap limit and none of the
 * renderer's environment: a remote's code runs there.
 */
export function startRenderThread(
  workerFile: string,
  generation: Generation,
  maxHeapMb: number,
  events: ThreadEvents,
): Thread {
  const thread: Thread = {
    worker: new Worker(workerFile, {
      workerData: generation.data,
      // None of the renderer's settings (keys, tokens) are there; everything it needs comes in
      // `workerData`.
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      stdout: true,
      stderr: true,
    }),
    generation,
    running: new Map(),
    answered: false,
    stopped: false,
  };
  generation.threads.add(thread);
  passOn(thread.worker.stdout, process.stdout);
  passOn(thread.worker.stderr, process.stderr);
  thread.worker.on('message', (response: RenderResponse) => {
    thread.answered = true;
    events.answered(thread, response);
  });
  thread.worker.on('error', (error) => {
    console.error('[renderer] a render thread failed:', error);
    thread.error = error;
  });
  thread.worker.on('exit', (code) => {
    if (thread.stopped) return;
    events.lost(
      thread,
      thread.error
        ? `the render thread failed: ${thread.error.message}`
        : `the render thread stopped (${code})`,
    );
  });
  return thread;
}
