import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs. Messages, names and email addresses never go in a log line: the request
 * log carries only method, path, status and timing, and these keys are censored wherever they
 * appear, in case an error object carries them.
 */
export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.body',
  'body',
  'email',
  'name',
  'company',
  'subject',
  'message',
  'replyTo',
  'recaptchaToken',
  'token',
  'secret',
  'pass',
  '*.email',
  '*.replyTo',
  '*.recaptchaToken',
  '*.secret',
  '*.pass',
];

/**
 * Stdout, written in batches: lines wait until 4 KiB have gathered or a quarter of a second has
 * passed, so a busy API makes one write for about twenty request lines instead of one each. pino
 * writes what is left when the process exits.
 */
const batchedStdout = () =>
  pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });

/** Logs to stdout (batched) unless given another destination. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'contact-api' },
    redact: { paths: redactedPaths, censor: '[redacted]' },
  };
  return pino(options, destination ?? batchedStdout());
}
