import { fork } from 'node:child_process';
import path from 'node:path';

/**
 * The embedded database for tests: `startEmbeddedPostgres` run in a child process of the test's
 * process (see `embedded-child.cjs`), reached over the wire protocol at the URL it returns.
 *
 * A child process, not a worker thread: PGlite is WebAssembly, and Node can crash the whole
 * process when worker threads running it are terminated and new ones started in the same
 * process (nodejs/node#56312), which Jest's one process does for every test file. A child
 * process ends on its own, and whatever happens there cannot take the test run down with it.
 */
export interface EmbeddedDatabases {
  start(): Promise<{ url: string; stop(): Promise<void> }>;
  terminate(): Promise<void>;
}

export function embeddedDatabasesInChildProcess(): EmbeddedDatabases {
  const child = fork(path.join(__dirname, 'embedded-child.cjs'), [], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.unref();
  child.channel?.unref();
  let nextCall = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  child.on(
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
  child.on('error', failAll);
  child.on('exit', (code, signal) =>
    failAll(new Error(`The database process exited (${signal ?? `code ${code}`}).`)),
  );
  const ask = <T>(name: 'start' | 'stop', id?: string) =>
    new Promise<T>((resolve, reject) => {
      const call = nextCall++;
      pending.set(call, { resolve: resolve as (value: unknown) => void, reject });
      child.ref();
      child.channel?.ref();
      child.send({ call, name, id });
    }).finally(() => {
      if (pending.size > 0) return;
      child.unref();
      child.channel?.unref();
    });
  return {
    async start() {
      const { key, url } = await ask<{ key: string; url: string }>('start');
      return { url, stop: () => ask<void>('stop', key) };
    },
    async terminate() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.disconnect();
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    },
  };
}
