import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { systemClock, type Clock } from './clock';
import type { ContactApiConfig } from './config';
import { startDeliveryWorker } from './deliver';
import { createLogger, type Logger } from './logger';
import { openOutbox } from './outbox';
import { startOutboxWriter } from './outbox-writer';
import { createSmtpMailer } from './smtp-mailer';
import { createSiteverifyClient } from './verify-bot-check';

export { readConfig, ConfigError, type ContactApiConfig } from './config';

export interface RunningContactApi {
  url: string;
  port: number;
  /**
   * Graceful stop: refuses new connections, lets requests in flight finish (up to the shutdown
   * timeout), stops the delivery worker after the message it is sending, closes the database.
   */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  clock?: Clock;
}

/**
 * Runs the contact API with its real parts: the SQLite outbox (accepted messages are committed by
 * its writer thread), the SMTP mailer and its delivery worker, and the siteverify client.
 * `npm start` at the root runs it in-process; `src/server.ts` runs it as its own process.
 */
export async function startContactApi(
  config: ContactApiConfig,
  options: StartOptions = {},
): Promise<RunningContactApi> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const messageIdDomain = config.mail.from.address.split('@')[1] ?? 'localhost';
  const outbox = openOutbox({ file: config.databasePath, clock, messageIdDomain });
  const writer = startOutboxWriter({ file: config.databasePath, clock, messageIdDomain });
  const mailer = createSmtpMailer(config.smtp);
  const worker = startDeliveryWorker({
    outbox,
    mailer,
    clock,
    config: config.delivery,
    mail: config.mail,
    logger: logger.child({ component: 'delivery' }),
  });

  let shuttingDown = false;
  const verifier = createSiteverifyClient(config.botCheck);
  const app = createApp({
    config,
    outbox: {
      accept: (message) => writer.accept(message),
      isReachable: () => writer.isAlive() && outbox.isReachable(),
    },
    verifier,
    delivery: worker,
    logger,
    isShuttingDown: () => shuttingDown,
  });

  const server = createServer(app);
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await worker.stop(0);
    verifier.close?.();
    mailer.close();
    await writer.close();
    outbox.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      shuttingDown = true;
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      await worker.stop(config.shutdownTimeoutMs);
      verifier.close?.();
      mailer.close();
      await writer.close();
      outbox.close();
      logger.info('contact API stopped');
    })();
    return closing;
  };

  return { url, port, close };
}
