import { contactLimits, type SendEmailAccepted } from '@site/contracts/contact';
import cors from 'cors';
import express, { type RequestHandler, type Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import helmet from 'helmet';
import type { Registry } from 'prom-client';
import type { ContactApiConfig } from '../infra/config';
import { errorHandler, HttpError, notFound, problems } from './errors';
import type { Logger } from '../infra/logger';
import type { Newsletter } from '../newsletter/newsletter';
import { newsletterRoutes } from '../newsletter/newsletter-routes';
import { fingerprintOf } from '../outbox/accept-message';
import type { Outbox } from '../outbox/outbox';
import { requestLog, type RequestLogFields } from './request-log';
import { validateSendEmailRequest } from './validate';
import { verifyBotCheck, type BotCheckVerifier } from '../bot-check/verify-bot-check';

/**
 * The largest JSON body any message the form accepts can make, in bytes: every field at its
 * limit (in UTF-16 code units, as the schema counts them), each unit written as JSON's longest
 * escape (`\u0001` or a lone surrogate: 6 bytes; a 3-byte character or an escaped quote is
 * less), plus the keys and punctuation.
 */
export const largestFormBody =
  Object.values(contactLimits).reduce((sum, limit) => sum + limit * 6, 0) +
  JSON.stringify(Object.fromEntries(Object.keys(contactLimits).map((field) => [field, '']))).length;

/** Largest request body accepted (64 KiB): above `largestFormBody` (a test keeps it so). */
export const bodyLimit = 64 * 1024;

/** `Idempotency-Key`: printable ASCII, 1-255 characters (the form sends a UUID). */
const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

export interface AppDependencies {
  config: Pick<
    ContactApiConfig,
    'allowedOrigins' | 'hstsMaxAge' | 'trustProxy' | 'rateLimit' | 'botCheck' | 'newsletter'
  >;
  /** Where accepted messages go. */
  outbox: Pick<Outbox, 'accept' | 'earlierAnswer'>;
  /** The newsletter's sign-ups, confirmations and withdrawals. */
  newsletter: Pick<Newsletter, 'subscribe' | 'confirm' | 'unsubscribe'>;
  /** Whether the database answers (/readyz). */
  isDatabaseReachable(): Promise<boolean>;
  /**
   * Where a rate limit counts, by the limit's prefix (Postgres, shared by every replica); in
   * memory when absent.
   */
  rateLimitStore?: (prefix: string) => Store;
  /** Served at /metrics when given. */
  metrics?: Registry;
  verifier: BotCheckVerifier;
  /** Told about every accepted message, so delivery starts at once. */
  delivery: { wake(): void };
  logger: Logger;
  /** True once shutdown has begun: /readyz then answers 503. */
  isShuttingDown?: () => boolean;
}

const accepted = (res: Response, id: string) =>
  res.status(202).json({ id, status: 'accepted' } satisfies SendEmailAccepted);

/** The Express app of the contact API. It knows nothing about ports or processes. */
export function createApp(deps: AppDependencies): express.Express {
  const { config, outbox, verifier, delivery, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  // No response of this API is worth caching or revalidating: an ETag would only cost a hash.
  app.disable('etag');
  app.set('trust proxy', config.trustProxy);

  app.use(
    requestLog(app, logger, {
      ignore: (req) => req.path === '/healthz' || req.path === '/readyz' || req.path === '/metrics',
    }),
  );
  app.use(
    helmet({
      // The site's one rule (`HSTS_MAX_AGE`, decision 022), not helmet's own default.
      strictTransportSecurity:
        config.hstsMaxAge > 0 ? { maxAge: config.hstsMaxAge, includeSubDomains: true } : false,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (deps.isShuttingDown?.()) {
      res.status(503).json({ error: 'The service is shutting down.' });
    } else if (!(await deps.isDatabaseReachable())) {
      res.status(503).json({ error: 'The database is not reachable.' });
    } else {
      res.json({ status: 'ready' });
    }
  });
  const { metrics } = deps;
  if (metrics) {
    app.get('/metrics', async (_req, res, next) => {
      try {
        const text = await metrics.metrics();
        res.set('Content-Type', metrics.contentType).send(text);
      } catch (error) {
        next(problems.storageUnavailable(error));
      }
    });
  }

  /**
   * Browsers may call the API from the site's origins only: they get CORS headers (and the
   * preflight its answer), any other origin none, and its messages are refused below.
   */
  const allowed = new Set(config.allowedOrigins);
  app.use(
    ['/send-email', '/newsletter'],
    cors({
      origin: (origin, callback) =>
        callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
      methods: ['POST'],
      allowedHeaders: ['Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    }),
  );
  const rejectOtherOrigins: RequestHandler = (req, _res, next) => {
    const { origin } = req.headers;
    next(origin !== undefined && !allowed.has(origin) ? problems.otherOrigin() : undefined);
  };

  /**
   * Per client address (IPv6 by /56), before anything costly: parsing, and a call to siteverify.
   * Every request counts, valid or not; the form checks the same schema before it posts, so a
   * visitor rarely spends an attempt on a mistake.
   */
  const limitRate = rateLimit({
    windowMs: config.rateLimit.windowMs,
    limit: config.rateLimit.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: deps.rateLimitStore?.('send-email:'),
    handler: (_req, _res, next) => next(problems.tooManyRequests()),
  });

  const requireJson: RequestHandler = (req, _res, next) => {
    const type = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    next(type === 'application/json' ? undefined : problems.notJson());
  };

  const parseJson = express.json({ limit: bodyLimit, type: 'application/json', strict: false });

  app.post(
    '/send-email',
    rejectOtherOrigins,
    limitRate,
    requireJson,
    parseJson,
    async (req, res) => {
      const { recaptchaToken, ...message } = validateSendEmailRequest(req.body);
      const key = req.get('idempotency-key');
      if (key !== undefined && !idempotencyKeyPattern.test(key)) {
        throw problems.badIdempotencyKey();
      }
      const log = res.locals as RequestLogFields;
      try {
        await verifyBotCheck(recaptchaToken, req.ip, verifier, config.botCheck, () => req.log);
      } catch (error) {
        // A repeat of a submission already accepted, sent with the same (now spent) token: it
        // gets the first answer. (A repeat with a new token passes, and `accept` answers it.)
        const earlier =
          key !== undefined && error instanceof HttpError && error.status === 403
            ? await outbox.earlierAnswer(key, fingerprintOf(message)).catch(() => undefined)
            : undefined;
        if (earlier === undefined || earlier === 'other-message') throw error;
        log.outboxId = earlier.id;
        accepted(res, earlier.id);
        return;
      }
      let result;
      try {
        result = await outbox.accept(message, key);
      } catch (error) {
        throw error instanceof HttpError ? error : problems.storageUnavailable(error);
      }
      if (result === 'other-message') throw problems.idempotencyKeyReused();
      if (!result.replayed) delivery.wake();
      log.outboxId = result.id;
      accepted(res, result.id);
    },
  );
  app.all('/send-email', (_req, _res, next) => next(problems.methodNotAllowed('POST, OPTIONS')));

  app.use(
    newsletterRoutes({
      config,
      newsletter: deps.newsletter,
      verifier,
      delivery,
      rateLimitStore: deps.rateLimitStore,
      rejectOtherOrigins,
      requireJson,
    }),
  );

  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
