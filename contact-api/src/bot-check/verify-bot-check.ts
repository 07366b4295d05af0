import * as z from 'zod';
import type { BotCheckSettings } from '../infra/settings';
import { problems } from '../http/errors';
import { createFormPoster, type FormAnswer, type FormPoster } from './form-poster';
import type { Logger } from '../infra/logger';

/**
 * Server-side verification of a reCAPTCHA v3 token with Google's siteverify (or the local
 * emulator, which answers the same way): the token must be genuine and unused, for the action
 * `submit`, from one of our hostnames, and scored at least the configured minimum.
 */

const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  challenge_ts: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export type SiteverifyAnswer = z.infer<typeof siteverifyAnswerSchema>;

export interface BotCheckVerifier {
  /** Asks siteverify about a token. Throws an HttpError 503 when it cannot get an answer. */
  verify(token: string, remoteIp?: string): Promise<SiteverifyAnswer>;
  /** Closes its kept-alive connections to siteverify. */
  close?(): void;
}

/** Error codes that mean our request or our secret is wrong, not the visitor's token. */
const ourFault = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

export function createSiteverifyClient(
  settings: Pick<BotCheckSettings, 'verifyUrl' | 'secretKey' | 'timeoutMs'>,
  poster: FormPoster = createFormPoster(settings.verifyUrl, { timeoutMs: settings.timeoutMs }),
): BotCheckVerifier {
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: settings.secretKey, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: FormAnswer;
      let body: unknown;
      try {
        answer = await poster.post(form.toString());
      } catch (error) {
        throw problems.botCheckUnavailable(error);
      }
      if (answer.status < 200 || answer.status > 299) {
        throw problems.botCheckUnavailable(new Error(`siteverify answered ${answer.status}`));
      }
      try {
        body = JSON.parse(answer.body);
      } catch (error) {
        throw problems.botCheckUnavailable(error);
      }
      const parsed = siteverifyAnswerSchema.safeParse(body);
      if (!parsed.success) {
        throw problems.botCheckUnavailable(new Error('siteverify answered an unexpected body'));
      }
      return parsed.data;
    },
    close: () => poster.close(),
  };
}

export type BotCheckVerdict = { passed: true } | { passed: false; reason: string };

/** Whether a siteverify answer lets the message through. */
export function judgeBotCheck(
  answer: SiteverifyAnswer,
  policy: Pick<BotCheckSettings, 'action' | 'allowedHostnames' | 'minScore'>,
): BotCheckVerdict {
  if (!answer.success) {
    return { passed: false, reason: (answer['error-codes'] ?? ['unsuccessful']).join(',') };
  }
  if (answer.action !== policy.action) return { passed: false, reason: 'wrong-action' };
  const hostname = (answer.hostname ?? '').toLowerCase();
  if (!policy.allowedHostnames.includes(hostname))
    return { passed: false, reason: 'wrong-hostname' };
  if (typeof answer.score !== 'number' || answer.score < policy.minScore) {
    return { passed: false, reason: 'low-score' };
  }
  return { passed: true };
}

/**
 * The step of the journey: verifies the token and throws a 403 the visitor can act on when it
 * does not pass, or a 503 when the check cannot be made (siteverify unreachable, or it says our
 * own secret is wrong, which the visitor cannot fix).
 */
export async function verifyBotCheck(
  token: string,
  remoteIp: string | undefined,
  verifier: BotCheckVerifier,
  policy: Pick<BotCheckSettings, 'action' | 'allowedHostnames' | 'minScore'>,
  /** The request's logger, asked for only when there is something to log. */
  logger: () => Logger,
): Promise<void> {
  const answer = await verifier.verify(token, remoteIp);
  const codes = answer['error-codes'] ?? [];
  if (!answer.success && codes.some((code) => ourFault.has(code))) {
    logger().error(
      { errorCodes: codes },
      'siteverify rejected our request: check RECAPTCHA_SECRET_KEY',
    );
    throw problems.botCheckUnavailable();
  }
  const verdict = judgeBotCheck(answer, policy);
  if (!verdict.passed) {
    logger().info({ reason: verdict.reason, score: answer.score }, 'bot check failed');
    throw problems.botCheckFailed();
  }
}
