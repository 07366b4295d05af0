import * as z from 'zod';
import type { BotCheckConfig } from './config';
import { problems } from './errors';
import type { Logger } from './logger';

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
}

/** Error codes that mean our request or our secret is wrong, not the visitor's token. */
const ourFault = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

export function createSiteverifyClient(
  config: Pick<BotCheckConfig, 'verifyUrl' | 'secretKey' | 'timeoutMs'>,
  fetchImpl: typeof fetch = fetch,
): BotCheckVerifier {
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: config.secretKey, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let response: Response;
      let body: unknown;
      try {
        response = await fetchImpl(config.verifyUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(config.timeoutMs),
          redirect: 'error',
        });
        body = await response.json();
      } catch (error) {
        throw problems.botCheckUnavailable(error);
      }
      if (!response.ok) {
        throw problems.botCheckUnavailable(new Error(`siteverify answered ${response.status}`));
      }
      const answer = siteverifyAnswerSchema.safeParse(body);
      if (!answer.success) {
        throw problems.botCheckUnavailable(new Error('siteverify answered an unexpected body'));
      }
      return answer.data;
    },
  };
}

export type BotCheckVerdict = { passed: true } | { passed: false; reason: string };

/** Whether a siteverify answer lets the message through. */
export function judgeBotCheck(
  answer: SiteverifyAnswer,
  policy: Pick<BotCheckConfig, 'action' | 'allowedHostnames' | 'minScore'>,
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
  policy: Pick<BotCheckConfig, 'action' | 'allowedHostnames' | 'minScore'>,
  logger: Logger,
): Promise<void> {
  const answer = await verifier.verify(token, remoteIp);
  const codes = answer['error-codes'] ?? [];
  if (!answer.success && codes.some((code) => ourFault.has(code))) {
    logger.error(
      { errorCodes: codes },
      'siteverify rejected our request: check RECAPTCHA_SECRET_KEY',
    );
    throw problems.botCheckUnavailable();
  }
  const verdict = judgeBotCheck(answer, policy);
  if (!verdict.passed) {
    logger.info({ reason: verdict.reason, score: answer.score }, 'bot check failed');
    throw problems.botCheckFailed();
  }
}
