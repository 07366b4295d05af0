import path from 'node:path';
import Database from 'better-sqlite3';
import { openOutbox, type Outbox } from './outbox';
import { temporaryDirectory } from './testing/local-parts';

const message = {
  name: 'Ann',
  email: 'ann@example.org',
  company: '',
  subject: 'Hello',
  message: 'Hi',
};

let work: Awaited<ReturnType<typeof temporaryDirectory>>;
let file: string;
let time: number;
const clock = { now: () => time };
const opened: Outbox[] = [];

const open = () => {
  const outbox = openOutbox({ file, clock, messageIdDomain: 'elevatesaas.co.uk' });
  opened.push(outbox);
  return outbox;
};

beforeEach(async () => {
  work = await temporaryDirectory('outbox-');
  file = path.join(work.dir, 'nested', 'outbox.sqlite');
  time = 1_000_000;
});

afterEach(async () => {
  for (const outbox of opened.splice(0)) outbox.close();
  await work.remove();
});

describe('outbox', () => {
  it('stores an accepted message durably, in WAL mode, with a Message-ID of our domain', () => {
    const added = open().add(message);
    expect(added).toMatchObject({
      ...message,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: time,
    });
    expect(added.messageId).toBe(`<${added.id}@elevatesaas.co.uk>`);

    opened.pop()?.close();
    expect(open().get(added.id)).toEqual(added);
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('lets one worker at a time hold a message, until its lease expires', () => {
    const outbox = open();
    const { id } = outbox.add(message);
    const first = outbox.claimNext('worker-a', 1000);
    expect(first).toMatchObject({ id, status: 'sending', attempts: 1, leaseOwner: 'worker-a' });
    expect(outbox.claimNext('worker-b', 1000)).toBeUndefined();

    time += 1000; // worker-a died: its lease runs out
    expect(outbox.claimNext('worker-b', 1000)).toMatchObject({
      id,
      attempts: 2,
      leaseOwner: 'worker-b',
    });
    expect(outbox.markSent(id, 'worker-a')).toBe(false);
    expect(outbox.markSent(id, 'worker-b')).toBe(true);
    expect(outbox.get(id)).toMatchObject({ status: 'sent', sentAt: time, leaseOwner: null });
    expect(outbox.claimNext('worker-c', 1000)).toBeUndefined();
  });

  it('never hands the same message to two processes', () => {
    const a = open();
    const b = open();
    const ids = Array.from({ length: 20 }, () => a.add(message).id);
    const claimed: string[] = [];
    for (;;) {
      const one = a.claimNext('a', 60_000);
      const two = b.claimNext('b', 60_000);
      if (!one && !two) break;
      if (one) claimed.push(one.id);
      if (two) claimed.push(two.id);
    }
    expect(claimed.sort()).toEqual([...ids].sort());
  });

  it('holds a message back until its retry is due', () => {
    const outbox = open();
    const { id } = outbox.add(message);
    outbox.claimNext('w', 1000);
    expect(outbox.markForRetry(id, 'w', 'connect ECONNREFUSED', time + 500)).toBe(true);
    expect(outbox.get(id)).toMatchObject({ status: 'pending', lastError: 'connect ECONNREFUSED' });
    expect(outbox.nextDueAt()).toBe(time + 500);
    expect(outbox.claimNext('w', 1000)).toBeUndefined();
    time += 500;
    expect(outbox.claimNext('w', 1000)).toMatchObject({ id, attempts: 2 });
    expect(outbox.nextDueAt()).toBe(time + 1000); // the lease
  });

  it('keeps a failed message with its error until it is retried', () => {
    const outbox = open();
    const { id } = outbox.add(message);
    outbox.claimNext('w', 1000);
    outbox.markFailed(id, 'w', 'x'.repeat(5000));
    expect(outbox.get(id)?.status).toBe('failed');
    expect(outbox.get(id)?.lastError).toHaveLength(1000);
    expect(outbox.claimNext('w', 1000)).toBeUndefined();
    expect(outbox.nextDueAt()).toBeUndefined();
    expect(outbox.list(['failed']).map((entry) => entry.id)).toEqual([id]);

    expect(outbox.retry()).toEqual([{ id, outcome: 'queued' }]);
    expect(outbox.get(id)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: time });
    expect(outbox.retry()).toEqual([]);
  });

  it('does not retry a message that is sent, being sent or unknown', () => {
    const outbox = open();
    const sent = outbox.add(message).id;
    outbox.claimNext('w', 1000);
    outbox.markSent(sent, 'w');
    const sending = outbox.add(message).id;
    outbox.claimNext('w', 1000);
    expect(outbox.retry(sent)).toEqual([{ id: sent, outcome: 'already-sent' }]);
    expect(outbox.retry(sending)).toEqual([{ id: sending, outcome: 'being-sent' }]);
    expect(outbox.retry('nope')).toEqual([{ id: 'nope', outcome: 'not-found' }]);
  });

  it('deletes sent messages past their retention, and only those', () => {
    const outbox = open();
    const old = outbox.add(message).id;
    outbox.claimNext('w', 1000);
    outbox.markSent(old, 'w');
    const waiting = outbox.add(message).id;
    time += 10_000;
    expect(outbox.deleteSentBefore(time)).toBe(1);
    expect(outbox.get(old)).toBeUndefined();
    expect(outbox.get(waiting)).toBeDefined();
  });

  it('reports whether the database answers', () => {
    const outbox = open();
    expect(outbox.isReachable()).toBe(true);
    outbox.close();
    opened.pop();
    expect(outbox.isReachable()).toBe(false);
  });
});
