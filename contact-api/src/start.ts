import { PgBoss, type Clock as QueueClock } from 'pg-boss';
import { createApp } from './http/app';
import { createInternalApp } from './http/internal-app';
import { closeGracefully, listen, type Listening } from './http/listen';
import { systemClock, type Clock } from './outbox/clock';
import type { ContactApiSettings } from './infra/settings';
import { openDatabase, type Database } from './infra/database';
import { startDeliveryWorker, type DeliveryWorker } from './outbox/deliver';
import { createLogger, type Logger } from './infra/logger';
import { createMetrics } from './infra/metrics';
import { startMailings, type Mailings } from './mailings/mailings';
import { createNewsletter } from './newsletter/newsletter';
import { queueSchema } from './outbox/delivery-queue';
import { createOutbox } from './outbox/outbox';
import { deleteEndedCounts, postgresRateLimitStores } from './http/rate-limit-store';
import { createSmtpMailer } from './infra/smtp-mailer';
import { createSiteverifyClient } from './bot-check/verify-bot-check';

export { SettingsError } from '@site/settings';
export { readContactApiSettings, type ContactApiSettings } from './infra/settings';

export interface RunningContactApi {
  url: string;
  port: number;
  /** The internal port's URL: `/readyz` and `/metrics`, for the platform only. */
  internalUrl: string;
  /** Where the outbox is (URL without password). */
  database: string;
  /**
   * Graceful stop: refuses new connections, lets requests in flight finish (up to the shutdown
   * timeout), stops the delivery worker after the message it is sending, closes the database.
   */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /**
   * The API's time. A clock with timers (pg-boss's `TestClock`) drives pg-boss too, and the
   * database's `job_now()` with it: tests move time by hand.
   */
  clock?: Clock | QueueClock;
}

const hasTimers = (clock: Clock | QueueClock): clock is QueueClock =>
  typeof (clock as Partial<QueueClock>).setTimeout === 'function';

/** Sessions that follow pg-boss's test clock (the setting its `job_now()` reads). */
const testClockSession = "SET pgboss.test_clock = 'on'";

/** How often the clean-up (retention) runs in each replica. */
const cleanUpIntervalMs = 60 * 60 * 1000;

/**
 * Runs the contact API with its real parts: Postgres (DATABASE_URL, or the embedded PGlite
 * database) holding the outbox, pg-boss's delivery queue and the rate limit; the SMTP mailer
 * and pg-boss's workers delivering; the siteverify client. `npm start` at the root runs it
 * in-process; `src/server.ts` runs it as its own process.
 */
