import type { SendEmailAccepted } from '@site/contracts/contact';
import cors from 'cors';
import express, { type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import type { ContactApiConfig } from './config';
import { errorHandler, notFound, problems } from './errors';
import type { Logger } from './logger';
import type { Outbox } from './outbox';
import type { OutboxWriter } from './outbox-writer';
import { requestLog, type RequestLogFields } from './request-log';
import { validateSendEmailRequest } from './validate';
import { verifyBotCheck, type BotCheckVerifier } from './verify-bot-check';

/** Largest request body accepted; a message at the schema's limits fits with room to spare. */
export const bodyLimit = '16kb';

export interface AppDependencies {
  config: Pick<ContactApiConfig, 'allowedOrigins' | 'trustProxy' | 'rateLimit' | 'botCheck'>;
  /** Where accepted messages go (`startOutboxWriter`), and whether the database answers. */
  outbox: Pick<OutboxWriter, 'accept'> & Pick<Outbox, 'isReachable'>;
  verifier: BotCheckVerifier;
  /** Told about every accepted message, so delivery starts at once. */
  delivery: { wake(): void };
  logger: Logger;
  /** True once shutdown has begun: /readyz then answers 503. */
  isShuttingDown?: () => boolean;
}

/** The Express app of the contact API. It knows nothing about ports or processes. */
export function createApp(deps: AppDependencies): express.Express {
  const { config, outbox, verifier, delivery, logger } = deps;
  const allowedOrigins = new Set(config.allowedOrigins);
  const app = express();
  app.disable('x-powered-by');
  // No response of this API is worth caching or revalidating: an ETag would only cost a hash.
  app.disable('etag');
  app.set('trust proxy', config.trustProxy);

  app.use(
    requestLog(app, logger, {
      ignore: (req) => req.path === '/healthz' || req.path === '/readyz',
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    if (deps.isShuttingDown?.()) {
      res.status(503).json({ error: 'The service is shutting down.' });
    } else if (!outbox.isReachable()) {
      res.status(503).json({ error: 'The database is not reachable.' });
    } else {
      res.json({ status: 'ready' });
    }
  });

  /** Browsers may call the API from the site's origins only. */
  app.use(
    '/send-email',
    cors({
      origin: (origin, callback) =>
        callback(null, origin !== undefined && allowedOrigins.has(origin) ? origin : false),
      methods: ['POST'],
      allowedHeaders: ['Content-Type'],
      maxAge: 600,
    }),
  );

  /** A browser on another site gets no CORS headers, and its request does nothing either. */
  const rejectOtherOrigins: RequestHandler = (req, _res, next) => {
    const origin = req.get('origin');
    next(origin !== undefined && !allowedOrigins.has(origin) ? problems.otherOrigin() : undefined);
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
      await verifyBotCheck(recaptchaToken, req.ip, verifier, config.botCheck, () => req.log);
      let id: string;
      try {
        id = (await outbox.accept(message)).id;
      } catch (error) {
        throw problems.storageUnavailable(error);
      }
      delivery.wake();
      (res.locals as RequestLogFields).outboxId = id;
      res.status(202).json({ id, status: 'accepted' } satisfies SendEmailAccepted);
    },
  );
  app.options('/send-email', (_req, res) => {
    res.set('Allow', 'POST, OPTIONS').status(204).end();
  });
  app.all('/send-email', (_req, _res, next) => next(problems.methodNotAllowed('POST, OPTIONS')));

  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
