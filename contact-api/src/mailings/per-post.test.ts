import { currentConsentVersion, perPostConsentVersions } from '@site/contracts/newsletter-facts';
import pino from 'pino';
import { openOutboxParts } from '../testing/outbox-parts';
import {
  addSubscribers,
  blogAnonKey,
  postAt,
  startFakeBlog,
  type FakePost,
} from '../testing/mailing-parts';
import { setUpDatabaseServer, type TestDatabase } from '../testing/test-databases';
import { runDigest, runNewPosts, type FanOutDependencies } from './fan-out';
import { createMailingStore } from './mailing-store';

/**
 * Per-post mode's fan-outs: each post published since the last look goes, once, to the
 * subscribers whose consent promises an email per post; the others keep the monthly digest,
 * which then leaves out those who get each post. A post published while the API was not looking
 * is found by the next look.
 */

jest.setTimeout(60_000);

const databases = setUpDatabaseServer();
const perPost = perPostConsentVersions[0]!;
const posts: FakePost[] = [];
let blog: Awaited<ReturnType<typeof startFakeBlog>>;
let database: TestDatabase;
let deps: FanOutDependencies;
let now = Date.parse('2026-11-05T12:00:00Z');

beforeAll(async () => {
  blog = await startFakeBlog(posts);
  database = await databases.database();
  const clock = { now: () => now };
  const parts = await openOutboxParts(database.url, { clock });
  databases.closeAtEnd(() => parts.close());
  deps = {
    store: createMailingStore({
      db: parts.db,
      boss: parts.boss,
      clock,
      messageIdDomain: 'example.org',
      perPostVersions: perPostConsentVersions,
      ratePerMinute: 600,
      batchSize: 2,
    }),
    db: parts.db,
    blog: { supabaseUrl: blog.url, anonKey: blogAnonKey, timeoutMs: 5000 },
    clock,
    mode: 'each-post',
    logger: pino({ level: 'silent' }),
  };
  await addSubscribers(database, ['each1@example.org', 'each2@example.org', 'each3@example.org'], {
    consentVersion: perPost,
  });
  await addSubscribers(database, ['monthly@example.org'], {
    consentVersion: currentConsentVersion,
  });
});
afterAll(() => blog.close());

const sendsOf = (mailing: string) =>
  database.query<{ email: string }>(
    `SELECT s.email FROM newsletter.sends d JOIN newsletter.subscriptions s
       ON s.id = d.subscription WHERE d.mailing = $1 ORDER BY s.email`,
    [mailing],
  );

describe('per-post mode', () => {
  it('mails each new post once to those who agreed to it, and the digest to the others', async () => {
    expect(await runNewPosts(deps)).toBe(0); // the first look starts the cursor
    posts.push(postAt('2026-11-05T13:00:00.000Z', 'one'));
    now = Date.parse('2026-11-05T13:30:00Z');
    expect(await runNewPosts(deps)).toBe(3);
    expect(await sendsOf(`post:${posts[0]!.id}`)).toEqual([
      { email: 'each1@example.org' },
      { email: 'each2@example.org' },
      { email: 'each3@example.org' },
    ]);
    // Published while nobody looked: the next look, hours later, finds it; the first is not sent again.
    posts.push(postAt('2026-11-06T08:00:00.000Z', 'two'));
    now = Date.parse('2026-11-07T09:00:00Z');
    expect(await runNewPosts(deps)).toBe(3);
    expect(await runNewPosts(deps)).toBe(0);
    expect(await sendsOf(`post:${posts[1]!.id}`)).toHaveLength(3);

    const digest = await runDigest(deps, { kind: 'digest', now: '2026-12-01T09:00:00Z' });
    expect(digest).toEqual({ month: '2026-11', outcome: 'queued', posts: 2, queued: 1 });
    expect(await sendsOf('digest:2026-11')).toEqual([{ email: 'monthly@example.org' }]);
  });
});
