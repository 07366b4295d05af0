import { currentConsentVersion } from '@site/contracts/newsletter';
import type { Database } from '../infra/database';
import type { ConfirmationEmail } from '../outbox/compose-email';
import { readConsentRecord } from './consent-records';
import { createNewsletter, type Newsletter } from './newsletter';
import { testNewsletterSettings } from '../testing/newsletter-settings';
import { openTestDatabase, setUpDatabaseServer } from '../testing/test-databases';

/**
 * What the newsletter keeps, and for how long (the privacy policy says the same); its links, made
 * when an email is sent and never stored (decision 034).
 */

jest.setTimeout(60_000);

const day = 24 * 60 * 60 * 1000;
let time = Date.parse('2026-11-24T09:00:00Z');
const databases = setUpDatabaseServer();
let db: Database;
let newsletter: Newsletter;
/** The subscription each queued confirmation email names, in order. */
const queued: string[] = [];

beforeAll(async () => {
  db = await openTestDatabase((await databases.database()).url);
  databases.closeAtEnd(() => db.close());
  newsletter = createNewsletter({
    db,
    clock: { now: () => time },
    // The emails it would send, kept here (delivery is the outbox's, tested on its own).
    outbox: {
      queueEmail: async (_client, email) => {
        queued.push(email.content.subscription);
        return String(queued.length);
      },
    },
    settings: testNewsletterSettings,
  });
});

/** The confirmation email queued `nth` (from 0), as it would be sent now. */
async function sentNow(nth: number): Promise<ConfirmationEmail> {
  const email = await newsletter.confirmationEmail(queued[nth]!);
  if (!email) throw new Error(`Email ${nth} has nothing to send`);
  return email;
}
const tokenIn = (url: string) => new URLSearchParams(new URL(url).hash.slice(1)).get('token')!;
const addresses = async () =>
  (
    await db.pool.query<{ email: string; status: string }>(
      'SELECT email, status FROM newsletter.subscriptions ORDER BY email',
    )
  ).rows;

it('deletes requests never confirmed after 30 days, and withdrawn subscriptions with their consent record after a year', async () => {
  await newsletter.subscribe('pending@example.org', currentConsentVersion);
  await newsletter.subscribe('kept@example.org', currentConsentVersion);
  await newsletter.subscribe('left@example.org', currentConsentVersion);
  const [, kept, left] = [await sentNow(0), await sentNow(1), await sentNow(2)];
  expect(await newsletter.confirm(tokenIn(kept!.confirmUrl))).toBe('subscribed');
  expect(await newsletter.confirm(tokenIn(left!.confirmUrl))).toBe('subscribed');
  expect(await newsletter.unsubscribe(tokenIn(left!.unsubscribeUrl), 'unsubscribePage')).toBe(
    'unsubscribed',
  );

  time += 29 * day;
  expect(await newsletter.deleteExpired()).toEqual({ pending: 0, unsubscribed: 0 });
  time += 2 * day;
  expect(await newsletter.deleteExpired()).toEqual({ pending: 1, unsubscribed: 0 });
  time += 335 * day;
  expect(await newsletter.deleteExpired()).toEqual({ pending: 0, unsubscribed: 1 });

  expect(await addresses()).toEqual([{ email: 'kept@example.org', status: 'subscribed' }]);
  const records = await db.pool.query('SELECT event FROM newsletter.consent_records');
  expect(records.rows.map((row: { event: string }) => row.event).sort()).toEqual([
    'confirmed',
    'requested',
  ]);
  expect((await readConsentRecord(db, 'KEPT@example.org'))?.status).toBe('subscribed');
});

describe('the links of a confirmation email', () => {
  let email: ConfirmationEmail;
  let subscription: string;
  let requested = 0;

  beforeAll(async () => {
    await newsletter.subscribe('links@example.org', currentConsentVersion);
    requested = time;
    subscription = queued.at(-1)!;
    email = await sentNow(queued.length - 1);
  });

  it('are made for the subscription the outbox row names, and go to its address', () => {
    expect(email.to).toBe('links@example.org');
    const token = tokenIn(email.confirmUrl);
    expect(token.startsWith(`${subscription}.`)).toBe(true);
  });

  it('link to the site for people, token in the fragment, and to the API for email programs, in the query', () => {
    expect(email.confirmUrl).toMatch(
      new RegExp(
        `^https://www\\.example\\.org/newsletter/confirm#token=${subscription}\\.[\\w-]{43}$`,
      ),
    );
    expect(email.unsubscribeUrl).toMatch(
      new RegExp(
        `^https://www\\.example\\.org/newsletter/unsubscribe#token=${subscription}\\.[\\w-]{43}$`,
      ),
    );
    expect(email.oneClickUrl).toBe(
      `https://api.example.org/newsletter/unsubscribe?token=${tokenIn(email.unsubscribeUrl)}`,
    );
    expect(tokenIn(email.confirmUrl)).not.toBe(tokenIn(email.unsubscribeUrl));
    expect(email.expiresAt).toBe(requested + 2 * day);
  });

  it('are the same each time the email is made: nothing random is kept or needed', async () => {
    expect(await newsletter.confirmationEmail(subscription)).toEqual(email);
  });

  it('are stored nowhere: no column of the subscription holds a token or its MAC', async () => {
    const macs = [email.confirmUrl, email.unsubscribeUrl].map((url) => tokenIn(url).split('.')[1]!);
    const { rows } = await db.pool.query<{ row: string }>(
      `SELECT s::text AS row FROM newsletter.subscriptions s WHERE email = 'links@example.org'`,
    );
    expect(rows).toHaveLength(1);
    for (const mac of macs) expect(rows[0]!.row).not.toContain(mac);
  });

  it('refuse a token for the other purpose, or with its MAC changed', async () => {
    const unsubscribeToken = tokenIn(email.unsubscribeUrl);
    expect(await newsletter.confirm(unsubscribeToken)).toBe('unknown');
    const confirmToken = tokenIn(email.confirmUrl);
    const changed = `${confirmToken.slice(0, -1)}${confirmToken.endsWith('A') ? 'B' : 'A'}`;
    expect(await newsletter.confirm(changed)).toBe('unknown');
    expect(await newsletter.unsubscribe(confirmToken, 'unsubscribePage')).toBe('unknown');
  });

  it('expire 48 hours after the request, as the record says; a new request brings them back', async () => {
    time += 2 * day;
    expect(await newsletter.confirm(tokenIn(email.confirmUrl))).toBe('expired');
    // Nothing to send any more: a retried delivery would carry a dead link.
    expect(await newsletter.confirmationEmail(subscription)).toBeUndefined();
    await newsletter.subscribe('links@example.org', currentConsentVersion);
    expect(queued.at(-1)).toBe(subscription);
    expect(await newsletter.confirm(tokenIn(email.confirmUrl))).toBe('subscribed');
    // Confirmed: the email has nothing left to ask.
    expect(await newsletter.confirmationEmail(subscription)).toBeUndefined();
  });

  it('stop confirming once unsubscribed, and unsubscribing again changes nothing', async () => {
    const unsubscribeToken = tokenIn(email.unsubscribeUrl);
    expect(await newsletter.unsubscribe(unsubscribeToken, 'oneClick')).toBe('unsubscribed');
    expect(await newsletter.unsubscribe(unsubscribeToken, 'unsubscribePage')).toBe('unsubscribed');
    expect(await newsletter.confirm(tokenIn(email.confirmUrl))).toBe('unknown');
  });
});
