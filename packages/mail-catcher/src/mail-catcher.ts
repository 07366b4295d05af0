import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { mailCatcherClient, type MailCatcherClient } from './client';

export type { CaughtAddress, CaughtMessage, WaitOptions } from './caught-message';
export type { MailCatcherClient } from './client';

/**
 * The local mail catcher of development and tests: MailDev (its SMTP server, web UI and REST
 * API), in a worker thread of this process. It accepts every message (no TLS, no authentication)
 * and keeps each one as an `.eml` file. Never for production. Messages are read through
 * MailDev's REST API, as another process reads them (`./client`).
 */

export interface MailCatcherOptions {
  /** Interface both servers bind to; loopback unless told otherwise. */
  host?: string;
  /** SMTP port; 0 picks a free one. */
  smtpPort?: number;
  /** HTTP port of MailDev's web UI and REST API; 0 picks a free one. */
  httpPort?: number;
  /** Folder of the `.eml` files. Messages already in it are listed again after a restart. */
  dir: string;
}

export interface RunningMailCatcher extends MailCatcherClient {
  smtpPort: number;
  httpPort: number;
  /** Base URL of MailDev's web UI (its REST API is under `/api`). */
  url: string;
  close(): Promise<void>;
}

type WorkerReply =
  | { type: 'started'; smtpPort: number; httpPort: number | undefined }
  | { type: 'failed'; message: string }
  | { type: 'stopped' };

function nextReply(worker: Worker): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: WorkerReply) => {
      worker.off('error', onError);
      resolve(reply);
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
  });
}

/** Starts MailDev's SMTP server and its web UI. */
export async function startMailCatcher(options: MailCatcherOptions): Promise<RunningMailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const worker = new Worker(path.join(__dirname, 'maildev-worker.mjs'), {
    workerData: {
      ip: host,
      smtp: options.smtpPort ?? 1025,
      webIp: host,
      web: options.httpPort ?? 8025,
      mailDirectory: path.resolve(options.dir),
      silent: true,
    },
  });
  const started = await nextReply(worker).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  if (started.type !== 'started' || started.httpPort === undefined) {
    await worker.terminate();
    throw new Error(
      `The mail catcher did not start: ${started.type === 'failed' ? started.message : 'no web server'}`,
    );
  }

  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${started.httpPort}`;
  let closing: Promise<void> | undefined;
  return {
    ...mailCatcherClient(url),
    smtpPort: started.smtpPort,
    httpPort: started.httpPort,
    url,
    close: () =>
      (closing ??= (async () => {
        const stopped = nextReply(worker);
        worker.postMessage('stop');
        await stopped.catch(() => undefined);
        await worker.terminate();
      })()),
  };
}
