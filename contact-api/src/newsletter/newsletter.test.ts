import { currentConsentVersion } from '@site/contracts/newsletter';
import { openDatabase, type Database } from '../infra/database';
import { migrateDatabase } from '../infra/migrate';
import { createNewsletter, readConsentRecord, type Newsletter } from './newsletter';
import type { NewsletterConfirmation } from '../outbox/outbox-rows';
import { startTestDatabaseServer, type TestDatabaseServer } from '../testing/local-parts';

/** What the newsletter keeps, and for how long (the privacy policy says the same). */

jest.setTimeout(60_000);

const day = 24 * 60 * 60 * 1000;
let time = Date.parse('2026-11-24T09:00:00Z');
let databases: TestDatabaseServer;
let db: Database;
let newsletter: Newsletter;
const emails: NewsletterConfirmation[] = [];

beforeAll(async () => {
  databases = await startTestDatabaseServer('embedded');
  db = await openDatabase({
    url: (await databases.database()).url,
    embeddedDir: 'memory',
    poolSize: 2,
    statementTimeoutMs: 5000,
  });
  await migrateDatabase(db);
  newsletter = createNewsletter({
    db,
    clock: { now: () => time },
    // The emails it would send, kept here (delivery is the outbox's, tested on its own).
    outbox: {
      queueEmail: async (_client, email) => {
        emails.push(email.content);
        return String(emails.length);
      },
    },
    settings: {
      siteUrl: 'https://www.example.org',
      apiUrl: 'https://api.example.org',
      confirmationTtlMs: 2 * day,
      confirmationIntervalMs: day,
      pendingRetentionDays: 30,
      unsubscribedRetentionDays: 365,
    },
  });
});

afterAll(async () => {
  await db.close();
  await databases.close();
});

const tokenIn = (url: string) => new URL(url).searchParams.get('token')!;
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
  const [, kept, left] = emails;
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

it('links to the site for people and to the API for email programs, each with its token', () => {
  const email = emails[0]!;
  expect(email.confirmUrl).toMatch(
    /^https:\/\/www\.example\.org\/newsletter\/confirm\?token=[\w-]{43}$/,
  );
  expect(email.unsubscribeUrl).toMatch(
    /^https:\/\/www\.example\.org\/newsletter\/unsubscribe\?token=[\w-]{43}$/,
  );
  expect(email.oneClickUrl).toBe(
    `https://api.example.org/newsletter/unsubscribe?token=${tokenIn(email.unsubscribeUrl)}`,
  );
  expect(email.expiresAt).toBe(Date.parse('2026-11-26T09:00:00Z'));
});
