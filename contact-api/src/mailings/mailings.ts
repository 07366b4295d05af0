import { perPostConsentVersions } from '@site/contracts/newsletter-facts';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../infra/database';
import type { Logger } from '../infra/logger';
import type { MailSettings, MailingSettings } from '../infra/settings';
import type { LinkSettings } from '../newsletter/link-tokens';
import { suppress } from '../newsletter/suppression';
import type { Clock } from '../outbox/clock';
import type { DeliveryOutcome } from '../outbox/deliver';
import type { OutboxEntry } from '../outbox/outbox-rows';
import type { BounceReport } from './bounce-route';
import { digestTimeZone } from './digest-months';
import { runDigest, runNewPosts, type FanOutDependencies } from './fan-out';
import { readMailingEmail } from './mailing-email';
import { ensureMailingQueue, mailingQueue, type MailingJob } from './mailing-queue';
import { createMailingStore } from './mailing-store';

/**
 * The newsletter's mailings in a running API (decision 041): the fan-out worker on pg-boss's
 * queue, its schedules (the digest's cron in UK time; per-post mode's look every minute), each
 * email made when it is sent, and what the delivery worker reports: a sent email, an address no
 * longer subscribed, and a permanent refusal, which suppresses the address.
 */

export interface MailingsOptions {
  db: Database;
  boss: PgBoss;
  clock: Clock;
  logger: Logger;
  messageIdDomain: string;
  settings: MailingSettings;
  links: LinkSettings;
  mail: Pick<MailSettings, 'from'>;
  /** The delivery queue's heartbeat: a fan-out that dies is run again after about this. */
  heartbeatSeconds: number;
  /** The delivery queue's first retry delay, doubling: a fan-out that failed runs again. */
  retryDelaySeconds: number;
  pollIntervalSeconds: number;
  /** Wakes the delivery worker once emails are queued. */
  wakeDelivery(): void;
}

const outcomes = {
  sent: 'sent',
  'nothing-to-send': 'unsubscribed',
  refused: 'suppressed',
  'gave-up': 'failed',
} as const;

/** A schedule's key per job kind: one schedule each on the queue. */
const scheduleKeys = { digest: 'digest', newPosts: 'new-posts' } as const;

export async function startMailings(options: MailingsOptions) {
  const { db, boss, clock, logger, settings } = options;
  const store = createMailingStore({
    db,
    boss,
    clock,
    messageIdDomain: options.messageIdDomain,
    perPostVersions: perPostConsentVersions,
    ratePerMinute: settings.ratePerMinute,
    batchSize: settings.batchSize,
  });
  const log = logger.child({ component: 'mailings' });
  await ensureMailingQueue(boss, options);

  function fanOutDependencies(): FanOutDependencies {
    if (!settings.blog) {
      throw new Error('SUPABASE_URL and SUPABASE_ANON_KEY must be set to read the new posts');
    }
    return {
      store,
      db,
      blog: settings.blog,
      clock,
      mode: settings.mode,
      logger: log,
      queued: () => options.wakeDelivery(),
    };
  }

  async function run(job: MailingJob): Promise<unknown> {
    if (job.kind === 'digest') {
      const result = await runDigest(fanOutDependencies(), job);
      log.info(result, 'newsletter digest');
      return result;
    }
    const queued = await runNewPosts(fanOutDependencies());
    if (queued) log.info({ queued }, 'newsletter emails of new posts queued');
    return { queued };
  }

  await boss.work<MailingJob>(
    mailingQueue,
    { localConcurrency: 1, pollingIntervalSeconds: options.pollIntervalSeconds },
    // One job at a time (pg-boss's default batch): its result is the job's output.
    async (jobs) => {
      let result: unknown;
      for (const job of jobs) result = await run(job.data);
      return result;
    },
  );
  const when = { tz: digestTimeZone, missed: 'once' } as const;
  await boss.schedule(mailingQueue, settings.digestCron, { kind: 'digest' } satisfies MailingJob, {
    ...when,
    key: scheduleKeys.digest,
  });
  if (settings.mode === 'each-post') {
    await boss.schedule(mailingQueue, '* * * * *', { kind: 'new-posts' } satisfies MailingJob, {
      ...when,
      key: scheduleKeys.newPosts,
    });
  } else {
    await boss.unschedule(mailingQueue, scheduleKeys.newPosts);
  }

  return {
    /** A subscriber's email of a mailing, made now (the delivery worker's `mailingEmail`). */
    mailingEmail: (
      email: Parameters<typeof readMailingEmail>[1],
      envelope: Parameters<typeof readMailingEmail>[2],
    ) => readMailingEmail({ db, links: options.links, mail: options.mail }, email, envelope),

    /** How a newsletter email ended (the delivery worker's `onSettled`). */
    async onSettled(entry: OutboxEntry, outcome: DeliveryOutcome, reason?: string) {
      if (entry.kind !== 'newsletter-mailing') return;
      if (outcome === 'refused') {
        await suppress(
          db,
          { subscription: entry.content.subscription },
          { method: 'smtp', reason: reason ?? 'refused', at: new Date(clock.now()) },
        );
        log.warn({ outboxId: entry.id }, 'the mail server refused a subscriber: suppressed');
      }
      await store.recordOutcome(entry.id, outcomes[outcome]);
    },

    /** A bounce report of the provider's webhook. */
    suppressReport: (report: BounceReport) =>
      suppress(
        db,
        { email: report.email },
        {
          method: 'bounceReport',
          reason: report.reason ?? 'permanent bounce',
          at: new Date(clock.now()),
        },
      ),

    async stop(timeoutMs = 10_000) {
      let giveUp: NodeJS.Timeout | undefined;
      await Promise.race([
        boss.offWork(mailingQueue, { wait: true }),
        new Promise<void>((resolve) => {
          giveUp = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(giveUp);
    },
  };
}

export type Mailings = Awaited<ReturnType<typeof startMailings>>;
