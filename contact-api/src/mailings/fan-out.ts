import type { Database } from '../infra/database';
import type { Logger } from '../infra/logger';
import type { Clock } from '../outbox/clock';
import { postsPublishedBetween, type BlogSource } from './blog-window';
import { hasEnded, isMonth, lastEndedMonth, monthWindow } from './digest-months';
import type { DigestJob } from './mailing-queue';
import type { Audience, Mailing, MailingStore } from './mailing-store';

/**
 * The fan-outs: the digest of a month, and (per-post mode) the emails of the posts published
 * since the last look. Each reads the posts from the blog, makes its mailing once, then queues
 * it batch by batch for its audience, and is safe to run again at any point (decision 041).
 */

/** `digest` (default): one email a month. `each-post`: an email per post to those who agreed. */
export type SendsMode = 'digest' | 'each-post';

export interface FanOutDependencies {
  store: MailingStore;
  db: Pick<Database, 'pool'>;
  blog: BlogSource;
  clock: Clock;
  mode: SendsMode;
  logger: Logger;
  /** Called after each batch is committed (the delivery worker is woken). */
  queued?(count: number): void;
}

export type DigestResult =
  | { month: string; outcome: 'not-ended' | 'no-posts' | 'already-sent' }
  | { month: string; outcome: 'queued'; posts: number; queued: number };

/** Queues `mailing` for its whole audience, batch by batch; resolves with how many now. */
async function fanOut(deps: FanOutDependencies, mailing: Mailing, audience: Audience) {
  let total = 0;
  for (;;) {
    const queued = await deps.store.queueBatch(mailing, audience);
    if (!queued) break;
    total += queued;
    deps.logger.info({ mailing: mailing.id, queued, total }, 'newsletter fan-out batch queued');
    deps.queued?.(queued);
  }
  await deps.store.markFannedOut(mailing.id);
  return total;
}

/** The digest of `job.month` (default: the last ended month), as of `job.now` (default: now). */
export async function runDigest(deps: FanOutDependencies, job: DigestJob): Promise<DigestResult> {
  const at = job.now ? Date.parse(job.now) : deps.clock.now();
  if (Number.isNaN(at)) throw new Error(`Not a time: ${job.now}`);
  const month = job.month ?? lastEndedMonth(at);
  if (!isMonth(month)) throw new Error(`Not a month (YYYY-MM): ${month}`);
  if (!hasEnded(month, at)) return { month, outcome: 'not-ended' };
  const id = `digest:${month}`;
  const existing = await deps.store.get(id);
  if (existing?.fannedOutAt) return { month, outcome: 'already-sent' };
  const window = monthWindow(month);
  const posts =
    existing?.posts ?? (await postsPublishedBetween(deps.blog, window.from, window.before));
  if (!posts.length) return { month, outcome: 'no-posts' };
  const mailing = existing ?? (await deps.store.make(id, 'digest', posts, new Date(at)));
  const audience = deps.mode === 'each-post' ? 'digest-consent' : 'everyone';
  const queued = await fanOut(deps, mailing, audience);
  return { month, outcome: 'queued', posts: mailing.posts.length, queued };
}

/**
 * How far behind now the per-post look stops: a post whose time has just come may not be
 * visible yet by the blog database's clock; the next look takes it.
 */
const settleMs = 60_000;

/** Per-post mode: each post published since the last look gets its mailing. */
export async function runNewPosts(deps: FanOutDependencies): Promise<number> {
  const before = new Date(deps.clock.now() - settleMs);
  // The first look starts now: the posts before per-post mode are in the digests.
  await deps.db.pool.query(
    'INSERT INTO newsletter.post_cursor (seen_before) VALUES ($1) ON CONFLICT (id) DO NOTHING',
    [before],
  );
  const { rows } = await deps.db.pool.query<{ seen_before: Date }>(
    'SELECT seen_before FROM newsletter.post_cursor',
  );
  const from = rows[0]?.seen_before ?? before;
  if (from >= before) return 0;
  const posts = await postsPublishedBetween(deps.blog, from, before);
  let queued = 0;
  for (const post of posts) {
    const mailing = await deps.store.make(`post:${post.id}`, 'post', [post], before);
    if (!mailing.fannedOutAt) queued += await fanOut(deps, mailing, 'per-post-consent');
  }
  await deps.db.pool.query('UPDATE newsletter.post_cursor SET seen_before = $1', [before]);
  return queued;
}
