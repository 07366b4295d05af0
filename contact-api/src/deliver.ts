import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from './clock';
import { composeEmail } from './compose-email';
import type { DeliveryConfig, MailConfig } from './config';
import type { Logger } from './logger';
import type { Outbox, OutboxEntry } from './outbox';
import type { Mailer } from './smtp-mailer';

/**
 * The delivery worker: takes due messages from the outbox one at a time and sends them. A failed
 * attempt is retried with exponential back-off and jitter; after the last attempt the message
 * stays in the outbox as `failed` with its error, for `npm run outbox -- retry`. It starts by
 * resuming whatever is due (including messages a crashed process left mid-send), wakes at once
 * when a message is accepted, and otherwise polls.
 */

export interface DeliveryWorker {
  /** Looks for due messages now (called when a message is accepted). */
  wake(): void;
  /** Stops taking messages and waits (up to `timeoutMs`) for the one being sent. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface DeliveryWorkerDependencies {
  outbox: Outbox;
  mailer: Mailer;
  clock: Clock;
  config: DeliveryConfig;
  mail: MailConfig;
  logger: Logger;
}

/** Delay before attempt `attempt + 1`: base·2^(attempt−1), capped, of which a random half. */
export function retryDelay(
  attempt: number,
  config: Pick<DeliveryConfig, 'baseDelayMs' | 'maxDelayMs'>,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(
    config.maxDelayMs,
    config.baseDelayMs * 2 ** Math.max(0, attempt - 1),
  );
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

const hour = 60 * 60 * 1000;
const day = 24 * hour;

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message;
  }
  return String(error);
}

export function startDeliveryWorker(deps: DeliveryWorkerDependencies): DeliveryWorker {
  const { outbox, mailer, clock, config, logger } = deps;
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let stopped = false;
  let running: Promise<void> | null = null;
  let wakeAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let lastCleanUp = 0;

  async function deliver(entry: OutboxEntry): Promise<void> {
    const log = logger.child({ outboxId: entry.id, attempt: entry.attempts });
    try {
      await mailer.send(composeEmail(entry, deps.mail));
    } catch (error) {
      const reason = describe(error);
      if (entry.attempts >= config.maxAttempts) {
        outbox.markFailed(entry.id, owner, reason);
        log.error({ reason }, 'delivery failed for good; retry with `npm run outbox -- retry`');
      } else {
        const delay = retryDelay(entry.attempts, config);
        outbox.markForRetry(entry.id, owner, reason, clock.now() + delay);
        log.warn({ reason, retryInMs: delay }, 'delivery failed; will retry');
      }
      return;
    }
    if (outbox.markSent(entry.id, owner)) log.info('delivered');
    else log.warn('delivered, but the lease had passed to another worker');
  }

  function cleanUp(): void {
    if (config.retentionDays <= 0 || clock.now() - lastCleanUp < hour) return;
    lastCleanUp = clock.now();
    const deleted = outbox.deleteSentBefore(clock.now() - config.retentionDays * day);
    if (deleted) logger.info({ deleted }, 'deleted sent messages past their retention');
  }

  async function drain(): Promise<void> {
    try {
      cleanUp();
      while (!stopped) {
        const entry = outbox.claimNext(owner, config.leaseMs);
        if (!entry) break;
        await deliver(entry);
      }
    } catch (error) {
      logger.error({ err: error }, 'the outbox could not be read; trying again at the next poll');
    }
  }

  function schedule(): void {
    if (stopped) return;
    let wait = config.pollIntervalMs;
    try {
      const due = outbox.nextDueAt();
      if (due !== undefined) wait = Math.max(0, Math.min(wait, due - clock.now()));
    } catch {
      // the next drain logs it
    }
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    clearTimeout(timer);
    wakeAgain = false;
    running = drain().finally(() => {
      running = null;
      if (wakeAgain) wake();
      else schedule();
    });
  }

  wake();

  return {
    wake,
    async stop(timeoutMs = 10_000) {
      stopped = true;
      clearTimeout(timer);
      if (!running) return;
      let giveUp: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          giveUp = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(giveUp);
    },
  };
}
