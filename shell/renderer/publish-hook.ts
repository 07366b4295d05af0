import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type Response } from 'express';
import { maxPublishHookBytes, publishHookPath } from '@site/contracts/publish-hook';

export interface PublishHookOptions {
  /** `PUBLISH_HOOK_SECRET`: the bearer token the caller sends; without it, no hook (404). */
  secret: string | undefined;
  /**
   * Reads the page index in a read that starts after the call and purges what changed; rejects
   * when it could not be read (`readAfterNow` of the page index keeper).
   */
  readIndex: () => Promise<void>;
}

function answer(res: Response, status: number, body: object): void {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/** SHA-256 of each side first: equal lengths for `timingSafeEqual`, and no length told by time. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `Authorization` is `Bearer <secret>`, compared in constant time. */
function authorised(header: string | undefined, secret: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(secret));
}

/**
 * `POST /_hooks/blog-published` (decision 045): the blog's database, through a Supabase
 * Database Webhook, says a post changed; the renderer reads its page index at once and purges
 * the pages whose posts changed, here and in the CDN, then answers `{ "refreshed": true }`.
 *
 * The secret is checked before the body is read, so an unknown caller costs nothing. The body
 * (the changed row) is read within `maxPublishHookBytes` and not used: the index says what
 * changed. Hooks that come together share one read, and one already under way is followed by
 * one more (`readAfterNow`), so a caller can make the index be read, and nothing else.
 */
export function publishHook({ secret, readIndex }: PublishHookOptions): Router {
  const router = Router();
  router.all(
    publishHookPath,
    (req, res, next) => {
      if (!secret) return answer(res, 404, { error: 'Not found' });
      if (req.method !== 'POST') {
        res.set('Allow', 'POST');
        return answer(res, 405, { error: 'Method not allowed' });
      }
      if (!authorised(req.get('authorization'), secret)) {
        res.set('WWW-Authenticate', 'Bearer');
        return answer(res, 401, { error: 'A valid bearer token is required.' });
      }
      next();
    },
    express.raw({ type: () => true, limit: maxPublishHookBytes }),
    async (_req, res) => {
      try {
        await readIndex();
        answer(res, 200, { refreshed: true });
      } catch {
        // The index keeper has logged why; the periodic read will try again.
        answer(res, 503, { error: 'The page index could not be read; it is read again shortly.' });
      }
    },
  );
  const bodyErrors: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error.type === 'entity.too.large') {
      answer(res, 413, { error: `The hook reads at most ${maxPublishHookBytes} bytes.` });
      return;
    }
    answer(res, 400, { error: 'The request could not be read.' });
  };
  router.use(bodyErrors);
  return router;
}
