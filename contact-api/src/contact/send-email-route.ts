import { contactLimits, type SendEmailAccepted } from '@site/contracts/contact';
import express, { type Response, type Router } from 'express';
import { verifyBotCheck, type BotCheckVerifier } from '../bot-check/verify-bot-check';
import { HttpError, postOnly, problems } from '../http/errors';
import type { RequestLogFields } from '../http/request-log';
import type { RouteKit } from '../http/route-kit';
import { validateSendEmailRequest } from '../http/validate';
import type { ContactApiSettings } from '../infra/settings';
import { fingerprintOf } from '../outbox/accept-message';
import type { Outbox } from '../outbox/outbox';

/**
 * The largest JSON body any message the form accepts can make, in bytes: every field at its
 * limit (in UTF-16 code units, as the schema counts them), each unit written as JSON's longest
 * escape (`\u0001` or a lone surrogate: 6 bytes; a 3-byte character or an escaped quote is
 * less), plus the keys and punctuation.
 */
export const largestFormBody =
  Object.values(contactLimits).reduce((sum, limit) => sum + limit * 6, 0) +
  JSON.stringify(Object.fromEntries(Object.keys(contactLimits).map((field) => [field, '']))).length;

/** Largest body of `POST /send-email` (64 KiB): above `largestFormBody` (a test keeps it so). */
export const sendEmailBodyLimit = 64 * 1024;

/** `Idempotency-Key`: printable ASCII, 1-255 characters (the form sends a UUID). */
const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

export interface SendEmailRouteDependencies {
  settings: Pick<ContactApiSettings, 'rateLimit' | 'botCheck'>;
  kit: RouteKit;
  /** Where accepted messages go. */
  outbox: Pick<Outbox, 'accept' | 'earlierAnswer'>;
  verifier: BotCheckVerifier;
  /** Told about every accepted message, so delivery starts at once. */
  delivery: { wake(): void };
}

const accepted = (res: Response, id: string) =>
  res.status(202).json({ id, status: 'accepted' } satisfies SendEmailAccepted);

/** `POST /send-email`: the contact form's journey, step by step (README, "The journey"). */
export function sendEmailRoute(deps: SendEmailRouteDependencies): Router {
  const { settings, kit, outbox, verifier, delivery } = deps;
  const router = express.Router();

  /**
   * Per client address, before anything costly: parsing, and a call to siteverify. Every
   * request counts, valid or not; the form checks the same schema before it posts, so a visitor
   * rarely spends an attempt on a mistake.
   */
  const limitClient = kit.rateLimit({
    name: 'send-email',
    windowMs: settings.rateLimit.windowMs,
    limit: settings.rateLimit.limit,
    refusal: problems.tooManyRequests,
  });

  router.post(
    '/send-email',
    kit.siteOnly,
    limitClient,
    ...kit.jsonBody(sendEmailBodyLimit),
    async (req, res) => {
      const { recaptchaToken, ...message } = validateSendEmailRequest(req.body);
      const key = req.get('idempotency-key');
      if (key !== undefined && !idempotencyKeyPattern.test(key)) {
        throw problems.badIdempotencyKey();
      }
      const log = res.locals as RequestLogFields;
      try {
        await verifyBotCheck(recaptchaToken, req.ip, verifier, settings.botCheck, () => req.log);
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
  router.all('/send-email', postOnly);
  return router;
}
