import { contactMessageSchema } from '@site/contracts/contact';
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import type { OutgoingMail } from './compose-email';
import type { DeliverySettings } from '../infra/settings';
import {
  isPermanentRefusal,
  queueOptions,
  startDeliveryWorker,
  type DeliveryWorker,
} from './deliver';
import type { Outbox } from './outbox';
import type { Mailer } from '../infra/smtp-mailer';
import { waitFor } from '../testing/local-parts';
import {
  openOutboxParts,
  testDeliverySettings,
  testMailSettings,
  type OutboxParts,
} from '../testing/outbox-parts';
import { setUpDatabaseServer } from '../testing/test-databases';

jest.setTimeout(60_000);

describe('isPermanentRefusal', () => {
  const smtpError = (code: string, responseCode?: number) =>
    Object.assign(new Error('refused'), { code, responseCode });

  it('is true for a 5xx to the envelope or the data', () => {
    expect(isPermanentRefusal(smtpError('EENVELOPE', 550))).toBe(true);
    expect(isPermanentRefusal(smtpError('EMESSAGE', 554))).toBe(true);
  });

  it('is false for a 4xx, a refused login, a broken connection or a timeout', () => {
    expect(isPermanentRefusal(smtpError('EENVELOPE', 451))).toBe(false);
    expect(isPermanentRefusal(smtpError('EAUTH', 535))).toBe(false);
    expect(isPermanentRefusal(smtpError('ESOCKET'))).toBe(false);
    expect(isPermanentRefusal(smtpError('ETIMEDOUT'))).toBe(false);
    expect(isPermanentRefusal(new Error('x'))).toBe(false);
  });
});

const delivery = testDeliverySettings;

describe('queueOptions', () => {
  it('backs off exponentially, capped, and keeps waiting jobs past the horizon', () => {
    const options = queueOptions(
      { ...delivery, retryDelaySeconds: 10, maxRetryDelaySeconds: 1800 },
      120,
    );
    expect(options).toMatchObject({
      retryBackoff: true,
      retryDelay: 10,
      retryDelayMax: 1800,
      heartbeatSeconds: 10,
      expireInSeconds: 120,
    });
    expect(options.retentionSeconds).toBeGreaterThan(72 * 60 * 60);
    // Retrying ends at the horizon, never by count: hourly attempts for 72 h are far fewer.
    expect(options.retryLimit).toBeGreaterThan(1000);
  });
});

