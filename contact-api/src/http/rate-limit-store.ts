import { batches } from '../outbox/batches';
import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Database } from '../infra/database';
import { problems } from './errors';

/**
 * express-rate-limit's counts, kept in Postgres (table `contact.rate_limits`, through
 * `db.counters`): every replica counts against the same window, and a restart forgets nothing.
 * express-rate-limit stays the middleware (the client's key, IPv6 by /56, the limit, the standard
 * headers); this is its store.
 *
 * The hits that arrive in one turn of the event loop are counted by one statement (DataLoader
 * collects them), whatever their keys. rate-limiter-flexible's RateLimiterPostgres, used before,
 * makes one round trip per hit, which capped the API's throughput (the figures are in
 * docs/decisions/026). The window is theirs: a key's count starts with its first hit and ends
 * `windowMs` later; the table is the one it used.
 */

interface Hit {
  key: string;
  windowMs: number;
}

interface Count {
  points: number;
  expire: number;
}

/**
 * One statement for a batch of hits: each key's count goes up by its hits, or starts again if
 * its window has ended. Keys are locked in their order, so that two batches never wait for each
 * other in a circle.
 */
const countHits = `
  INSERT INTO contact.rate_limits AS counted (key, points, expire)
  SELECT key, count(*)::int, $3::bigint + max(window_ms)
    FROM unnest($1::text[], $2::bigint[]) AS hit(key, window_ms)
   GROUP BY key
   ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN counted.expire IS NULL OR counted.expire <= $3::bigint
                  THEN EXCLUDED.points ELSE counted.points + EXCLUDED.points END,
    expire = CASE WHEN counted.expire IS NULL OR counted.expire <= $3::bigint
                  THEN EXCLUDED.expire ELSE counted.expire END
  RETURNING key, points, expire`;

/** Counts hits in batches, for every limit of one database. */
function createHitCounter(db: Database): (hit: Hit) => Promise<IncrementResponse> {
  // Prepared once per connection, except on the embedded database (one shared session).
  const name = db.kind === 'postgres' ? 'contact-count-hits' : undefined;
  return batches<Hit, IncrementResponse>(
    async (hits) => {
      const { rows } = await db.counters.query<{ key: string; points: number; expire: string }>({
        name,
        text: countHits,
        values: [hits.map((hit) => hit.key), hits.map((hit) => hit.windowMs), Date.now()],
      });
      const counts = new Map<string, Count>(
        rows.map((row) => [row.key, { points: row.points, expire: Number(row.expire) }]),
      );
      const hitsOf = new Map<string, number>();
      for (const hit of hits) hitsOf.set(hit.key, (hitsOf.get(hit.key) ?? 0) + 1);
      // The batch's hits of one key take its last numbers, in the order they came.
      const seen = new Map<string, number>();
      return hits.map((hit) => {
        const count = counts.get(hit.key);
        if (!count) return new Error('No count for a rate-limit key');
        const before = seen.get(hit.key) ?? 0;
        seen.set(hit.key, before + 1);
        return {
          totalHits: count.points - (hitsOf.get(hit.key) ?? 0) + before + 1,
          resetTime: new Date(count.expire),
        };
      });
    },
    { maxSize: 500 },
  );
}

class PostgresRateLimitStore implements Store {
  /** Counts are shared by every replica. */
  localKeys = false;
  #windowMs: number | undefined;

  /** `prefix` keeps each limit's counts apart (`send-email:`, `newsletter-client:` …). */
  constructor(
    private readonly db: Database,
    private readonly countHit: (hit: Hit) => Promise<IncrementResponse>,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  get windowMs(): number {
    if (this.#windowMs === undefined) throw new Error('The rate-limit store is used before init');
    return this.#windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    try {
      return await this.countHit({ key: this.prefix + key, windowMs: this.windowMs });
    } catch (error) {
      // The count cannot be kept: no message can be stored either.
      throw problems.storageUnavailable(error);
    }
  }

  async decrement(key: string): Promise<void> {
    await this.db.counters.query(
      `UPDATE contact.rate_limits SET points = points - 1
        WHERE key = $1 AND points > 0 AND expire > $2`,
      [this.prefix + key, Date.now()],
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.db.counters.query('DELETE FROM contact.rate_limits WHERE key = $1', [
      this.prefix + key,
    ]);
  }
}

/** The stores of one database's limits, by prefix; their hits are counted together. */
export function postgresRateLimitStores(db: Database): (prefix: string) => Store {
  const countHit = createHitCounter(db);
  return (prefix) => new PostgresRateLimitStore(db, countHit, prefix);
}

/** Deletes the counts whose window has ended (they hold client addresses); how many. */
export async function deleteEndedCounts(db: Database): Promise<number> {
  const { rowCount } = await db.counters.query(
    'DELETE FROM contact.rate_limits WHERE expire <= $1',
    [Date.now()],
  );
  return rowCount ?? 0;
}
