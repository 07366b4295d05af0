import {
  type ChildRun,
  runOutboxCommand,
  startServerProcess,
  testEnv,
  waitFor,
} from '../testing/local-parts';
import {
  addSubscribers,
  blogEnv,
  postAt,
  startFakeBlog,
  startRecordingSmtp,
} from '../testing/mailing-parts';
import { describeOnEachDatabase } from '../testing/test-databases';

/**
 * The digest survives a crash in the middle of its fan-out: the API process is SIGKILLed after
 * its first batch of subscribers is queued, another is started, and each subscriber gets the
 * digest exactly once. Against the embedded database and, where the machine has one, Postgres.
 */

jest.setTimeout(300_000);

const subscriberCount = 220;
const cleanUps: (() => Promise<unknown> | void)[] = [];

afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

function killOnCleanUp(run: ChildRun) {
  cleanUps.push(async () => {
    if (run.child.exitCode === null && run.child.signalCode === null) {
      run.child.kill('SIGKILL');
      await run.exited;
    }
  });
}

describeOnEachDatabase('the digest across a crash', (databases) => {
  it(`reaches each of ${subscriberCount} subscribers exactly once when the API is SIGKILLed mid-fan-out`, async () => {
    const db = await databases.database();
    const blog = await startFakeBlog([
      postAt('2026-11-03T09:00:00.000Z', 'first'),
      postAt('2026-11-20T15:30:00.000Z', 'second'),
    ]);
    cleanUps.push(() => blog.close());
    const smtp = await startRecordingSmtp();
    cleanUps.push(() => smtp.close());
    const emails = Array.from(
      { length: subscriberCount },
      (_, index) => `reader${index}@example.org`,
    );
    await addSubscribers(db, emails);

    const env = testEnv(
      { databaseUrl: db.url, smtpPort: smtp.port, siteverifyUrl: 'http://127.0.0.1:9/' },
      {
        ...blogEnv(blog),
        NEWSLETTER_FAN_OUT_BATCH_SIZE: '10',
        NEWSLETTER_SEND_RATE_PER_MINUTE: '100000',
        DELIVERY_CONCURRENCY: '4',
      },
    );
    // The first process's sends get no answer: one it was sending when killed was never
    // accepted by the server, as SMTP has it, and is sent by the next process.
    smtp.hold = true;
    const first = await startServerProcess(env);
    killOnCleanUp(first);
    const digest = runOutboxCommand(
      ['newsletter', 'digest', '--month', '2026-11', '--now', '2026-12-01T09:00:00Z'],
      db.url,
    );
    await waitFor(
      'the first batch of the fan-out',
      () => first.output().includes('newsletter fan-out batch queued'),
      60_000,
    );
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const [row] = await db.query<{ queued: string }>(
      `SELECT count(*) AS queued FROM newsletter.sends`,
    );
    const queued = row?.queued;
    // Killed mid-fan-out: some subscribers queued, not all.
    expect(Number(queued)).toBeGreaterThan(0);
    expect(Number(queued)).toBeLessThan(subscriberCount);
    smtp.hold = false;
    smtp.release();

    const second = await startServerProcess(env);
    killOnCleanUp(second);
    await waitFor(
      'every subscriber to have been sent the digest',
      async () => {
        const [row] = await db.query<{ sent: string }>(
          `SELECT count(*) AS sent FROM newsletter.sends WHERE outcome = 'sent'`,
        );
        return Number(row?.sent) === subscriberCount;
      },
      150_000,
    ).catch((error: unknown) => {
      throw new Error(
        `${(error as Error).message}; the API said:\n${second.output().slice(-3000)}`,
      );
    });
    const ran = await digest;
    expect(ran.output).toMatch(/Queued the digest/);

    const perAddress = new Map<string, string[]>();
    for (const mail of smtp.received) {
      for (const to of mail.to) perAddress.set(to, [...(perAddress.get(to) ?? []), mail.messageId]);
    }
    expect([...perAddress.keys()].sort()).toEqual([...emails].sort());
    for (const email of emails) expect(perAddress.get(email)).toHaveLength(1);
    expect(smtp.received).toHaveLength(subscriberCount);
    expect(smtp.received[0]?.raw).toContain('first <post> & more');

    const status = await runOutboxCommand(['newsletter', 'status'], db.url);
    expect(status.code).toBe(0);
    expect(status.output).toMatch(
      new RegExp(`^digest:2026-11 +2 +\\S+ +${subscriberCount} +0 +0 +0 +0$`, 'm'),
    );
  });
});
