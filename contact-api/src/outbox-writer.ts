import { Worker } from 'node:worker_threads';
import type { Clock } from './clock';
import {
  connectionPragmas,
  insertSql,
  newEntry,
  newRow,
  type NewRow,
  type OutboxEntry,
  type OutboxMessage,
} from './outbox';

/**
 * How accepted messages reach the outbox: group commit, on a thread of its own.
 *
 * With synchronous=FULL a commit returns only once the WAL is fsynced, which takes milliseconds
 * (tens when the disk is busy), and better-sqlite3 waits for it on the calling thread. One commit
 * per message on the event loop capped the API at about a hundred messages a second here, and every
 * slow fsync stalled every request in flight. So the messages accepted while a commit is under
 * way are queued and committed together in the next transaction (at most `maxGroupSize`), and
 * the commits run on a worker thread with its own connection: the event loop keeps reading
 * requests and calling siteverify meanwhile. A request's promise resolves, and the API answers
 * 202, only once the transaction holding its row is committed; if it fails, every request of the
 * group gets a 503 and none of its rows is stored. Durability is what it was with one commit per
 * message.
 */

export interface OutboxWriter {
  /** Resolves with the stored entry once its transaction is committed; rejects if it failed. */
  accept(message: OutboxMessage): Promise<OutboxEntry>;
  /** False while the thread is down (it is started again by the next message). */
  isAlive(): boolean;
  /** Commits the messages still waiting, then stops the thread. */
  close(): Promise<void>;
}

export interface OutboxWriterOptions {
  /** The outbox file, already created and migrated by `openOutbox`. */
  file: string;
  clock: Clock;
  messageIdDomain: string;
}

/** Most messages in one transaction: bounds the latency a very large group adds. */
export const maxGroupSize = 256;

/** Wait before a thread that died is replaced (it only dies of a bug or a vanished file). */
const restartDelayMs = 1000;

/** Rows as one JSON string: copying a string to the thread costs far less than cloning objects. */
type ToThread = { batch: number; rows: string } | { close: true };
type FromThread = { batch: number; error?: string };

/**
 * The thread's code, plain CommonJS evaluated by the Worker: a separate file would need its own
 * entry in every build (tsx, Jest, the esbuild bundle of the container image).
 */
const threadSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.betterSqlite3);
const db = new Database(workerData.file, { fileMustExist: true });
for (const pragma of workerData.pragmas) db.pragma(pragma);
const insert = db.prepare(workerData.insertSql);
const insertAll = db.transaction((rows) => {
  for (const row of rows) insert.run(row);
});
parentPort.on('message', (message) => {
  if (message.close) {
    db.close();
    parentPort.close();
    return;
  }
  try {
    insertAll.immediate(JSON.parse(message.rows));
    parentPort.postMessage({ batch: message.batch });
  } catch (error) {
    const reason = String((error && error.message) || error);
    parentPort.postMessage({ batch: message.batch, error: reason });
  }
});
`;

interface Waiting {
  row: NewRow;
  resolve(entry: OutboxEntry): void;
  reject(error: Error): void;
}

export function startOutboxWriter(options: OutboxWriterOptions): OutboxWriter {
  let thread: Worker | undefined;
  let queue: Waiting[] = [];
  /** The group being committed; one at a time, so the next one grows meanwhile. */
  let inFlight: { batch: number; group: Waiting[] } | undefined;
  let lastBatch = 0;
  let flushScheduled = false;
  let closing: Promise<void> | undefined;
  let drained: (() => void) | undefined;

  const fail = (group: Waiting[], error: Error) => group.forEach((item) => item.reject(error));

  function startThread(): Worker {
    const started = new Worker(threadSource, {
      eval: true,
      workerData: {
        betterSqlite3: require.resolve('better-sqlite3'),
        file: options.file,
        pragmas: connectionPragmas,
        insertSql,
      },
    });
    started.on('message', (message: FromThread) => {
      const done = inFlight;
      if (!done || done.batch !== message.batch) return;
      inFlight = undefined;
      if (message.error === undefined) {
        done.group.forEach((item) => item.resolve(newEntry(item.row)));
      } else {
        fail(done.group, new Error(`The outbox commit failed: ${message.error}`));
      }
      flush();
    });
    const died = (error: Error) => {
      if (thread !== started) return;
      thread = undefined;
      const lost = [...(inFlight?.group ?? []), ...queue];
      inFlight = undefined;
      queue = [];
      fail(lost, error);
      drained?.();
      // Not ready meanwhile (/readyz), then a new thread; the next message would start one too.
      setTimeout(() => {
        if (!closing) thread ??= startThread();
      }, restartDelayMs).unref();
    };
    started.on('error', died);
    started.on('exit', (code) => died(new Error(`The outbox writer stopped (exit code ${code})`)));
    started.unref();
    return started;
  }

  function flush(): void {
    flushScheduled = false;
    if (inFlight) return;
    if (!queue.length) {
      // Idle, it does not keep the process alive; while it commits, it does.
      thread?.unref();
      drained?.();
      return;
    }
    thread ??= startThread();
    thread.ref();
    const group = queue.slice(0, maxGroupSize);
    queue = queue.slice(group.length);
    inFlight = { batch: (lastBatch += 1), group };
    thread.postMessage({
      batch: inFlight.batch,
      rows: JSON.stringify(group.map((item) => item.row)),
    } satisfies ToThread);
  }

  thread = startThread();

  return {
    accept(message) {
      if (closing) return Promise.reject(new Error('The outbox writer is closing'));
      return new Promise<OutboxEntry>((resolve, reject) => {
        queue.push({
          row: newRow(message, options.clock.now(), options.messageIdDomain),
          resolve,
          reject,
        });
        // Wait for the rest of this turn of the event loop: messages accepted in it join the group.
        if (!flushScheduled && !inFlight) {
          flushScheduled = true;
          setImmediate(flush);
        }
      });
    },
    isAlive: () => thread !== undefined,
    close() {
      closing ??= (async () => {
        if (inFlight || queue.length) {
          await new Promise<void>((resolve) => {
            drained = resolve;
            if (!flushScheduled) flush();
          });
        }
        const stopping = thread;
        thread = undefined;
        if (!stopping) return;
        await new Promise<void>((resolve) => {
          // Keep the process up until the thread has closed the database (it is unref'd).
          stopping.ref();
          stopping.once('exit', () => resolve());
          stopping.postMessage({ close: true } satisfies ToThread);
        });
      })();
      return closing;
    },
  };
}
