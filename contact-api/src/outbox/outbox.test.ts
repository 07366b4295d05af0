import { contactMessageSchema } from '@site/contracts/contact';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../infra/database';
import { migrateDatabase } from '../infra/migrate';
import { openOutboxParts, type OutboxParts } from '../testing/outbox-parts';
import { describeOnEachDatabase } from '../testing/test-databases';
import { deliveryQueue, queueSchema } from './delivery-queue';
import type { Outbox } from './outbox';

jest.setTimeout(60_000);

// Through the schema, as the API does: a new optional field gets its default.
const message = contactMessageSchema.parse({
  name: 'Ann',
  email: 'ann@example.org',
  subject: 'Hello',
  message: 'Hi',
});
const hour = 60 * 60 * 1000;
const day = 24 * hour;

describeOnEachDatabase('outbox', (databases) => {
  describe.each([true, false])('accepting in one statement: %s', (singleStatement) => {
    let parts: OutboxParts;
    let db: Database;
    let boss: PgBoss;
    let outbox: Outbox;
    let time: number;
    const clock = { now: () => time };

    const accept = async (key?: string, fields = message) => {
      const result = await outbox.accept(fields, key);
      if (result === 'other-message') throw new Error('unexpected');
      return result;
    };

    beforeEach(async () => {
      time = Date.parse('2026-11-25T10:00:00Z');
      const { url } = await databases.database();
      parts = await openOutboxParts(url, {
        clock,
        poolSize: 3,
        messageIdDomain: 'elevatesaas.co.uk',
        singleStatement,
      });
      ({ db, boss, outbox } = parts);
      await Promise.all([migrateDatabase(db), migrateDatabase(db)]); // replicas starting together
      await boss.createQueue(deliveryQueue);
    });

    afterEach(async () => {
      await parts.close();
    });

    it('stores an accepted message with its delivery job, and a Message-ID of our domain', async () => {
      const { id, replayed } = await accept();
      expect(replayed).toBe(false);
      const entry = await outbox.get(id);
      expect(entry).toMatchObject({
        kind: 'contact-message',
        content: message,
        status: 'pending',
        attempts: 0,
        acceptedAt: time,
        retryFrom: time,
        messageId: `<${id}@elevatesaas.co.uk>`,
      });
      const [job] = await boss.findJobs(deliveryQueue, { id: entry!.jobId });
      expect(job?.data).toEqual({ id });
      expect(job?.state).toBe('created');
    });

    it('answers messages given at the same moment each on its own, one key given twice storing one', async () => {
      const results = await Promise.all([
        outbox.accept(message, 'key-a'),
        outbox.accept({ ...message, subject: 'Second' }, 'key-b'),
        outbox.accept(message, 'key-a'),
        outbox.accept({ ...message, subject: 'Third' }),
        outbox.accept({ ...message, subject: 'Other' }, 'key-a'),
      ]);
      const [first, second, repeat, third, other] = results;
      if (first === 'other-message' || repeat === 'other-message' || second === 'other-message')
        throw new Error('unexpected');
      expect(second.replayed).toBe(false);
      // The two with one key: whichever the database took first stored it, the other replays it.
      expect(first.id).toBe(repeat.id);
      expect([first.replayed, repeat.replayed].sort()).toEqual([false, true]);
      expect(third).toMatchObject({ replayed: false });
      expect(other).toBe('other-message');
      const listed = await outbox.list();
      const subjects = listed.map((entry) => (entry.content as typeof message).subject);
      expect(subjects.sort()).toEqual(['Hello', 'Second', 'Third']);
      expect(await boss.findJobs(deliveryQueue)).toHaveLength(3);
    });

    it("gives a message's delivery job the queue's settings, as pg-boss's send does", async () => {
      await boss.updateQueue(deliveryQueue, {
        retryLimit: 7,
        retryDelay: 3,
        retryBackoff: true,
        retryDelayMax: 1800,
        heartbeatSeconds: 45,
        expireInSeconds: 600,
      });
      const { id } = await accept();
      const batched = (await outbox.get(id))!.jobId;
      const sent = await boss.send(deliveryQueue, { id: 'for comparison' });
      const { rows } = await db.pool.query(
        `SELECT retry_limit, retry_delay, retry_backoff, retry_delay_max, heartbeat_seconds,
                expire_seconds, deletion_seconds, keep_until - start_after AS kept, policy,
                dead_letter, priority, state
           FROM ${queueSchema}.job WHERE id = ANY($1::uuid[]) ORDER BY id = $2`,
        [[batched, sent], batched],
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        retry_limit: 7,
        retry_delay_max: 1800,
        heartbeat_seconds: 45,
      });
      expect(rows[1]).toEqual(rows[0]);
    });

    it('stores nothing when the transaction fails (no message without its job, no job without its message)', async () => {
      await db.pool.query(
        `ALTER TABLE contact.messages ADD CONSTRAINT short CHECK (length(content->>'subject') < 10)`,
      );
      await expect(
        outbox.accept({ ...message, subject: 'far too long a subject' }),
      ).rejects.toThrow();
      expect(await outbox.list()).toEqual([]);
      expect(await boss.findJobs(deliveryQueue)).toEqual([]);
    });

    it('answers an Idempotency-Key seen within a day with the first answer, storing nothing', async () => {
      const first = await accept('key-1');
      expect(await outbox.accept(message, 'key-1')).toEqual({ id: first.id, replayed: true });
      expect(await outbox.accept({ ...message, subject: 'Other' }, 'key-1')).toBe('other-message');
      expect(await outbox.earlierAnswer('key-1', 'another fingerprint')).toBe('other-message');
      expect((await outbox.list()).map((entry) => entry.id)).toEqual([first.id]);
      expect(await boss.findJobs(deliveryQueue)).toHaveLength(1);

      time += day + 1; // a day later the key is free again
      expect(await outbox.earlierAnswer('key-1', 'x')).toBeUndefined();
      const later = await accept('key-1');
      expect(later.id).not.toBe(first.id);
    });

    it('puts failed messages back in the queue with a new job and a new horizon', async () => {
      const failed = (await accept()).id;
      await outbox.markFailed(failed, 'Refused by the mail server: 550');
      expect(await outbox.stats()).toMatchObject({ failed: 1, pending: 0 });
      time += hour;
      expect(await outbox.retry()).toEqual([{ id: failed, outcome: 'queued' }]);
      const entry = await outbox.get(failed);
      expect(entry).toMatchObject({ status: 'pending', retryFrom: time, failedAt: null });
      expect(await boss.findJobs(deliveryQueue, { id: entry!.jobId })).toHaveLength(1);
      expect(await outbox.retry()).toEqual([]);

      const sent = (await accept()).id;
      await outbox.markSent(sent);
      expect(await outbox.retry(sent)).toEqual([{ id: sent, outcome: 'already-sent' }]);
      expect(await outbox.retry(failed)).toEqual([{ id: failed, outcome: 'already-queued' }]);
      expect(await outbox.retry('5f0c1d2e-0000-4000-8000-000000000000')).toEqual([
        { id: '5f0c1d2e-0000-4000-8000-000000000000', outcome: 'not-found' },
      ]);
    });

    it('reports the age of the oldest pending message and how many failed', async () => {
      expect(await outbox.stats()).toEqual({ pending: 0, failed: 0, oldestPendingAgeSeconds: 0 });
      await accept();
      time += 90_000;
      await accept();
      const failed = (await accept()).id;
      await outbox.markFailed(failed, 'x');
      time += 10_000;
      expect(await outbox.stats()).toEqual({ pending: 2, failed: 1, oldestPendingAgeSeconds: 100 });
    });

    it('deletes sent and failed messages past their retention, and day-old idempotency keys', async () => {
      const oldSent = (await accept('a')).id;
      await outbox.markSent(oldSent);
      const oldFailed = (await accept('b')).id;
      await outbox.markFailed(oldFailed, 'x');
      const waiting = (await accept()).id;
      time += 8 * day;
      const newSent = (await accept()).id;
      await outbox.markSent(newSent);
      const deleted = await outbox.deleteExpired({ sentRetentionDays: 7, failedRetentionDays: 30 });
      expect(deleted).toEqual({ sent: 1, failed: 0, keys: 2 });
      expect(await outbox.get(oldSent)).toBeUndefined();
      expect(await outbox.get(newSent)).toBeDefined();
      expect(await outbox.get(waiting)).toBeDefined(); // pending: never deleted
      time += 23 * day;
      expect(await outbox.deleteExpired({ sentRetentionDays: 7, failedRetentionDays: 30 })).toEqual(
        {
          sent: 1,
          failed: 1,
          keys: 0,
        },
      );
      expect((await outbox.list()).map((entry) => entry.id)).toEqual([waiting]);
    });
  });
});
