import path from 'node:path';
import { Worker } from 'node:worker_threads';

type AsyncApi = Record<string, (...args: never[]) => Promise<unknown>>;

export interface WorkerModule<T extends AsyncApi> {
  call<K extends keyof T & string>(name: K, ...args: Parameters<T[K]>): ReturnType<T[K]>;
  terminate(): Promise<void>;
}

/**
 * Loads a TypeScript module in a worker thread (see `worker-host.cjs`) and calls its async
 * exports. Arguments and results are structured-cloned; errors come back as `Error`s.
 */
export function loadInWorker<T extends AsyncApi>(modulePath: string): WorkerModule<T> {
  const worker = new Worker(path.join(__dirname, 'worker-host.cjs'), {
    workerData: { module: modulePath },
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: Error }) => {
    const waiter = pending.get(id);
    pending.delete(id);
    if (!waiter) return;
    if (error) {
      const rethrown = new Error(error.message);
      rethrown.stack = error.stack;
      waiter.reject(rethrown);
    } else {
      waiter.resolve(result);
    }
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The test worker exited (code ${code}).`)));

  return {
    call: ((name: string, ...args: unknown[]) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, name, args });
      })) as unknown as WorkerModule<T>['call'],
    terminate: async () => {
      await worker.terminate();
    },
  };
}
