import express from 'express';
import helmet from 'helmet';
import type { BotCheckVerifier } from '../bot-check/verify-bot-check';
import { sendEmailRoute } from '../contact/send-email-route';
import type { Logger } from '../infra/logger';
import type { ContactApiSettings } from '../infra/settings';
import type { Newsletter } from '../newsletter/newsletter';
import { bounceRoute, type BounceReport } from '../mailings/bounce-route';
import { newsletterRoutes } from '../newsletter/newsletter-routes';
import type { Outbox } from '../outbox/outbox';
import { errorHandler, notFound } from './errors';
import type { RateLimitStores } from './rate-limit';
import { requestLog } from './request-log';
import { createRouteKit } from './route-kit';

export interface AppDependencies {
  settings: Pick<ContactApiSettings, 'http' | 'rateLimit' | 'botCheck' | 'newsletter'>;
  /** Where accepted messages go. */
  outbox: Pick<Outbox, 'accept' | 'earlierAnswer'>;
  /** The newsletter's sign-ups, confirmations and withdrawals. */
  newsletter: Pick<Newsletter, 'subscribe' | 'confirm' | 'unsubscribe'>;
  /** Where the rate limits count (Postgres, shared by every replica); in memory when absent. */
  rateLimitStores?: RateLimitStores;
  verifier: BotCheckVerifier;
  /**
   * The bounce webhook's secret and what it does (decision 041); absent: the webhook answers 404.
   */
  bounces?: { secret: string | undefined; suppress(report: BounceReport): Promise<boolean> };
  /** Told about every accepted message, so delivery starts at once. */
  delivery: { wake(): void };
  logger: Logger;
}

/**
 * The public Express app of the contact API: what the site's forms and the newsletter's emails
 * call, and `/healthz`. It knows nothing about ports or processes; readiness and metrics are on
 * the internal app (`internal-app.ts`).
 */
export function createApp(deps: AppDependencies): express.Express {
  const { settings, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  // No response of this API is worth caching or revalidating: an ETag would only cost a hash.
  app.disable('etag');
  app.set('trust proxy', settings.http.trustProxy);

  app.use(requestLog(app, logger, { ignore: (req) => req.path === '/healthz' }));
  app.use(
    helmet({
      // The site's one rule (`HSTS_MAX_AGE`, decision 022), not helmet's own default.
      strictTransportSecurity:
        settings.http.hstsMaxAge > 0
          ? { maxAge: settings.http.hstsMaxAge, includeSubDomains: true }
          : false,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
    }),
  );

  /** Up: nothing more, and no query (a load balancer's liveness check may call it often). */
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  const kit = createRouteKit({
    allowedOrigins: settings.http.allowedOrigins,
    rateLimitStores: deps.rateLimitStores,
  });
  // Browsers may call the API from the site's origins only: they get CORS headers (and the
  // preflight its answer), any other origin none, and its requests are refused by the routes.
  app.use(['/send-email', '/newsletter'], kit.cors);
  app.use(sendEmailRoute({ ...deps, settings, kit }));
  app.use(newsletterRoutes({ ...deps, settings, kit }));
  app.use(
    bounceRoute({
      secret: deps.bounces?.secret,
      suppress: deps.bounces?.suppress ?? (() => Promise.resolve(false)),
      kit,
    }),
  );

  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
