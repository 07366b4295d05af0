import path from 'node:path';
import { startBotCheckEmulator, type RunningBotCheckEmulator } from '@site/bot-check-emulator';
import { sendEmailAcceptedSchema } from '@site/contracts/contact';
import { startMailCatcher } from '@site/mail-catcher';
import { TestClock } from 'pg-boss';
import { startContactApi } from './start';
import {
  freePort,
  postMessage,
  secretKey,
  siteKey,
  temporaryDirectory,
  testSettings,
  visitor,
  waitFor,
} from './testing/local-parts';
import { describeOnEachDatabase, type TestDatabase } from './testing/test-databases';

/**
 * An SMTP outage of two hours, simulated: the API runs with pg-boss's TestClock, which is the
 * API's clock, pg-boss's timers and the database's `job_now()` at once, so the retries, their
 * back-off and the horizon all see the same two hours pass, in a few seconds. The production
 * settings apply (first retry after 10 s, doubling, capped at 30 minutes, a 72-hour horizon).
 */

jest.setTimeout(180_000);

const minute = 60 * 1000;
const hour = 60 * minute;

/**
 * The default back-off; polls every 30 s and a slow heartbeat check, so that a simulated minute
 * fires a few timers rather than a hundred (nothing crashes here).
 */
const productionDelivery = {
  DELIVERY_RETRY_DELAY_SECONDS: '10',
  DELIVERY_MAX_RETRY_DELAY_SECONDS: '1800',
  DELIVERY_POLL_INTERVAL_SECONDS: '30',
  DELIVERY_HEARTBEAT_SECONDS: '600',
};

let work: Awaited<ReturnType<typeof temporaryDirectory>>;
let emulator: RunningBotCheckEmulator;

beforeAll(async () => {
  work = await temporaryDirectory('contact-api-outage-');
  emulator = await startBotCheckEmulator({ port: 0, siteKey, secretKey });
});

afterAll(async () => {
  await emulator.close();
  await work.remove();
});

/** Waits until no delivery is in progress (a tick fires polls; their handlers run after it). */
const settle = (db: TestDatabase) =>
  waitFor('the deliveries under way to end', async () => {
    const [row] = await db.query<{ active: number }>(
      `SELECT count(*)::int AS active FROM contact_queue.job WHERE state = 'active'`,
    );
    return row?.active === 0;
  });

describeOnEachDatabase('an SMTP outage', (databases) => {
  const { kind } = databases;

  it('keeps retrying through two hours with SMTP down, never more than 30 minutes apart, then delivers every message once', async () => {
    const clock = new TestClock(Date.parse('2026-11-25T09:00:00Z'));
    const db = await databases.database();
    const smtpPort = await freePort(); // nothing listens: SMTP is down
    const api = await startContactApi(
      testSettings(
        { databaseUrl: db.url, smtpPort, siteverifyUrl: emulator.siteverifyUrl },
        { ...productionDelivery, DELIVERY_RETRY_HORIZON_HOURS: '72' },
      ),
      { clock },
    );
    try {
      const ids: string[] = [];
      for (const subject of ['first', 'second', 'third']) {
        const response = await postMessage(api.url, {
          ...visitor,
          subject,
          recaptchaToken: emulator.mintToken(),
        });
        expect(response.status).toBe(202);
        ids.push(sendEmailAcceptedSchema.parse(await response.json()).id);
      }

      // Two hours, a minute at a time; the time of every attempt, per message.
      const start = clock.now();
      const attemptTimes = new Map(ids.map((id) => [id, [] as number[]]));
      const seen = new Map(ids.map((id) => [id, 0]));
      while (clock.now() - start < 2 * hour) {
        await clock.tick(minute);
        await settle(db);
        for (const row of await db.rows()) {
          if (row.attempts > (seen.get(row.id) ?? 0)) {
            seen.set(row.id, row.attempts);
            attemptTimes.get(row.id)?.push(clock.now());
          }
        }
      }

      for (const row of await db.rows()) {
        expect(row.status).toBe('pending'); // not given up on
        expect(row.last_error).toMatch(/ECONNREFUSED/);
        expect(row.attempts).toBeGreaterThanOrEqual(8);
        const times = attemptTimes.get(row.id) ?? [];
        const gaps = times.slice(1).map((time, i) => time - (times[i] ?? 0));
        // Back-off capped at 30 minutes (a tick of a minute is our resolution).
        expect(Math.max(...gaps)).toBeLessThanOrEqual(30 * minute + minute);
        expect(Math.max(...gaps)).toBeGreaterThan(15 * minute); // it did back off
      }
      const metrics = await (await fetch(`${api.internalUrl}/metrics`)).text();
      expect(metrics).toMatch(/^contact_outbox_oldest_pending_age_seconds 7[0-9]{3}$/m); // ≥ 2 h
      expect(metrics).toMatch(/^contact_outbox_failed_messages 0$/m);

      // SMTP is back: within the longest back-off, every message is delivered, once.
      const catcher = await startMailCatcher({
        dir: path.join(work.dir, `mail-${kind}`),
        smtpPort,
        httpPort: 0,
      });
      try {
        for (let i = 0; i < 32; i += 1) {
          await clock.tick(minute);
          await settle(db);
          if ((await db.rows()).every((row) => row.status === 'sent')) break;
        }
        expect((await db.rows()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
        const delivered = (await catcher.messages()).map((message) => message.messageId).sort();
        expect(delivered).toEqual(ids.map((id) => `<${id}@elevatesaas.co.uk>`).sort());
      } finally {
        await catcher.close();
      }
    } finally {
      await api.close();
    }
  });

  it('dead-letters, with its reason, a message still undelivered at the end of the 72-hour horizon', async () => {
    const clock = new TestClock(Date.parse('2026-11-25T09:00:00Z'));
    const db = await databases.database();
    const api = await startContactApi(
      testSettings(
        { databaseUrl: db.url, smtpPort: await freePort(), siteverifyUrl: emulator.siteverifyUrl },
        productionDelivery,
      ),
      { clock },
    );
    try {
      const response = await postMessage(api.url, {
        ...visitor,
        recaptchaToken: emulator.mintToken(),
      });
      const { id } = sendEmailAcceptedSchema.parse(await response.json());
      await clock.tick(minute);
      await settle(db);
      expect((await db.row(id))?.status).toBe('pending');
      // Three days later, a retry is due, and fails again: the last one.
      await clock.setTime(clock.now() + 72 * hour);
      for (let i = 0; i < 31 && (await db.row(id))?.status === 'pending'; i += 1) {
        await clock.tick(minute);
        await settle(db);
      }
      const row = await db.row(id);
      expect(row?.status).toBe('failed');
      expect(row?.last_error).toMatch(/^Gave up after 72 hours of retrying: .*ECONNREFUSED/);
      const metrics = await (await fetch(`${api.internalUrl}/metrics`)).text();
      expect(metrics).toMatch(/^contact_outbox_failed_messages 1$/m);
    } finally {
      await api.close();
    }
  });
});