export async function startContactApi(
  settings: ContactApiSettings,
  options: StartOptions = {},
): Promise<RunningContactApi> {
  const logger = options.logger ?? createLogger(settings.logLevel);
  const clock = options.clock ?? systemClock;
  const messageIdDomain = settings.mail.from.address.split('@')[1] ?? 'localhost';
  const queueClock = hasTimers(clock) ? clock : undefined;

  const cleanUps: (() => Promise<unknown> | void)[] = [];
  const closeAll = async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) {
      await Promise.resolve(cleanUp()).catch((error: unknown) =>
        logger.error({ err: error }, 'shutdown step failed'),
      );
    }
  };

  let db: Database;
  let delivery: DeliveryWorker;
  let server: Listening;
  let internal: Listening;
  let shuttingDown = false;
  let cleanUpTimer: NodeJS.Timeout | undefined;
  try {
    db = await openDatabase(settings.database, {
      sessionStatements: queueClock && 'attach' in queueClock ? [testClockSession] : [],
      log: (line) => logger.info(line),
    });
    const database = db;
    cleanUps.push(() => database.close());

    const boss = new PgBoss({
      db: db.jobs,
      schema: queueSchema,
      ...(queueClock ? { clock: queueClock } : {}),
      // Its schema and queue come from the migrate step (npm run migrate -w contact-api).
      migrate: false,
      // How soon a crashed worker's message is noticed: its heartbeat, checked this often.
      superviseIntervalSeconds: Math.max(1, Math.floor(settings.delivery.heartbeatSeconds / 3)),
      monitorIntervalSeconds: Math.max(1, Math.floor(settings.delivery.heartbeatSeconds / 3)),
    });
    boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    cleanUps.push(() => boss.stop({ graceful: false, close: false }));

    const outbox = createOutbox({ db, boss, clock, messageIdDomain });
    const newsletter = createNewsletter({ db, outbox, clock, settings: settings.newsletter });
    const mailer = createSmtpMailer(settings.smtp);
    cleanUps.push(() => mailer.close());
    let wakeDelivery = () => undefined as void;
    const mailings: Mailings = await startMailings({
      db,
      boss,
      clock,
      logger,
      messageIdDomain,
      settings: settings.mailings,
      links: settings.newsletter,
      mail: settings.mail,
      heartbeatSeconds: settings.delivery.heartbeatSeconds,
      retryDelaySeconds: settings.delivery.retryDelaySeconds,
      pollIntervalSeconds: settings.delivery.pollIntervalSeconds,
      wakeDelivery: () => wakeDelivery(),
    });
    // A fan-out stopped mid-run goes on where it stopped, in this replica or another.
    cleanUps.push(() => mailings.stop(settings.shutdownTimeoutMs));
    delivery = await startDeliveryWorker({
      boss,
      outbox,
      mailer,
      clock,
      config: settings.delivery,
      mail: settings.mail,
      confirmationEmail: newsletter.confirmationEmail,
      mailingEmail: mailings.mailingEmail,
      onSettled: mailings.onSettled,
      logger: logger.child({ component: 'delivery' }),
      // Connection, greeting and inactivity timeouts, each at most SMTP_TIMEOUT_MS, and a minute.
      attemptTimeoutSeconds: Math.ceil((3 * settings.smtp.timeoutMs) / 1000) + 60,
    });
    const worker = delivery;
    wakeDelivery = () => worker.wake();
    cleanUps.push(() => worker.stop(settings.shutdownTimeoutMs));

    const cleanUp = () =>
      Promise.all([
        outbox.deleteExpired(settings.delivery),
        newsletter.deleteExpired(),
        deleteEndedCounts(database),
      ]).then(
        ([messages, subscriptions]) => {
          if (messages.sent || messages.failed) {
            logger.info(messages, 'deleted messages past their retention');
          }
          if (subscriptions.pending || subscriptions.unsubscribed) {
            logger.info(subscriptions, 'deleted newsletter subscriptions past their retention');
          }
        },
        (error: unknown) => logger.error({ err: error }, 'the clean-up failed'),
      );
    void cleanUp();
    cleanUpTimer = setInterval(() => void cleanUp(), cleanUpIntervalMs);
    cleanUpTimer.unref();

    const verifier = createSiteverifyClient(settings.botCheck);
    cleanUps.push(() => verifier.close?.());
    const app = createApp({
      settings,
      outbox,
      newsletter,
      rateLimitStores: postgresRateLimitStores(db),
      verifier,
      delivery,
      bounces: { secret: settings.mailings.bounceSecret, suppress: mailings.suppressReport },
      logger,
    });
    // It stays up while the public server drains, its /readyz answering 503.
    internal = await listen(
      createInternalApp({
        isDatabaseReachable: () => database.isReachable(),
        isShuttingDown: () => shuttingDown,
        metrics: createMetrics(() => outbox.stats()),
        logger,
      }),
      settings.http.internalPort,
      settings.http.internalHost,
    );
    const { server: internalServer } = internal;
    cleanUps.push(() => closeGracefully(internalServer, 1000));
    server = await listen(app, settings.http.port, settings.http.host);
  } catch (error) {
    clearInterval(cleanUpTimer);
    await closeAll();
    throw error;
  }

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      shuttingDown = true;
      clearInterval(cleanUpTimer);
      await closeGracefully(server.server, settings.shutdownTimeoutMs);
      // The worker finishes the messages it is sending, then the queue stops, then the database.
      await closeAll();
      logger.info('contact API stopped');
    })();
    return closing;
  };

  return {
    url: server.url,
    port: server.port,
    internalUrl: internal.url,
    database: db.where,
    close,
  };
}
