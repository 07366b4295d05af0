import { currentConsentVersion } from '@site/contracts/newsletter';
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import type { Database } from '../infra/database';
import type { Mailer } from '../infra/smtp-mailer';
import type { OutgoingMail } from '../outbox/compose-email';
import { startDeliveryWorker, type DeliveryWorker } from '../outbox/deliver';
import type { Outbox } from '../outbox/outbox';
import { waitFor } from '../testing/local-parts';
import { testNewsletterSettings } from '../testing/newsletter-settings';
import { openOutboxParts, testDeliverySettings, testMailSettings } from '../testing/outbox-parts';
import { setUpDatabaseServer } from '../testing/test-databases';
import { createNewsletter, type Newsletter } from './newsletter';

/**
 * A confirmation email through the real outbox and delivery worker: the row names the
 * subscription, and the email (address, links, tokens) is made when the worker sends it.
 */

jest.setTimeout(60_000);

const databases = setUpDatabaseServer();
let db: Database;
let boss: PgBoss;
let outbox: Outbox;
let newsletter: Newsletter;
let worker: DeliveryWorker;
const sent: OutgoingMail[] = [];
const clock = { now: () => Date.now() };

beforeAll(async () => {
  const parts = await openOutboxParts((await databases.database()).url, { clock });
  databases.closeAtEnd(() => parts.close());
  ({ db, boss, outbox } = parts);
  newsletter = createNewsletter({
    db,
    outbox,
    clock,
    settings: testNewsletterSettings,
  });
});

const mailer: Mailer = {
  send: async (email) => {
    sent.push(email);
  },
  close: () => undefined,
};

const startWorker = async () => {
  worker = await startDeliveryWorker({
    boss,
    outbox,
    mailer,
    clock,
    config: testDeliverySettings,
    mail: testMailSettings,
    confirmationEmail: newsletter.confirmationEmail,
    logger: pino({ level: 'silent' }),
    attemptTimeoutSeconds: 30,
  });
  const started = worker;
  databases.closeAtEnd(() => started.stop());
};

it('stores the subscription only, sends the email made at sending, and skips one no longer awaited', async () => {
  const kept = (await newsletter.subscribe('kept@example.org', currentConsentVersion))!;
  const left = (await newsletter.subscribe('left@example.org', currentConsentVersion))!;
  const stored = await db.pool.query<{ id: string; content: unknown }>(
    'SELECT id, content FROM contact.messages',
  );
  const subscriptionOf = async (email: string) =>
    (
      await db.pool.query<{ id: string }>(
        'SELECT id FROM newsletter.subscriptions WHERE email = $1',
        [email],
      )
    ).rows[0]!.id;
  expect(Object.fromEntries(stored.rows.map((row) => [row.id, row.content]))).toEqual({
    [kept]: { subscription: await subscriptionOf('kept@example.org') },
    [left]: { subscription: await subscriptionOf('left@example.org') },
  });

  // Withdrawn before its email went: nothing to send, and the row says why.
  const leftEmail = await newsletter.confirmationEmail(await subscriptionOf('left@example.org'));
  const token = new URLSearchParams(new URL(leftEmail!.unsubscribeUrl).hash.slice(1)).get('token')!;
  expect(await newsletter.unsubscribe(token, 'unsubscribePage')).toBe('unsubscribed');

  await startWorker();
  await waitFor('both done', async () => {
    const [a, b] = [await outbox.get(kept), await outbox.get(left)];
    return a?.status === 'sent' && b?.status === 'failed';
  });
  expect(sent.map((email) => email.to)).toEqual([['kept@example.org']]);
  expect(sent[0]!.text).toMatch(/\/newsletter\/confirm#token=[0-9a-f-]{36}\.[\w-]{43}/);
  expect((await outbox.get(left))?.lastError).toMatch(/no longer waits/);
});
