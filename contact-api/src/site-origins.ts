import cors from 'cors';
import type { RequestHandler } from 'express';
import { problems } from './errors';

/**
 * CORS for `/send-email`: browsers may call it from the site's origins only. Preflights go through
 * the `cors` package; on the other requests an allowed origin gets the two headers `cors` gives
 * it (`Access-Control-Allow-Origin: <origin>`, `Vary: Origin`), set directly, since `cors` copies
 * and merges its options for every request. Another origin gets no CORS header at all, and its
 * messages are refused with a 403 (`rejectOthers`), so its request does nothing either.
 */
export function siteOrigins(allowedOrigins: readonly string[]): {
  corsHeaders: RequestHandler;
  rejectOthers: RequestHandler;
} {
  const allowed = new Set(allowedOrigins);
  const isAllowed = (origin: string | undefined): origin is string =>
    origin !== undefined && allowed.has(origin);

  const preflight = cors({
    origin: (origin, callback) => callback(null, isAllowed(origin) ? origin : false),
    methods: ['POST'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
  });

  return {
    corsHeaders(req, res, next) {
      if (req.method === 'OPTIONS') {
        preflight(req, res, next);
        return;
      }
      const { origin } = req.headers;
      if (isAllowed(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.vary('Origin');
      }
      next();
    },
    rejectOthers(req, _res, next) {
      const { origin } = req.headers;
      next(origin !== undefined && !allowed.has(origin) ? problems.otherOrigin() : undefined);
    },
  };
}
