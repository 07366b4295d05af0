import type { SendEmailAccepted } from '@site/contracts/contact';
import express, { type RequestHandler, type Response } from 'express';
import type { ContactApiConfig } from './config';
import { errorHandler, notFound, problems } from './errors';
import { jsonBody } from './json-body';
import type { Logger } from './logger';
import type { Outbox } from './outbox';
import type { OutboxWriter } from './outbox-writer';
import { rateLimitPerClient } from './rate-limit';
import { requestLog, type RequestLogFields } from './request-log';
import { securityHeaders } from './security-headers';
import { siteOrigins } from './site-origins';
import { validateSendEmailRequest } from './validate';
import { verifyBotCheck, type BotCheckVerifier } from './verify-bot-check';

/** Largest request body accepted (16 KiB); a message at the schema's limits fits with room to spare. */
export const bodyLimit = 16 * 1024;

/** What `res.json` writes, in one `end` (header and body in one packet), without `res.send`. */
function sendJson(res: Response, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

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
    securityHeaders({
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
  const origins = siteOrigins(config.allowedOrigins);
  app.use('/send-email', origins.corsHeaders);

  /**
   * Per client address (IPv6 by /56), before anything costly: parsing, and a call to siteverify.
   * Every request counts, valid or not; the form checks the same schema before it posts, so a
   * visitor rarely spends an attempt on a mistake.
   */
  const limitRate = rateLimitPerClient({
    windowMs: config.rateLimit.windowMs,
    limit: config.rateLimit.limit,
    refuse: problems.tooManyRequests,
  });

  const requireJson: RequestHandler = (req, _res, next) => {
    const type = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    next(type === 'application/json' ? undefined : problems.notJson());
  };

  const parseJson = jsonBody(bodyLimit);

  app.post(
    '/send-email',
    origins.rejectOthers,
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
      sendJson(res, 202, { id, status: 'accepted' } satisfies SendEmailAccepted);
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
