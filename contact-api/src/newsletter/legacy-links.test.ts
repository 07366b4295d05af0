import { createHash, randomUUID } from 'node:crypto';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import { currentConsentVersion } from '@site/contracts/newsletter';
import type { Database } from '../infra/database';
import { migrateDatabase, migrationsDir } from '../infra/migrate';
import { testNewsletterSettings } from '../testing/newsletter-settings';
import { openTestDatabase, setUpDatabaseServer } from '../testing/test-databases';
import { createNewsletter, type Newsletter } from './newsletter';

/**
 * The upgrade to derived link tokens (migrations/0004, decision 034) on a database that holds
 * what the API stored before: tokens, a token's hash, and confirmation emails with their links.
 */

jest.setTimeout(60_000);

const hour = 60 * 60 * 1000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const oldToken = (letter: string) => letter.repeat(43);

const databases = setUpDatabaseServer();
let db: Database;
let newsletter: Newsletter;
let time = Date.now();

/** A subscription as the API stored it before: its unsubscribe token in clear. */
const before = {
  pending: {
    id: randomUUID(),
    email: 'pending@example.org',
    confirm: oldToken('P'),
    unsubscribe: oldToken('p'),
  },
  waiting: {
    id: randomUUID(),
    email: 'waiting@example.org',
    confirm: oldToken('W'),
    unsubscribe: oldToken('w'),
  },
  stale: {
    id: randomUUID(),
    email: 'stale@example.org',
    confirm: oldToken('S'),
    unsubscribe: oldToken('s'),
  },
  subscribed: { id: randomUUID(), email: 'subscribed@example.org', unsubscribe: oldToken('u') },
};
const outboxIds = { pending: randomUUID(), sent: randomUUID(), orphan: randomUUID() };

async function storeAsBefore(client: pg.Client) {
  const now = Date.now();
  const subscription = `INSERT INTO newsletter.subscriptions (id, email, status, consent_version,
      confirm_token_hash, confirm_expires_at, unsubscribe_token, requested_at, confirmation_sent_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`;
  const { pending, waiting, stale, subscribed } = before;
  for (const row of [pending, waiting]) {
    await client.query(subscription, [
      row.id,
      row.email,
      'pending',
      currentConsentVersion,
      hashOf(row.confirm),
      new Date(now + 47 * hour),
      row.unsubscribe,
      new Date(now - hour),
    ]);
  }
  await client.query(subscription, [
    stale.id,
    stale.email,
    'pending',
    currentConsentVersion,
    hashOf(stale.confirm),
    new Date(now - hour),
    stale.unsubscribe,
    new Date(now - 49 * hour),
  ]);
  await client.query(subscription, [
    subscribed.id,
    subscribed.email,
    'subscribed',
    currentConsentVersion,
    null,
    null,
    subscribed.unsubscribe,
    new Date(now - 72 * hour),
  ]);

  const email = (to: string, confirm: string, unsubscribe: string) => ({
    to,
    confirmUrl: `http://localhost:3000/newsletter/confirm?token=${confirm}`,
    unsubscribeUrl: `http://localhost:3000/newsletter/unsubscribe?token=${unsubscribe}`,
    oneClickUrl: `http://127.0.0.1:4000/newsletter/unsubscribe?token=${unsubscribe}`,
    expiresAt: now + 47 * hour,
  });
  const message = `INSERT INTO contact.messages (id, message_id, kind, content, status, job_id,
      accepted_at, retry_from) VALUES ($1, $2, 'newsletter-confirmation', $3, $4, $5, $6, $6)`;
  for (const [id, content, status] of [
    [outboxIds.pending, email(pending.email, pending.confirm, pending.unsubscribe), 'pending'],
    [outboxIds.sent, email(subscribed.email, oldToken('c'), subscribed.unsubscribe), 'sent'],
    [outboxIds.orphan, email('deleted@example.org', oldToken('d'), oldToken('e')), 'sent'],
  ] as const) {
    await client.query(message, [
      id,
      `<${id}@example.org>`,
      content,
      status,
      randomUUID(),
      new Date(now),
    ]);
  }
}

