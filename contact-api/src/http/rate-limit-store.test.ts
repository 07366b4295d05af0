import type { Options, Store } from 'express-rate-limit';
import { openDatabase, type Database } from '../infra/database';
import { describeOnEachDatabase } from '../testing/test-databases';
import { deleteEndedCounts, postgresRateLimitStores } from './rate-limit-store';

jest.setTimeout(60_000);

const windowMs = 10 * 60 * 1000;

describeOnEachDatabase('rate-limit counts in Postgres', (databases) => {
  let replicas: Database[];
  let now: number;

  const storeOf = (db: Database, prefix = 'send-email:'): Store => {
    const store = postgresRateLimitStores(db)(prefix);
    store.init?.({ windowMs, limit: 5 } as Options);
    return store;
  };

  beforeEach(async () => {
    now = Date.parse('2026-11-25T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { url } = await databases.database();
    replicas = [
      await openDatabase({ url, embeddedDir: 'memory', poolSize: 2, statementTimeoutMs: 5000 }),
      await openDatabase({ url, embeddedDir: 'memory', poolSize: 2, statementTimeoutMs: 5000 }),
    ];
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    for (const db of replicas) await db.close();
  });

  it('counts hits that arrive together, each with its own number, one key apart from another', async () => {
    const store = storeOf(replicas[0]!);
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => store.increment('203.0.113.7')),
      store.increment('198.51.100.1'),
    ]);
    expect(results.slice(0, 6).map((result) => result.totalHits)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results[6]?.totalHits).toBe(1);
    for (const result of results) expect(result.resetTime?.getTime()).toBe(now + windowMs);
  });

  it('shares the counts between replicas, and between batches', async () => {
    const [one, two] = replicas.map((db) => storeOf(db));
    expect((await one!.increment('203.0.113.7')).totalHits).toBe(1);
    const together = await Promise.all([
      one!.increment('203.0.113.7'),
      two!.increment('203.0.113.7'),
    ]);
    expect(together.map((result) => result.totalHits).sort()).toEqual([2, 3]);
    expect((await two!.increment('203.0.113.7')).totalHits).toBe(4);
  });

  it('keeps the limits of two prefixes apart', async () => {
    const stores = postgresRateLimitStores(replicas[0]!);
    const [a, b] = [stores('a:'), stores('b:')];
    a.init?.({ windowMs, limit: 5 } as Options);
    b.init?.({ windowMs: 1000, limit: 5 } as Options);
    const [first, second] = await Promise.all([a.increment('x'), b.increment('x')]);
    expect([first.totalHits, second.totalHits]).toEqual([1, 1]);
    expect(second.resetTime?.getTime()).toBe(now + 1000);
  });

  it('starts again when the window has ended, and forgets ended windows in the clean-up', async () => {
    const store = storeOf(replicas[0]!);
    await store.increment('203.0.113.7');
    await store.increment('203.0.113.7');
    now += windowMs - 1;
    expect((await store.increment('203.0.113.7')).totalHits).toBe(3);
    await store.increment('198.51.100.1'); // its window ends a little later
    now += 1;
    expect(await deleteEndedCounts(replicas[0]!)).toBe(1);
    const again = await store.increment('203.0.113.7');
    expect(again).toEqual({ totalHits: 1, resetTime: new Date(now + windowMs) });
  });

  it('takes a hit back, and forgets a key', async () => {
    const store = storeOf(replicas[0]!);
    await store.increment('203.0.113.7');
    await store.increment('203.0.113.7');
    await store.decrement('203.0.113.7');
    expect((await store.increment('203.0.113.7')).totalHits).toBe(2);
    await store.resetKey('203.0.113.7');
    expect((await store.increment('203.0.113.7')).totalHits).toBe(1);
  });

  it('answers 503 (storage unavailable) when the count cannot be kept', async () => {
    const store = storeOf(replicas[0]!);
    await replicas[0]!.close();
    await expect(store.increment('203.0.113.7')).rejects.toMatchObject({ status: 503 });
    replicas.shift();
  });
});
