import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openOutbox, type Outbox } from './outbox';
import { startOutboxWriter, type OutboxWriter } from './outbox-writer';
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
let outbox: Outbox;
let writer: OutboxWriter;
const time = 1_000_000;
const clock = { now: () => time };

beforeEach(async () => {
  work = await temporaryDirectory('outbox-writer-');
  file = path.join(work.dir, 'outbox.sqlite');
  outbox = openOutbox({ file, clock, messageIdDomain: 'elevatesaas.co.uk' });
  writer = startOutboxWriter({ file, clock, messageIdDomain: 'elevatesaas.co.uk' });
});

afterEach(async () => {
  await writer.close();
  outbox.close();
  await work.remove();
});

/**
 * Transactions committed to the write-ahead log so far: its frames whose header holds a database
 * size (only a transaction's last frame does) and the log's current salt.
 */
function walCommits(): number {
  const wal = readFileSync(`${file}-wal`);
  const pageSize = wal.readUInt32BE(8);
  const salt = wal.readBigUInt64BE(16);
  let commits = 0;
  for (let at = 32; at + 24 <= wal.length; at += 24 + pageSize) {
    if (wal.readBigUInt64BE(at + 8) !== salt) break;
    if (wal.readUInt32BE(at + 4) !== 0) commits += 1;
  }
  return commits;
}

describe('outbox writer (group commit on a thread)', () => {
  it('commits the messages accepted in one turn of the event loop in one transaction', async () => {
    outbox.add(message);
    const before = walCommits();
    const accepted = await Promise.all([1, 2, 3].map(() => writer.accept(message)));
    expect(walCommits()).toBe(before + 1);
    expect(new Set(accepted.map((entry) => entry.id)).size).toBe(3);
    for (const entry of accepted) {
      expect(entry).toMatchObject({
        ...message,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: time,
      });
      expect(entry.messageId).toBe(`<${entry.id}@elevatesaas.co.uk>`);
      // What it returns is what is stored.
      expect(outbox.get(entry.id)).toEqual(entry);
    }

    await writer.accept(message);
    expect(walCommits()).toBe(before + 2);
  });

  it('groups the messages that arrive while a commit is under way', async () => {
    const first = writer.accept(message);
    await new Promise((resolve) => setImmediate(resolve)); // the first group is on its way
    const before = walCommits();
    const more = Array.from({ length: 10 }, () => writer.accept(message));
    await Promise.all([first, ...more]);
    expect(walCommits() - before).toBeLessThanOrEqual(2);
    expect(outbox.list()).toHaveLength(11);
  });

  it('resolves only once the message is committed, readable by another connection', async () => {
    const { id } = await writer.accept(message);
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT status FROM outbox WHERE id = ?').get(id)).toEqual({
      status: 'pending',
    });
    db.close();
  });

  it('commits the messages still waiting when it closes, then refuses new ones', async () => {
    const waiting = [writer.accept(message), writer.accept(message)];
    await writer.close();
    const ids = (await Promise.all(waiting)).map((entry) => entry.id);
    expect(ids.map((id) => outbox.get(id)?.status)).toEqual(['pending', 'pending']);
    await expect(writer.accept(message)).rejects.toThrow('closing');
    expect(writer.isAlive()).toBe(false);
  });

  it('rejects every message of a group whose commit fails, and stores none of them', async () => {
    const taken = await writer.accept(message);
    // A trigger refuses one message: the whole group fails.
    const db = new Database(file);
    db.exec(
      `CREATE TRIGGER refuse BEFORE INSERT ON outbox WHEN NEW.subject = 'refuse'
       BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
    db.close();
    const results = await Promise.allSettled([
      writer.accept(message),
      writer.accept({ ...message, subject: 'refuse' }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.message).toMatch(
      /outbox commit failed: refused/,
    );
    expect(outbox.list().map((entry) => entry.id)).toEqual([taken.id]);
    // The writer goes on with the next group.
    expect((await writer.accept(message)).status).toBe('pending');
  });
});
