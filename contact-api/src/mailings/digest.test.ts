import { newsletterApiPaths } from '@site/contracts/newsletter';
import { linkToken } from '../newsletter/link-tokens';
import { setUpApiParts } from '../testing/api-parts';
import { jsonHeaders, runOutboxCommand, waitFor } from '../testing/local-parts';
import {
  addSubscribers,
  blogEnv,
  postAt,
  startFakeBlog,
  type FakePost,
} from '../testing/mailing-parts';

/**
 * The monthly digest through a running API: the month's posts from get-blogs, to the confirmed
 * subscribers only, one email each, with its unsubscribe link and one-click headers; nothing in a
 * month without a post; nothing to an address that unsubscribed, even after the fan-out.
 */

jest.setTimeout(120_000);

const linkSecret = 'the-newsletter-link-secret-of-the-digest-tests';
const parts = setUpApiParts({
  env: {
    SITE_URL: 'http://localhost:3000',
    PUBLIC_API_URL: 'http://127.0.0.1:4000',
    NEWSLETTER_LINK_SECRET: linkSecret,
  },
});

const november = [
  postAt('2026-11-20T15:30:00.000Z', 'second'),
  postAt('2026-11-01T00:00:00.000Z', 'first'),
];
const posts: FakePost[] = [
  postAt('2026-10-31T23:59:59.000Z', 'october'),
  ...november,
  postAt('2026-12-01T00:00:00.000Z', 'december'),
];
let blog: Awaited<ReturnType<typeof startFakeBlog>>;
beforeAll(async () => {
  blog = await startFakeBlog(posts);
});
afterAll(() => blog.close());

const digestOf = (month: string, databaseUrl: string, now = '2026-12-01T09:00:00Z') =>
  runOutboxCommand(['newsletter', 'digest', '--month', month, '--now', now], databaseUrl);

const mailsTo = async (address: string) =>
  (await parts.catcher.messages()).filter((mail) => mail.to.some((to) => to.address === address));

async function unsubscribe(apiUrl: string, subscription: string) {
  const response = await fetch(`${apiUrl}${newsletterApiPaths.unsubscribe}`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ token: linkToken(linkSecret, 'unsubscribe', subscription) }),
  });
  expect(response.status).toBe(200);
}

describe('the monthly digest', () => {
  it("lists the month's posts, and goes to each confirmed subscriber once, never to the unsubscribed", async () => {
    const { api, database } = await parts.startApi(blogEnv(blog));
    await addSubscribers(database, ['ann@example.org', 'bob@example.org']);
    await addSubscribers(database, ['pat@example.org'], { status: 'pending' });
    const [gone] = await addSubscribers(database, ['gone@example.org']);
    await unsubscribe(api.url, gone!);

    const ran = await digestOf('2026-11', database.url);
    expect(ran.output).toContain('The digest of 2026-11 is queued for 2 subscribers.');
    expect(ran.code).toBe(0);
    const [ann] = await waitFor('the digest to ann', async () => {
      const mails = await mailsTo('ann@example.org');
      return mails.length ? mails : undefined;
    });
    await waitFor('the digest to bob', async () => (await mailsTo('bob@example.org')).length);

    expect(ann?.subject).toBe('New on the Elevate SaaS Solutions blog: November 2026');
    const text = ann?.text ?? '';
    expect(text.indexOf('first <post> & more')).toBeGreaterThan(-1);
    expect(text.indexOf('second <post> & more')).toBeGreaterThan(text.indexOf('first <post>'));
    expect(text).toContain('What first says "in short".');
    expect(text).toContain('http://localhost:3000/blog/first-post');
    expect(text).toContain('http://localhost:3000/blog/second-post');
    expect(text).not.toContain('october');
    expect(text).not.toContain('december');
    expect(text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/newsletter\/unsubscribe#token=/);
    expect(ann?.html).toContain('first &lt;post&gt; &amp; more');
    expect(ann?.html).toContain('What first says &quot;in short&quot;.');
    expect(ann?.html).not.toContain('<post>');
    expect(ann?.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:4000\/newsletter\/unsubscribe\?token=[0-9a-f-]{36}\.[\w-]{43}>$/,
    );
    expect(ann?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(blog.requests.at(-1)).toEqual({
      published_from: '2026-11-01T00:00:00.000Z',
      published_before: '2026-12-01T00:00:00.000Z',
      limit: 50,
      offset: 0,
    });

    const again = await digestOf('2026-11', database.url);
    expect(again.output).toContain('The digest of 2026-11 was already sent.');
    const status = await runOutboxCommand(['newsletter', 'status'], database.url);
    expect(status.output).toMatch(/^digest:2026-11 +2 +\S+ +2 +0 +0 +0 +0$/m);
    expect(await mailsTo('ann@example.org')).toHaveLength(1);
    expect(await mailsTo('bob@example.org')).toHaveLength(1);
    expect(await mailsTo('pat@example.org')).toHaveLength(0);
    expect(await mailsTo('gone@example.org')).toHaveLength(0);
  });

  it('sends nothing for a month without a new post, nor for a month not yet ended', async () => {
    const { database } = await parts.startApi(blogEnv(blog));
    await addSubscribers(database, ['quiet@example.org']);
    const none = await digestOf('2026-09', database.url);
    expect(none.output).toContain('No post was published in 2026-09: no digest is sent.');
    const early = await digestOf('2026-12', database.url, '2026-12-31T23:00:00Z');
    expect(early.output).toContain('2026-12 has not ended yet');
    expect(await database.query('SELECT * FROM newsletter.mailings')).toEqual([]);
    expect((await runOutboxCommand(['newsletter', 'status'], database.url)).output).toContain(
      'No newsletter mailing yet.',
    );
    expect(await mailsTo('quiet@example.org')).toHaveLength(0);
  });

  it('does not mail an address that unsubscribed after the fan-out queued its email', async () => {
    // Ten seconds between two emails: the second waits in the queue long enough to unsubscribe.
    const { api, database } = await parts.startApi({
      ...blogEnv(blog),
      NEWSLETTER_SEND_RATE_PER_MINUTE: '6',
    });
    const ids = await addSubscribers(database, ['early@example.org', 'late@example.org']);
    expect((await digestOf('2026-11', database.url)).code).toBe(0);
    const [last] = await database.query<{ subscription: string; email: string }>(
      `SELECT d.subscription, s.email FROM newsletter.sends d
         JOIN newsletter.subscriptions s ON s.id = d.subscription
         JOIN contact.messages m ON m.id = d.message
         JOIN contact_queue.job j ON j.id = m.job_id
        ORDER BY j.start_after DESC LIMIT 1`,
    );
    expect(ids).toContain(last?.subscription);
    await unsubscribe(api.url, last!.subscription);
    await waitFor(
      'both sends to end',
      async () =>
        (await database.query(`SELECT 1 FROM newsletter.sends WHERE outcome IS NULL`)).length === 0,
      60_000,
    );
    expect(await mailsTo(last!.email)).toHaveLength(0);
    const status = await runOutboxCommand(['newsletter', 'status'], database.url);
    expect(status.output).toMatch(/^digest:2026-11 +2 +\S+ +1 +0 +0 +0 +1$/m);
  });
});
