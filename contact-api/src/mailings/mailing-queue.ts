import type { PgBoss } from 'pg-boss';

/**
 * pg-boss's queue of the newsletter's fan-outs (decision 041): a job makes a mailing (the digest
 * of a month, or the emails of new posts) and queues one outbox message per subscriber. One runs
 * at a time (`singleton`); one that dies mid-run stops its heartbeat and runs again, and queues
 * only what was not queued.
 */
export const mailingQueue = 'newsletter-mailings';
/** Fixed when the queue is made (by the migrate step): pg-boss cannot change it later. */
export const mailingQueuePolicy = 'singleton';

/** A digest of `month` (default: the last ended one at `now`), as if it were `now` (ISO). */
export interface DigestJob {
  kind: 'digest';
  month?: string;
  now?: string;
}

/** Per-post mode: the posts published since the last look, each its own mailing. */
export interface NewPostsJob {
  kind: 'new-posts';
}

export type MailingJob = DigestJob | NewPostsJob;

/** The queue's settings: a few retries with back-off, the heartbeat that notices a crash. */
export const mailingQueueOptions = (heartbeatSeconds: number, retryDelaySeconds: number) => ({
  retryLimit: 10,
  retryDelay: retryDelaySeconds,
  retryBackoff: true,
  retryDelayMax: 60 * 60,
  heartbeatSeconds,
  expireInSeconds: 60 * 60,
  deleteAfterSeconds: 7 * 24 * 60 * 60,
});

/** Creates the queue, or brings its settings up to date. */
export async function ensureMailingQueue(
  boss: PgBoss,
  timing: { heartbeatSeconds: number; retryDelaySeconds: number },
): Promise<void> {
  const options = mailingQueueOptions(timing.heartbeatSeconds, timing.retryDelaySeconds);
  if (await boss.getQueue(mailingQueue)) await boss.updateQueue(mailingQueue, options);
  else await boss.createQueue(mailingQueue, { ...options, policy: mailingQueuePolicy });
}

/** Queues a fan-out, from the API's schedule or the operator's command. */
export async function queueMailingJob(boss: PgBoss, job: MailingJob): Promise<string | null> {
  return boss.send(mailingQueue, job);
}
