import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { isDatabaseTimeout } from '../infra/database';

/**
 * Errors are values with a status and a message a visitor may read. One middleware writes them
 * as `{ "error": "…" }`; anything else becomes a 500 with a generic sentence, never a stack trace.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    /** Shown to the visitor by the contact form. */
    readonly publicMessage: string,
    options: { cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(publicMessage, { cause: options.cause });
    this.headers = options.headers ?? {};
  }

  readonly headers: Record<string, string>;
}

export const problems = {
  notFound: () => new HttpError(404, 'Not found.'),
  methodNotAllowed: (allow: string) =>
    new HttpError(405, 'Method not allowed.', { headers: { Allow: allow } }),
  notJson: () => new HttpError(415, 'Send the message as JSON (Content-Type: application/json).'),
  unsupportedEncoding: () => new HttpError(415, 'Send the message as UTF-8 JSON.'),
  malformedJson: () => new HttpError(400, 'The request body is not valid JSON.'),
  tooLarge: () => new HttpError(413, 'The message is too long. Please shorten it and try again.'),
  unreadable: () => new HttpError(400, 'The request could not be read.'),
  notAnObject: () => new HttpError(400, 'The request body must be a JSON object.'),
  invalid: (sentence: string) => new HttpError(400, sentence),
  otherOrigin: () => new HttpError(403, 'Messages can only be sent from our website.'),
  badIdempotencyKey: () =>
    new HttpError(400, 'The Idempotency-Key header must be 1 to 255 printable characters.'),
  idempotencyKeyReused: () =>
    new HttpError(422, 'This Idempotency-Key was already used for a different message.'),
  botCheckFailed: () =>
    new HttpError(403, 'The bot check failed. Please reload the page and try again.'),
  tooManyRequests: () =>
    new HttpError(429, 'You have sent several messages in a short time. Please try again later.'),
  botCheckUnavailable: (cause?: unknown) =>
    new HttpError(
      503,
      'We could not check your message right now. Please try again in a few minutes.',
      { cause },
    ),
  storageUnavailable: (cause?: unknown) =>
    new HttpError(
      503,
      'We could not save your message right now. Please try again in a few minutes.',
      { cause },
    ),
  tooManySignUps: () =>
    new HttpError(429, 'You have signed up several times in a short time. Please try again later.'),
  tooManyLinkRequests: () =>
    new HttpError(
      429,
      'There have been several requests from your network in a short time. Please try again later.',
    ),
  newsletterLinkUnknown: () =>
    new HttpError(
      404,
      'This link is not valid. It may have been replaced by the link in a newer email.',
    ),
  newsletterLinkExpired: () =>
    new HttpError(
      410,
      'This confirmation link has expired. Please sign up again to get a new one.',
    ),
  newsletterUnavailable: (cause?: unknown) =>
    new HttpError(503, 'We could not handle your request right now. Please try again later.', {
      cause,
    }),
  internal: () => new HttpError(500, 'Something went wrong on our side. Please try again later.'),
} as const;

/** The errors body-parser raises, by their `type`. */
function fromBodyParser(error: { type?: unknown; status?: unknown }): HttpError | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return problems.malformedJson();
    case 'entity.too.large':
      return problems.tooLarge();
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return problems.unsupportedEncoding();
    default:
      break;
  }
  const status = typeof error.status === 'number' ? error.status : 0;
  return status >= 400 && status < 500
    ? new HttpError(status, problems.unreadable().message)
    : null;
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isDatabaseTimeout(error)) return problems.storageUnavailable(error);
  if (error && typeof error === 'object') {
    const known = fromBodyParser(error as { type?: unknown; status?: unknown });
    if (known) return known;
  }
  return problems.internal();
}

export const notFound: RequestHandler = (_req, _res, next) => next(problems.notFound());

/** Any other method than POST (and CORS's OPTIONS) on a route of the forms: 405. */
export const postOnly: RequestHandler = (_req, _res, next) =>
  next(problems.methodNotAllowed('POST, OPTIONS'));

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const problem = toHttpError(error);
    if (problem.status >= 500) {
      logger.error({ err: error, reqId: req.id }, 'request failed');
    }
    if (res.headersSent) {
      next(error);
      return;
    }
    res.status(problem.status).set(problem.headers).json({ error: problem.publicMessage });
  };
}
