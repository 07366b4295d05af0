import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Database } from './database';
import { problems } from './errors';

/**
 * express-rate-limit's counts, kept in Postgres by rate-limiter-flexible's RateLimiterPostgres
 * (one atomic upsert per request, table `contact.rate_limits`, through `db.counters`): every
 * replica counts against the same window, and a restart forgets nothing. express-rate-limit stays the middleware (the
 * client's key, IPv6 by /56, the limit, the standard headers); this adapter is its store.
 */
export class PostgresRateLimitStore implements Store {
  /** Counts are shared by every replica. */
  localKeys = false;
  #limiter: RateLimiterPostgres | undefined;

  /** `prefix` keeps each limit's counts apart (`send-email:`, `newsletter-client:` …). */
  constructor(
    private readonly db: Database,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.#limiter = new RateLimiterPostgres({
      // Prepared once per connection on Postgres; unnamed on the embedded database, one session
      // shared by every connection, where one connection's name would collide with another's.
      storeClient:
        this.db.kind === 'postgres'
          ? this.db.counters
          : {
              query: (q: { text: string; values?: unknown[] }) =>
                this.db.counters.query(q.text, q.values),
            },
      storeType: 'pool',
      schemaName: 'contact',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: this.prefix,
      points: options.limit as number,
      duration: options.windowMs / 1000,
    });
  }

  get limiter(): RateLimiterPostgres {
    if (!this.#limiter) throw new Error('The rate-limit store is used before init');
    return this.#limiter;
  }

  async increment(key: string): Promise<IncrementResponse> {
    try {
      const result = await this.limiter.penalty(key, 1);
      return {
        totalHits: result.consumedPoints,
        resetTime: new Date(Date.now() + Math.max(0, result.msBeforeNext)),
      };
    } catch (error) {
      // The count cannot be kept: no message can be stored either.
      throw problems.storageUnavailable(error);
    }
  }

  async decrement(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async resetKey(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
