import cors from 'cors';
import express, { type RequestHandler } from 'express';
import { problems } from './errors';
import { rateLimiter, type RateLimit, type RateLimitStores } from './rate-limit';

/**
 * What every route of the site's forms uses, set up once for the app: the site's origins, JSON
 * bodies, and rate limits. The routes (`contact/`, `newsletter/`) pick the steps they need.
 */
export interface RouteKit {
  /** CORS headers for the site's origins (and the preflight's answer); none for others. */
  cors: RequestHandler;
  /** Refuses a request from a browser on another origin (403). */
  siteOnly: RequestHandler;
  /** `Content-Type: application/json` only (415), parsed up to `limit` bytes (413, 400). */
  jsonBody(limit: number): RequestHandler[];
  rateLimit(limit: RateLimit): RequestHandler;
}

export function createRouteKit(options: {
  allowedOrigins: readonly string[];
  rateLimitStores?: RateLimitStores;
}): RouteKit {
  const allowed = new Set(options.allowedOrigins);
  const isAllowed = (origin: string | undefined) => origin !== undefined && allowed.has(origin);

  const requireJson: RequestHandler = (req, _res, next) => {
    const type = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    next(type === 'application/json' ? undefined : problems.notJson());
  };

  return {
    cors: cors({
      origin: (origin, callback) => callback(null, isAllowed(origin) ? origin : false),
      methods: ['POST'],
      allowedHeaders: ['Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    }),
    siteOnly: (req, _res, next) => {
      const { origin } = req.headers;
      next(origin !== undefined && !isAllowed(origin) ? problems.otherOrigin() : undefined);
    },
    jsonBody: (limit) => [
      requireJson,
      express.json({ limit, type: 'application/json', strict: false }),
    ],
    rateLimit: rateLimiter(options.rateLimitStores),
  };
}
