import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The embedded database for tests: `startEmbeddedPostgres` run in a worker thread of the test's
 * process (see `embedded-worker.cjs`), reached over the wire protocol at the URL it returns.
 */
export interface EmbeddedDatabases {
  start(): Promise<{ url: string; stop(): Promise<void> }>;
  terminate(): Promise<void>;
}

export function embeddedDatabasesInWorker(): EmbeddedDatabases {
  const worker = new Worker(path.join(__dirname, 'embedded-worker.cjs'));
  worker.unref();
  let nextCall = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  worker.on(
    'message',
    ({ call, result, error }: { call: number; result?: unknown; error?: string }) => {
      const waiter = pending.get(call);
      pending.delete(call);
      if (error !== undefined) waiter?.reject(new Error(error));
      else waiter?.resolve(result);
    },
  );
  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The database worker exited (code ${code}).`)));
  const ask = <T>(name: 'start' | 'stop', id?: string) =>
    new Promise<T>((resolve, reject) => {
      const call = nextCall++;
      pending.set(call, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ call, name, id });
    }).finally(() => {
      if (pending.size === 0) worker.unref();
    });
  return {
    async start() {
      const { key, url } = await ask<{ key: string; url: string }>('start');
      return { url, stop: () => ask<void>('stop', key) };
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
