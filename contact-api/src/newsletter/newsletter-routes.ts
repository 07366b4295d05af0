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
import express, { type RequestHandler, type Response, type Router } from 'express';
import { verifyBotCheck, type BotCheckVerifier } from '../bot-check/verify-bot-check';
import { HttpError, postOnly, problems } from '../http/errors';
import type { RouteKit } from '../http/route-kit';
import { validateBody } from '../http/validate';
import type { ContactApiSettings } from '../infra/settings';
import type { Newsletter } from './newsletter';

/**
 * The newsletter's routes (see `@site/contracts/newsletter`). A sign-up runs the same steps as a
 * contact message: the site's origins only, a limit per client, the shared schema, the bot
 * check (action `subscribe`), then a limit per address, counted only for sign-ups that passed
 * the bot check (a junk token spends nothing of an address's allowance); the answer is the same
 * whatever became of the address. Confirm and unsubscribe need the token of an email's link,
 * and nothing else; they are limited per client.
 */

export interface NewsletterRouteDependencies {
  settings: Pick<ContactApiSettings, 'rateLimit' | 'botCheck' | 'newsletter'>;
  kit: RouteKit;
  newsletter: Pick<Newsletter, 'subscribe' | 'confirm' | 'unsubscribe'>;
  verifier: BotCheckVerifier;
  delivery: { wake(): void };
}

/** Largest body: a 4,096-character bot-check token and an address, each fully escaped. */
const newsletterBodyLimit = 32 * 1024;

const day = 24 * 60 * 60 * 1000;

/** The sign-up after the schema, for the steps after validation. */
interface Validated {
  subscription?: ValidSubscribeRequest;
}

/** Checks the body against the shared schema; a 400 names the first problem. */
const validateSignUp: RequestHandler = (req, res, next) => {
  (res.locals as Validated).subscription = validateBody(subscribeRequestSchema, req.body);
  next();
};

const signUpOf = (res: Response) => (res.locals as Validated).subscription!;

export function newsletterRoutes(deps: NewsletterRouteDependencies): Router {
  const { settings, kit, newsletter, verifier, delivery } = deps;
  const router = express.Router();
  const jsonBody = kit.jsonBody(newsletterBodyLimit);

  /** A limit per client address (IPv6 by /56), in the window of every such limit. */
  const perClient = (name: string, limit: number, refusal: () => HttpError) =>
    kit.rateLimit({ name, windowMs: settings.rateLimit.windowMs, limit, refusal });

  /** Sign-ups, before anything costly. */
  const limitClient = perClient(
    'newsletter-client',
    settings.newsletter.clientLimit,
    problems.tooManySignUps,
  );
  /** Per address, from any client: keyed by a hash, so the counters hold no address. */
  const limitAddress = kit.rateLimit({
    name: 'newsletter-address',
    windowMs: day,
    limit: settings.newsletter.addressLimitPerDay,
    refusal: problems.tooManySignUps,
    key: (_req, res) => createHash('sha256').update(signUpOf(res).email).digest('base64url'),
    headers: false,
  });
  /** The links of the emails, per client: each request looks a token up. */
  const limitLinks = perClient(
    'newsletter-link',
    settings.newsletter.linkLimit,
    problems.tooManyLinkRequests,
  );
  /** One-click unsubscribes come from the mail providers' servers: many people, few addresses. */
  const limitOneClick = perClient(
    'newsletter-one-click',
    settings.newsletter.oneClickLimit,
    problems.tooManyLinkRequests,
  );

  /** The bot check (action `subscribe`): a 403 when it does not pass, a 503 when it cannot run. */
  const passBotCheck: RequestHandler = async (req, res, next) => {
    const policy = { ...settings.botCheck, action: newsletterBotCheckAction };
    await verifyBotCheck(signUpOf(res).recaptchaToken, req.ip, verifier, policy, () => req.log);
    next();
  };

  router.post(
    newsletterApiPaths.subscribe,
    kit.siteOnly,
    limitClient,
    ...jsonBody,
    validateSignUp,
    passBotCheck,
    limitAddress,
    async (_req, res) => {
      const { email, consentVersion } = signUpOf(res);
      const queued = await orUnavailable(newsletter.subscribe(email, consentVersion));
      if (queued) delivery.wake();
      res.status(202).json({ status: 'check-inbox' } satisfies SubscribeAccepted);
    },
  );

  router.post(
    newsletterApiPaths.confirm,
    kit.siteOnly,
    limitLinks,
    ...jsonBody,
    async (req, res) => {
      const { token } = parseToken(req.body);
      const outcome = await orUnavailable(newsletter.confirm(token));
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
  router.post(
    newsletterApiPaths.unsubscribe,
    oneClick,
    limitOneClick,
    parseForm,
    async (req, res) => {
      const token = newsletterTokenSchema.safeParse(req.query.token);
      if (!token.success) throw problems.newsletterLinkUnknown();
      await unsubscribe(token.data, 'oneClick');
      res.json({ status: 'unsubscribed' } satisfies Unsubscribed);
    },
  );
  router.post(
    newsletterApiPaths.unsubscribe,
    kit.siteOnly,
    limitLinks,
    ...jsonBody,
    async (req, res) => {
      const { token } = parseToken(req.body);
      await unsubscribe(token, 'unsubscribePage');
      res.json({ status: 'unsubscribed' } satisfies Unsubscribed);
    },
  );

  async function unsubscribe(token: string, how: 'oneClick' | 'unsubscribePage') {
    const outcome = await orUnavailable(newsletter.unsubscribe(token, how));
    if (outcome === 'unknown') throw problems.newsletterLinkUnknown();
  }

  for (const path of Object.values(newsletterApiPaths)) router.all(path, postOnly);
  return router;
}

/** What the newsletter answers, or a 503 when it cannot answer (its database). */
async function orUnavailable<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    throw problems.newsletterUnavailable(error);
  }
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
