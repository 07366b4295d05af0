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

/** Logs to stdout unless given another destination. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'contact-api' },
    redact: { paths: redactedPaths, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