describe('delivery worker', () => {
  const message = contactMessageSchema.parse({
    name: 'Ann',
    email: 'ann@example.org',
    subject: 'Hi',
    message: 'x',
  });

  const databases = setUpDatabaseServer();
  let parts: OutboxParts;
  let boss: PgBoss;
  let outbox: Outbox;
  let worker: DeliveryWorker | undefined;
  let time = Date.now();
  const clock = { now: () => time };

  /** A mailer whose first `failures` sends throw `error`. */
  function flakyMailer(failures: number, error: () => Error = () => new Error('Invalid login')) {
    const sent: OutgoingMail[] = [];
    let calls = 0;
    const mailer: Mailer = {
      send: async (outgoing) => {
        calls += 1;
        if (calls <= failures) throw error();
        sent.push(outgoing);
      },
      close: () => undefined,
    };
    return { mailer, sent, calls: () => calls };
  }

  const start = async (mailer: Mailer, config: DeliverySettings = delivery) => {
    worker = await startDeliveryWorker({
      boss,
      outbox,
      mailer,
      clock,
      config,
      mail: testMailSettings,
      confirmationEmail: () => Promise.reject(new Error('these tests send contact messages only')),
      logger: pino({ level: 'silent' }),
      attemptTimeoutSeconds: 30,
    });
    return worker;
  };

  const accept = async () => {
    const result = await outbox.accept(message);
    if (result === 'other-message') throw new Error('unexpected');
    return result.id;
  };
  const statusOf = async (id: string) => (await outbox.get(id))?.status;

  beforeEach(async () => {
    time = Date.now();
    parts = await openOutboxParts((await databases.database()).url, { clock });
    ({ boss, outbox } = parts);
  });

  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await parts.close();
  });

  it('delivers the messages waiting at start, each once, with its Message-ID', async () => {
    const ids = [await accept(), await accept()];
    const { mailer, sent } = flakyMailer(0);
    await start(mailer);
    await waitFor('both sent', async () => {
      const statuses = await Promise.all(ids.map(statusOf));
      return statuses.every((status) => status === 'sent');
    });
    expect(sent.map((outgoing) => outgoing.messageId).sort()).toEqual(
      ids.map((id) => `<${id}@example.com>`).sort(),
    );
  });

  it('starts at once when woken, without waiting for the poll', async () => {
    const { mailer, sent } = flakyMailer(0);
    await start(mailer, { ...delivery, pollIntervalSeconds: 60 });
    await new Promise((resolve) => setTimeout(resolve, 300)); // its first poll found nothing
    const id = await accept();
    worker?.wake();
    await waitFor('sent', async () => (await statusOf(id)) === 'sent', 5000);
    expect(sent).toHaveLength(1);
  });

  it('retries with back-off and delivers after transient failures', async () => {
    const id = await accept();
    const { mailer, sent } = flakyMailer(2);
    await start(mailer);
    await waitFor('sent', async () => (await statusOf(id)) === 'sent');
    expect(await outbox.get(id)).toMatchObject({ attempts: 3, lastError: null });
    expect(sent).toHaveLength(1);
  });

  it('dead-letters a message the mail server refuses with a 5xx at once, with its reason', async () => {
    const id = await accept();
    const refusal = () =>
      Object.assign(new Error('Message failed: 554 5.7.1 Rejected as spam'), {
        code: 'EMESSAGE',
        responseCode: 554,
      });
    const { mailer, calls } = flakyMailer(Infinity, refusal);
    await start(mailer);
    await waitFor('failed', async () => (await statusOf(id)) === 'failed');
    expect(await outbox.get(id)).toMatchObject({
      attempts: 1,
      lastError: 'Refused by the mail server: EMESSAGE: Message failed: 554 5.7.1 Rejected as spam',
    });
    const [job] = await boss.findJobs('contact-delivery', { id: (await outbox.get(id))!.jobId });
    expect(job?.state).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a retry would come within 1 s
    expect(calls()).toBe(1);
  });

  it('dead-letters a message still failing at the end of its retry horizon', async () => {
    const id = await accept();
    const { mailer } = flakyMailer(Infinity);
    await start(mailer);
    await waitFor('a failed attempt', async () => (await outbox.get(id))?.lastError !== null);
    expect(await statusOf(id)).toBe('pending');
    time += delivery.retryHorizonMs; // 72 hours later, still failing
    await waitFor('failed', async () => (await statusOf(id)) === 'failed');
    expect((await outbox.get(id))?.lastError).toBe(
      'Gave up after 72 hours of retrying: Invalid login',
    );
  });

  it('does not send again a message already recorded as sent (a crash before its job ended)', async () => {
    const id = await accept();
    await outbox.markSent(id);
    const { mailer, calls } = flakyMailer(0);
    await start(mailer);
    const { jobId } = (await outbox.get(id))!;
    await waitFor('the job to end', async () => {
      const [job] = await boss.findJobs('contact-delivery', { id: jobId });
      return job?.state === 'completed';
    });
    expect(calls()).toBe(0);
  });

  it('lets the message being sent finish when stopped', async () => {
    const id = await accept();
    let release: () => void = () => undefined;
    let started = false;
    const mailer: Mailer = {
      send: () =>
        new Promise<void>((resolve) => {
          started = true;
          release = resolve;
        }),
      close: () => undefined,
    };
    await start(mailer);
    await waitFor('the send to start', () => started);
    const stopping = worker?.stop(5000);
    release();
    await stopping;
    expect(await statusOf(id)).toBe('sent');
  });
});
