import path from 'node:path';
import pino from 'pino';
import type { OutgoingMail } from './compose-email';
import { retryDelay, startDeliveryWorker, type DeliveryWorker } from './deliver';
import { openOutbox, type Outbox } from './outbox';
import type { Mailer } from './smtp-mailer';
import { temporaryDirectory, waitFor } from './testing/local-parts';

describe('retryDelay', () => {
  const config = { baseDelayMs: 1000, maxDelayMs: 30_000 };

  it('doubles with each attempt, with jitter between half and all of it', () => {
    expect(retryDelay(1, config, () => 0)).toBe(500);
    expect(retryDelay(1, config, () => 1)).toBe(1000);
    expect(retryDelay(2, config, () => 1)).toBe(2000);
    expect(retryDelay(4, config, () => 0.5)).toBe(6000);
  });

  it('never exceeds the maximum delay', () => {
    expect(retryDelay(30, config, () => 1)).toBe(30_000);
    expect(retryDelay(1000, config, () => 1)).toBe(30_000);
  });
});

describe('delivery worker', () => {
  const message = {
    name: 'Ann',
    email: 'ann@example.org',
    company: '',
    subject: 'Hi',
    message: 'x',
  };
  const config = {
    baseDelayMs: 5,
    maxDelayMs: 20,
    maxAttempts: 3,
    pollIntervalMs: 60_000,
    leaseMs: 10_000,
    retentionDays: 30,
  };
  const mail = { from: { name: 'Web', address: 'web@example.com' }, to: ['inbox@example.com'] };

  let work: Awaited<ReturnType<typeof temporaryDirectory>>;
  let outbox: Outbox;
  let worker: DeliveryWorker | undefined;

  /** A mailer that fails the first `failures` sends. */
  function flakyMailer(failures: number) {
    const sent: OutgoingMail[] = [];
    let calls = 0;
    const mailer: Mailer = {
      send: async (outgoing) => {
        calls += 1;
        if (calls <= failures) throw Object.assign(new Error('Invalid login'), { code: 'EAUTH' });
        sent.push(outgoing);
      },
      close: () => undefined,
    };
    return { mailer, sent, calls: () => calls };
  }

  const start = (mailer: Mailer) => {
    worker = startDeliveryWorker({
      outbox,
      mailer,
      clock: { now: () => Date.now() },
      config,
      mail,
      logger: pino({ level: 'silent' }),
    });
    return worker;
  };

  beforeEach(async () => {
    work = await temporaryDirectory('deliver-');
    outbox = openOutbox({
      file: path.join(work.dir, 'outbox.sqlite'),
      clock: { now: () => Date.now() },
      messageIdDomain: 'example.com',
    });
  });

  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    outbox.close();
    await work.remove();
  });

  it('resumes messages waiting at start and delivers each once', async () => {
    const ids = [outbox.add(message).id, outbox.add(message).id];
    const { mailer, sent } = flakyMailer(0);
    start(mailer);
    await waitFor('both sent', () => ids.every((id) => outbox.get(id)?.status === 'sent'));
    expect(sent.map((outgoing) => outgoing.messageId).sort()).toEqual(
      ids.map((id) => `<${id}@example.com>`).sort(),
    );
  });

  it('starts at once when woken, without waiting for the poll', async () => {
    const { mailer, sent } = flakyMailer(0);
    start(mailer).wake();
    const { id } = outbox.add(message);
    worker?.wake();
    await waitFor('sent', () => outbox.get(id)?.status === 'sent', 2000);
    expect(sent).toHaveLength(1);
  });

  it('retries with back-off and delivers after transient failures', async () => {
    const { id } = outbox.add(message);
    const { mailer, sent } = flakyMailer(2);
    start(mailer);
    await waitFor('sent', () => outbox.get(id)?.status === 'sent');
    expect(outbox.get(id)).toMatchObject({ attempts: 3, lastError: null });
    expect(sent).toHaveLength(1);
  });

  it('marks the message failed, with its last error, after the last attempt', async () => {
    const { id } = outbox.add(message);
    const { mailer, calls } = flakyMailer(Infinity);
    start(mailer);
    await waitFor('failed', () => outbox.get(id)?.status === 'failed');
    expect(outbox.get(id)).toMatchObject({ attempts: 3, lastError: 'EAUTH: Invalid login' });
    expect(calls()).toBe(3);
  });

  it('lets the message being sent finish when stopped', async () => {
    const { id } = outbox.add(message);
    let release: () => void = () => undefined;
    const mailer: Mailer = {
      send: () => new Promise<void>((resolve) => (release = resolve)),
      close: () => undefined,
    };
    start(mailer);
    await waitFor('the send to start', () => outbox.get(id)?.status === 'sending');
    const stopping = worker?.stop(5000);
    release();
    await stopping;
    expect(outbox.get(id)?.status).toBe('sent');
  });
});
