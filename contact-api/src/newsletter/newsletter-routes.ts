import { createHash } from 'node:crypto';
import {
  newsletterApiPaths,
  newsletterBotCheckAction,
  newsletterTokenRequestSchema,
  newsletterTokenSchema,
  subscribeRequestSchema,
  type Confirmed,
  type SubscribeAccepted,
  type Unsubscribed,
  type ValidSubscribeRequest,
} from '@site/contracts/newsletter';
import express, { type RequestHandler, type Router } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { ContactApiConfig } from '../infra/config';
import { HttpError, problems } from '../http/errors';
import type { Newsletter } from './newsletter';
import { validateBody } from '../http/validate';
import { verifyBotCheck, type BotCheckVerifier } from '../bot-check/verify-bot-check';

/**
 * The newsletter's routes (see `@site/contracts/newsletter`). A sign-up runs the same steps as a
 * contact message: the site's origins only, a limit per client, the shared schema, the bot
 * check (action `subscribe`), then a limit per address; the answer is the same whatever became
 * of the address. Confirm and unsubscribe need the token of an email's link, and nothing else.
 */

export interface NewsletterRouteDependencies {
  config: Pick<ContactApiConfig, 'rateLimit' | 'botCheck' | 'newsletter'>;
  newsletter: Pick<Newsletter, 'subscribe' | 'confirm' | 'unsubscribe'>;
  verifier: BotCheckVerifier;
  delivery: { wake(): void };
  rateLimitStore?: (prefix: string) => Store;
  /** The site's origins only (app.ts). */
  rejectOtherOrigins: RequestHandler;
  requireJson: RequestHandler;
}

/** Largest body: a 4,096-character bot-check token and an address, each fully escaped. */
const bodyLimit = 32 * 1024;

/** The sign-up after the schema, for the steps after validation. */
interface Validated {
  subscription?: ValidSubscribeRequest;
}

/** Checks the body against the shared schema; a 400 names the first problem. */
const validateSignUp: RequestHandler = (req, res, next) => {
  (res.locals as Validated).subscription = validateBody(subscribeRequestSchema, req.body);
  next();
};

export function newsletterRoutes(deps: NewsletterRouteDependencies): Router {
  const { config, newsletter, verifier, delivery } = deps;
  const router = express.Router();
  const parseJson = express.json({ limit: bodyLimit, type: 'application/json', strict: false });

  /** Per client address (IPv6 by /56), before anything costly. */
  const limitClient = rateLimit({
    windowMs: config.rateLimit.windowMs,
    limit: config.newsletter.clientLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: deps.rateLimitStore?.('newsletter-client:'),
    handler: (_req, _res, next) => next(problems.tooManySignUps()),
  });
  /** Per address, from any client: keyed by a hash, so the counters hold no address. */
  const limitAddress = rateLimit({
    windowMs: 24 * 60 * 60 * 1000,
    limit: config.newsletter.addressLimitPerDay,
    standardHeaders: false,
    legacyHeaders: false,
    store: deps.rateLimitStore?.('newsletter-address:'),
    keyGenerator: (_req, res) =>
      createHash('sha256')
        .update((res.locals as Validated).subscription?.email ?? '')
        .digest('base64url'),
    handler: (_req, _res, next) => next(problems.tooManySignUps()),
  });

  router.post(
    newsletterApiPaths.subscribe,
    deps.rejectOtherOrigins,
    limitClient,
    deps.requireJson,
    parseJson,
    validateSignUp,
    limitAddress,
    async (req, res) => {
      const { email, consentVersion, recaptchaToken } = (res.locals as Validated).subscription!;
      await verifyBotCheck(
        recaptchaToken,
        req.ip,
        verifier,
        { ...config.botCheck, action: newsletterBotCheckAction },
        () => req.log,
      );
      let queued;
      try {
        queued = await newsletter.subscribe(email, consentVersion);
      } catch (error) {
        throw problems.newsletterUnavailable(error);
      }
      if (queued) delivery.wake();
      res.status(202).json({ status: 'check-inbox' } satisfies SubscribeAccepted);
    },
  );

  router.post(
    newsletterApiPaths.confirm,
    deps.rejectOtherOrigins,
    deps.requireJson,
    parseJson,
    async (req, res) => {
      const { token } = parseToken(req.body);
      let outcome;
      try {
        outcome = await newsletter.confirm(token);
      } catch (error) {
        throw problems.newsletterUnavailable(error);
      }
      if (outcome === 'expired') throw problems.newsletterLinkExpired();
      if (outcome === 'unknown') throw problems.newsletterLinkUnknown();
      res.json({ status: 'confirmed' } satisfies Confirmed);
    },
  );

  /**
   * Two callers: the site's unsubscribe page (JSON `{ token }`), and an email program's
   * one-click unsubscribe (RFC 8058: `POST` to the `List-Unsubscribe` URL, which holds the
   * token, with the form body `List-Unsubscribe=One-Click`), which comes from anywhere.
   */
  const oneClick: RequestHandler = (req, _res, next) => {
    next(typeof req.query.token === 'string' ? undefined : 'route');
  };
  const parseForm = express.urlencoded({ limit: '1kb', extended: false });
  router.post(newsletterApiPaths.unsubscribe, oneClick, parseForm, async (req, res) => {
    const token = newsletterTokenSchema.safeParse(req.query.token);
    if (!token.success) throw problems.newsletterLinkUnknown();
    await unsubscribe(token.data, 'oneClick');
    res.json({ status: 'unsubscribed' } satisfies Unsubscribed);
  });
  router.post(
    newsletterApiPaths.unsubscribe,
    deps.rejectOtherOrigins,
    deps.requireJson,
    parseJson,
    async (req, res) => {
      const { token } = parseToken(req.body);
      await unsubscribe(token, 'unsubscribePage');
      res.json({ status: 'unsubscribed' } satisfies Unsubscribed);
    },
  );

  async function unsubscribe(token: string, how: 'oneClick' | 'unsubscribePage') {
    let outcome;
    try {
      outcome = await newsletter.unsubscribe(token, how);
    } catch (error) {
      throw problems.newsletterUnavailable(error);
    }
    if (outcome === 'unknown') throw problems.newsletterLinkUnknown();
  }

  for (const path of Object.values(newsletterApiPaths)) {
    router.all(path, (_req, _res, next) => next(problems.methodNotAllowed('POST, OPTIONS')));
  }
  return router;
}

/** The token of a confirm or unsubscribe link; a malformed one is as unknown as a wrong one. */
function parseToken(body: unknown): { token: string } {
  try {
    return validateBody(newsletterTokenRequestSchema, body);
  } catch (error) {
    throw error instanceof HttpError && error.status === 400
      ? problems.newsletterLinkUnknown()
      : error;
  }
}
