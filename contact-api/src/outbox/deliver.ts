import type { JobResult, JobWithMetadata, PgBoss } from 'pg-boss';
import { composeEmail, type EmailSources } from './compose-email';
import type { DeliverySettings, MailSettings } from '../infra/settings';
import type { Clock } from './clock';
import type { Logger } from '../infra/logger';
import { deliveryQueue } from './delivery-queue';
import type { DeliveryRecords } from './delivery-records';
import type { OutboxEntry } from './outbox-rows';
import type { Mailer } from '../infra/smtp-mailer';

/**
 * Delivery: pg-boss's workers claim each message's job, this sends it, and pg-boss retries a
 * failed attempt with exponential back-off and jitter, capped (`maxRetryDelaySeconds`), for as
 * long as the retry horizon allows; a worker that dies mid-send stops its heartbeat, and the job
 * is retried by another worker. A permanent refusal (an SMTP 5xx for the message) and a message
 * past its horizon end dead-lettered: failed at once, with the reason, kept for
 * `npm run outbox -- retry` until their retention ends.
 */

export interface DeliveryWorker {
  /** Looks for due messages now (called when a message is accepted). */
  wake(): void;
  /** Stops taking messages and waits (up to `timeoutMs`) for those being sent. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface DeliveryWorkerDependencies {
  boss: PgBoss;
  outbox: DeliveryRecords;
  mailer: Mailer;
  clock: Clock;
  config: DeliverySettings;
  mail: MailSettings;
  /** A newsletter confirmation's address and links, read when it is sent (decision 034). */
  confirmationEmail: EmailSources['confirmationEmail'];
  /** A newsletter mailing's email to one subscriber, made when it is sent (decision 041). */
  mailingEmail?: EmailSources['mailingEmail'];
  /** Told how each message ended (the newsletter records its sends' outcomes, and suppresses). */
  onSettled?(entry: OutboxEntry, outcome: DeliveryOutcome, reason?: string): Promise<void>;
  logger: Logger;
  /** Longest an attempt may take before the job is failed and retried (SMTP's own timeouts). */
  attemptTimeoutSeconds: number;
}

type DeliveryJob = JobWithMetadata<{ id: string }>;

/** How a message ended: sent, nothing to send, refused for good (5xx), or past its horizon. */
export type DeliveryOutcome = 'sent' | 'nothing-to-send' | 'refused' | 'gave-up';

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message;
  }
  return String(error);
}

/**
 * Whether the mail server refused the message itself for good: a 5xx reply to the envelope or
 * the data (nodemailer's EENVELOPE / EMESSAGE). A 5xx to our login or a broken connection is
 * ours to fix or the network's: those are retried.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

/** The queue's settings: pg-boss's retries, back-off, heartbeat and job retention. */
export function queueOptions(config: DeliverySettings, attemptTimeoutSeconds: number) {
  const horizonSeconds = Math.ceil(config.retryHorizonMs / 1000);
  return {
    // The horizon ends retrying (checked here, on the API's clock); the count never does.
    retryLimit: 1_000_000,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: config.maxRetryDelaySeconds,
    heartbeatSeconds: config.heartbeatSeconds,
    expireInSeconds: attemptTimeoutSeconds,
    // A job waiting for a retry is never deleted before its horizon (and a day to spare).
    retentionSeconds: horizonSeconds + 24 * 60 * 60,
    // Finished jobs hold only a message id; the message itself has its own retention.
    deleteAfterSeconds: 24 * 60 * 60,
  };
}

export async function startDeliveryWorker(
  deps: DeliveryWorkerDependencies,
): Promise<DeliveryWorker> {
  const { boss, outbox, mailer, clock, config, logger } = deps;
  const options = queueOptions(config, deps.attemptTimeoutSeconds);
  if (await boss.getQueue(deliveryQueue)) await boss.updateQueue(deliveryQueue, options);
  else await boss.createQueue(deliveryQueue, options);

  async function deliver(job: DeliveryJob): Promise<JobResult> {
    const entry = await outbox.get(job.data.id);
    // Sent already (by a worker that died before its job was completed), failed, or deleted.
    if (!entry || entry.status !== 'pending') {
      return { id: job.id, status: 'completed', output: { skipped: entry?.status ?? 'missing' } };
    }
    await outbox.startAttempt(entry.id);
    const log = logger.child({ outboxId: entry.id, attempt: entry.attempts + 1 });
    const settle = async (outcome: DeliveryOutcome, reason?: string) =>
      deps
        .onSettled?.(entry, outcome, reason)
        .catch((error: unknown) =>
          log.error({ err: error, outcome }, 'recording how the message ended failed'),
        );
    try {
      const email = await composeEmail(entry, {
        mail: deps.mail,
        confirmationEmail: deps.confirmationEmail,
        ...(deps.mailingEmail ? { mailingEmail: deps.mailingEmail } : {}),
      });
      if (!email) {
        const failure = 'Not sent: its newsletter subscription no longer waits for this email';
        await outbox.markFailed(entry.id, failure);
        await settle('nothing-to-send', failure);
        log.info({ reason: failure }, 'nothing to send');
        return { id: job.id, status: 'completed', output: { reason: failure } };
      }
      await mailer.send(email);
    } catch (error) {
      const reason = describe(error);
      if (isPermanentRefusal(error)) {
        const failure = `Refused by the mail server: ${reason}`;
        await outbox.markFailed(entry.id, failure);
        await settle('refused', reason);
        log.error({ reason }, 'the mail server refused the message; dead-lettered');
        return { id: job.id, status: 'deadletter', output: { reason: failure } };
      }
      const waited = clock.now() - entry.retryFrom;
      if (waited >= config.retryHorizonMs) {
        const hours = Math.round(config.retryHorizonMs / 3_600_000);
        const failure = `Gave up after ${hours} hours of retrying: ${reason}`;
        await outbox.markFailed(entry.id, failure);
        await settle('gave-up', failure);
        log.error({ reason }, 'delivery failed for good; retry with `npm run outbox -- retry`');
        return { id: job.id, status: 'deadletter', output: { reason: failure } };
      }
      await outbox.recordFailure(entry.id, reason);
      log.warn({ reason }, 'delivery failed; will retry');
      return { id: job.id, status: 'failed', output: { reason } };
    }
    if (await outbox.markSent(entry.id)) log.info('delivered');
    else log.warn('delivered, but another worker had already recorded it');
    await settle('sent');
    return { id: job.id, status: 'completed' };
  }

  const workOptions = {
    includeMetadata: true,
    perJobResults: true,
    localConcurrency: config.concurrency,
    pollingIntervalSeconds: config.pollIntervalSeconds,
  } as const;
  const workId = await boss.work<{ id: string }, unknown, typeof workOptions>(
    deliveryQueue,
    workOptions,
    async (jobs) => Promise.all(jobs.map((job) => deliver(job))),
  );

  return {
    wake: () => boss.notifyWorker(workId),
    async stop(timeoutMs = 10_000) {
      let giveUp: NodeJS.Timeout | undefined;
      await Promise.race([
        boss.offWork(deliveryQueue, { wait: true }),
        new Promise<void>((resolve) => {
          giveUp = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(giveUp);
    },
  };
}
