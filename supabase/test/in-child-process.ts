import { fork } from 'node:child_process';
import path from 'node:path';

type AsyncApi = Record<string, (...args: never[]) => Promise<unknown>>;

export interface ChildModule<T extends AsyncApi> {
  call<K extends keyof T & string>(name: K, ...args: Parameters<T[K]>): ReturnType<T[K]>;
  terminate(): Promise<void>;
}

/**
 * Loads a TypeScript module in a child process (see `child-host.cjs`) and calls its async
 * exports. Arguments and results are structured-cloned; errors come back as `Error`s.
 *
 * A child process, not a worker thread: the modules run PGlite, which is WebAssembly, and Node
 * can crash the whole process when such worker threads are terminated and new ones started in
 * it (nodejs/node#56312), which Jest's one process does for every test file.
 */
export function loadInChildProcess<T extends AsyncApi>(modulePath: string): ChildModule<T> {
  const child = fork(path.join(__dirname, 'child-host.cjs'), [modulePath], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let nextId = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  child.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: Error }) => {
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
  child.on('error', failAll);
  child.on('exit', (code, signal) =>
    failAll(new Error(`The test process exited (${signal ?? `code ${code}`}).`)),
  );

  return {
    call: ((name: string, ...args: unknown[]) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        child.send({ id, name, args });
      })) as unknown as ChildModule<T>['call'],
    terminate: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.disconnect();
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    },
  };
}
