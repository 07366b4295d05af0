import { bouncePath } from './bounce-route';
import { setUpApiParts } from '../testing/api-parts';
import { runOutboxCommand, waitFor } from '../testing/local-parts';
import {
  addSubscribers,
  blogEnv,
  postAt,
  startFakeBlog,
  startRecordingSmtp,
} from '../testing/mailing-parts';

/**
 * A permanently refused address is suppressed: the mail server's 5xx when the digest is sent,
 * or the provider's bounce report on the webhook. Either ends the subscription, says so in its
 * consent record, and the next digest does not go to it.
 */

jest.setTimeout(120_000);

const bounceSecret = 'the-bounce-webhook-secret-of-the-tests!';
const parts = setUpApiParts();

let blog: Awaited<ReturnType<typeof startFakeBlog>>;
let smtp: Awaited<ReturnType<typeof startRecordingSmtp>>;
beforeAll(async () => {
  blog = await startFakeBlog([
    postAt('2026-11-10T10:00:00.000Z', 'november'),
    postAt('2026-12-10T10:00:00.000Z', 'december'),
  ]);
  smtp = await startRecordingSmtp(new Set(['refused@example.org']));
});
afterAll(async () => {
  await blog.close();
  await smtp.close();
});

const digestOf = (month: string, databaseUrl: string, now: string) =>
  runOutboxCommand(['newsletter', 'digest', '--month', month, '--now', now], databaseUrl);

const mailedTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

const reportBounce = (apiUrl: string, body: unknown, secret = bounceSecret) =>
  fetch(`${apiUrl}${bouncePath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
  });

describe('suppressed addresses', () => {
  it('suppresses an address the mail server refuses (5xx), records it, and does not mail it next time', async () => {
    const { database } = await parts.startApi(blogEnv(blog), { smtpPort: smtp.port });
    await addSubscribers(database, ['kept@example.org', 'refused@example.org']);

    expect((await digestOf('2026-11', database.url, '2026-12-01T09:00:00Z')).code).toBe(0);
    await waitFor(
      'the sends of November to end',
      async () =>
        (await database.query(`SELECT 1 FROM newsletter.sends WHERE outcome IS NULL`)).length === 0,
      30_000,
    );
    expect(mailedTo('kept@example.org')).toHaveLength(1);
    expect(mailedTo('refused@example.org')).toHaveLength(0);
    expect(smtp.refusedTries.filter((to) => to === 'refused@example.org')).toHaveLength(1);

    const consent = await runOutboxCommand(['consent', 'refused@example.org'], database.url);
    expect(consent.output).toContain('refused@example.org: unsubscribed');
    expect(consent.output).toMatch(
      /suppressed +permanent refusal by the mail server when we sent \(SMTP 5xx\)\n +".*550.*No such user here/,
    );
    const status = await runOutboxCommand(['newsletter', 'status'], database.url);
    expect(status.output).toMatch(/^digest:2026-11 +1 +\S+ +1 +0 +0 +1 +0$/m);

    expect((await digestOf('2026-12', database.url, '2027-01-01T09:00:00Z')).code).toBe(0);
    await waitFor('the December digest', () => mailedTo('kept@example.org').length === 2, 30_000);
    const december = await database.query<{ email: string }>(
      `SELECT s.email FROM newsletter.sends d JOIN newsletter.subscriptions s
         ON s.id = d.subscription WHERE d.mailing = 'digest:2026-12'`,
    );
    expect(december).toEqual([{ email: 'kept@example.org' }]);
    expect(smtp.refusedTries.filter((to) => to === 'refused@example.org')).toHaveLength(1);
  });

  it("suppresses an address on the provider's bounce report, with the webhook secret only", async () => {
    const { api, database } = await parts.startApi(
      { ...blogEnv(blog), NEWSLETTER_BOUNCE_SECRET: bounceSecret },
      { smtpPort: smtp.port },
    );
    await addSubscribers(database, ['bounced@example.org', 'stays@example.org']);
    const report = { email: 'Bounced@example.org', type: 'permanent', reason: '550 5.1.1 gone' };

    const wrong = await reportBounce(api.url, report, 'not-the-secret');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: expect.stringContaining('webhook secret') });
    const bad = await reportBounce(api.url, { email: 'bounced@example.org' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'type must be permanent or transient.' });
    const transient = await reportBounce(api.url, { ...report, type: 'transient' });
    expect(await transient.json()).toEqual({ status: 'ignored' });

    const bounced = await reportBounce(api.url, report);
    expect(bounced.status).toBe(200);
    expect(await bounced.json()).toEqual({ status: 'suppressed' });
    expect(await (await reportBounce(api.url, report)).json()).toEqual({
      status: 'not-subscribed',
    });
    const consent = await runOutboxCommand(['consent', 'bounced@example.org'], database.url);
    expect(consent.output).toMatch(
      /suppressed +bounce report posted by the mail provider's webhook\n +"550 5\.1\.1 gone"/,
    );

    expect((await digestOf('2026-11', database.url, '2026-12-01T09:00:00Z')).code).toBe(0);
    await waitFor('the digest to the one left', () => mailedTo('stays@example.org').length === 1);
    expect(mailedTo('bounced@example.org')).toHaveLength(0);
  });

  it('answers 404 when no bounce secret is set', async () => {
    const response = await reportBounce(parts.first.api.url, {
      email: 'a@example.org',
      type: 'permanent',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found.' });
  });
});
