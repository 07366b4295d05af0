import type { PgBoss } from 'pg-boss';
import type { Database } from '../infra/database';
import { mailingQueue, queueMailingJob } from '../mailings/mailing-queue';
import { readMailingStatus } from '../mailings/mailing-status';
import { formatTable } from './outbox-table';

/**
 * The `outbox` command's newsletter part: `newsletter status` (each mailing's figures) and
 * `newsletter digest [--month] [--now]` (a running API fans the digest out now; this waits for
 * it and says what it did). No addresses are shown.
 */

/** Longest wait for a running API to take the digest's job and finish it. */
const digestWaitMs = 5 * 60_000;

export async function printNewsletterStatus(db: Pick<Database, 'pool'>): Promise<number> {
  const mailings = await readMailingStatus(db);
  if (!mailings.length) {
    console.log('No newsletter mailing yet.');
    return 0;
  }
  console.log(
    formatTable([
      ['MAILING', 'POSTS', 'MADE', 'SENT', 'PENDING', 'FAILED', 'SUPPRESSED', 'UNSUBSCRIBED'],
      ...mailings.map((mailing) => [
        mailing.fannedOut ? mailing.id : `${mailing.id} (fan-out under way)`,
        String(mailing.posts),
        mailing.createdAt.toISOString(),
        String(mailing.sent),
        String(mailing.pending),
        String(mailing.failed),
        String(mailing.suppressed),
        String(mailing.unsubscribed),
      ]),
    ]),
  );
  return 0;
}

const outcomeText: Record<string, (month: string) => string> = {
  'not-ended': (month) => `${month} has not ended yet (as of --now): no digest.`,
  'no-posts': (month) => `No post was published in ${month}: no digest is sent.`,
  'already-sent': (month) => `The digest of ${month} was already sent.`,
};

export async function runDigestCommand(
  boss: PgBoss,
  request: { month?: string; now?: string },
): Promise<number> {
  const id = await queueMailingJob(boss, { kind: 'digest', ...request });
  if (!id) {
    console.error('The digest could not be queued.');
    return 1;
  }
  console.log(`Queued the digest (job ${id}); waiting for a running API to fan it out…`);
  const deadline = Date.now() + digestWaitMs;
  while (Date.now() < deadline) {
    const job = await boss.getJobById(mailingQueue, id);
    if (job?.state === 'completed') {
      const result = (job.output ?? {}) as { month?: string; outcome?: string; queued?: number };
      const month = result.month ?? request.month ?? 'the month';
      const text = outcomeText[result.outcome ?? ''];
      console.log(
        text
          ? text(month)
          : `The digest of ${month} is queued for ${result.queued ?? 0} subscribers.`,
      );
      return 0;
    }
    if (job?.state === 'failed' || (job?.state === 'retry' && job.output)) {
      const retried = job.state === 'retry' ? ' (the API tries again later)' : '';
      console.error(`The digest failed${retried}: ${JSON.stringify(job.output)}`);
      return 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error('No running API took the digest in time; it stays queued for the next one.');
  return 1;
}
