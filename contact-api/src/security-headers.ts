import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, worked out once. Helmet runs a dozen small middlewares for every
 * response, each setting the same value as the last time; here it runs once, at start-up, against
 * a response that only records what it is told, and every response then gets the recorded headers.
 * Helmet stays the source of the values: a new version or new options change them here too.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const headers: [name: string, value: string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
    getHeader: () => undefined,
  };
  let finished = false;
  helmet(options)(
    { headers: {} } as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not finish synchronously');

  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
