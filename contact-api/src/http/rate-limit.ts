import type { Request, RequestHandler, Response } from 'express';
import { rateLimit as expressRateLimit, type Store } from 'express-rate-limit';
import type { HttpError } from './errors';

/**
 * Every rate limit of the API, made one way: express-rate-limit counting in the shared store
 * (Postgres, `rate-limit-store.ts`), the client's address as the key unless a limit says
 * otherwise (IPv6 by /56), and a refusal that the error middleware writes as JSON.
 */

/** Where a limit counts, by the limit's name (Postgres, shared by every replica). */
export type RateLimitStores = (prefix: string) => Store;

export interface RateLimit {
  /** Keeps this limit's counts apart from the others' (`send-email`, `newsletter-client` …). */
  name: string;
  windowMs: number;
  /** Requests allowed per key and window. */
  limit: number;
  /** What a request over the limit gets (a 429). */
  refusal: () => HttpError;
  /** Whose requests count together: the client's address when absent. */
  key?: (req: Request, res: Response) => string;
  /**
   * Whether the answers carry the `RateLimit` headers (draft 8): not for a limit whose key the
   * client must not learn about (an address's sign-ups).
   */
  headers?: boolean;
}

/** Makes the limits of one app; in memory when no store is given (one process only). */
export function rateLimiter(stores?: RateLimitStores): (limit: RateLimit) => RequestHandler {
  return (limit) =>
    expressRateLimit({
      windowMs: limit.windowMs,
      limit: limit.limit,
      standardHeaders: limit.headers === false ? false : 'draft-8',
      legacyHeaders: false,
      store: stores?.(`${limit.name}:`),
      ...(limit.key ? { keyGenerator: limit.key } : {}),
      handler: (_req, _res, next) => next(limit.refusal()),
    });
}