beforeAll(async () => {
  const { url } = await databases.database({ migrated: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The schema as the release before this one left it: the first three files.
    await client.query('CREATE SCHEMA IF NOT EXISTS contact');
    await runner({
      dbClient: client,
      dir: migrationsDir,
      migrationsSchema: 'contact',
      migrationsTable: 'pgmigrations',
      direction: 'up',
      count: 3,
      log: () => undefined,
    });
    await storeAsBefore(client);
  } finally {
    await client.end();
  }
  await migrateDatabase({ url });
  db = await openTestDatabase(url);
  databases.closeAtEnd(() => db.close());
  newsletter = createNewsletter({
    db,
    clock: { now: () => time },
    outbox: { queueEmail: async () => 'not used' },
    settings: testNewsletterSettings,
  });
});

it('keeps no token in clear: the token column goes, and the outbox keeps no address or link', async () => {
  const columns = await db.pool.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'newsletter' AND table_name = 'subscriptions'`,
  );
  const names = columns.rows.map((row) => row.column_name);
  expect(names).not.toContain('unsubscribe_token');
  expect(names).not.toContain('confirm_token_hash');
  const subscriptions = await db.pool.query<{ row: string }>(
    'SELECT s::text AS row FROM newsletter.subscriptions s',
  );
  for (const { row } of subscriptions.rows) {
    for (const old of Object.values(before)) expect(row).not.toContain(old.unsubscribe);
  }

  const messages = await db.pool.query<{ id: string; content: unknown }>(
    `SELECT id, content FROM contact.messages ORDER BY id`,
  );
  expect(messages.rows).toEqual(
    [
      { id: outboxIds.pending, content: { subscription: before.pending.id } },
      { id: outboxIds.sent, content: { subscription: before.subscribed.id } },
    ].sort((a, b) => a.id.localeCompare(b.id)),
  );
});

it('sends a confirmation queued before with links made when it is sent', async () => {
  const email = await newsletter.confirmationEmail(before.pending.id);
  expect(email?.to).toBe(before.pending.email);
  expect(email?.confirmUrl).toMatch(
    new RegExp(`/newsletter/confirm#token=${before.pending.id}\\.[\\w-]{43}$`),
  );
});

it('still honours the unsubscribe link of an email sent before, from the page and by one click', async () => {
  expect(await newsletter.unsubscribe(before.subscribed.unsubscribe, 'oneClick')).toBe(
    'unsubscribed',
  );
  expect(await newsletter.unsubscribe(oldToken('x'), 'unsubscribePage')).toBe('unknown');
});

it('still confirms with the link of an email sent before until it expires, then forgets its hash', async () => {
  expect(await newsletter.confirm(before.pending.confirm)).toBe('subscribed');
  // One that had expired before the upgrade, and an unsubscribe token used to confirm.
  expect(await newsletter.confirm(before.stale.confirm)).toBe('unknown');
  expect(await newsletter.confirm(before.waiting.unsubscribe)).toBe('unknown');

  const hashesKept = async () =>
    (
      await db.pool.query<{ email: string }>(
        'SELECT email FROM newsletter.subscriptions WHERE legacy_confirm_hash IS NOT NULL',
      )
    ).rows.map((row) => row.email);
  expect(await hashesKept()).toEqual([before.waiting.email]);
  // Asked an hour before the upgrade: 48 hours on, its link has expired.
  time += 48 * hour;
  expect(await newsletter.confirm(before.waiting.confirm)).toBe('expired');
  await newsletter.deleteExpired();
  expect(await hashesKept()).toEqual([]);
  expect(await newsletter.confirm(before.waiting.confirm)).toBe('unknown');
});
