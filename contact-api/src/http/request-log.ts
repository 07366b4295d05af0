import type { Express, Request, RequestHandler } from 'express';
import type { Logger } from '../infra/logger';

/**
 * One JSON log line per request, when its response is done:
 * `{"reqId":7,"req":{"id":7,"method":"POST","path":"/send-email"},"res":{"statusCode":202},
 * "responseTime":4,"outboxId":"…","msg":"request completed"}` (the line pino-http wrote, plus the
 * id of an accepted message). Only method, path, status and timing: never a header or the body.
 *
 * It replaces pino-http, which made two child loggers for every request (each one serialises
 * its bindings) and a second line for every accepted message: a measurable share of the API's
 * CPU under load (decision 020). Here `req.log`, a child logger with the request id, is made
 * only when something reads it (a failed bot check, for instance).
 */

declare module 'http' {
  interface IncomingMessage {
    /** Sequence number of the request in this process, in every log line about it. */
    id: number;
    /** Logger whose lines carry `reqId`. */
    readonly log: Logger;
  }
}

/** What a handler adds to the request's log line (e.g. the outbox id of an accepted message). */
export interface RequestLogFields {
  outboxId?: string;
}

const childLogger = Symbol('childLogger');

export function requestLog(
  app: Express,
  logger: Logger,
  options: { ignore(req: Request): boolean },
): RequestHandler {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request & { [childLogger]?: Logger }) {
      return (this[childLogger] ??= logger.child({ reqId: this.id }));
    },
  });

  let lastId = 0;
  return (req, res, next) => {
    const id = (lastId = (lastId + 1) & 0x7fffffff);
    req.id = id;
    if (!options.ignore(req)) {
      const start = Date.now();
      // 'close' comes once the response is sent, or when the connection dropped before that.
      res.once('close', () => {
        const fields = res.locals as RequestLogFields;
        const status = res.statusCode;
        const line = {
          reqId: id,
          req: { id, method: req.method, path: req.originalUrl.split('?')[0] },
          res: { statusCode: status },
          responseTime: Date.now() - start,
          ...(fields.outboxId === undefined ? {} : { outboxId: fields.outboxId }),
        };
        // A 4xx is the client's problem, not the operator's: only 5xx are errors.
        if (status >= 500) logger.error(line, 'request errored');
        else logger.info(line, res.writableFinished ? 'request completed' : 'request aborted');
      });
    }
    next();
  };
}
