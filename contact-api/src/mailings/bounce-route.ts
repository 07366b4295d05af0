import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type RequestHandler, type Router } from 'express';
import * as z from 'zod';
import { HttpError, postOnly, problems } from '../http/errors';
import type { RouteKit } from '../http/route-kit';

/**
 * `POST /newsletter/bounces`: the mail provider's bounce webhook (decision 041). The provider
 * (or a small adapter of its own format) posts `{ "email", "type", "reason"? }` with
 * `Authorization: Bearer <NEWSLETTER_BOUNCE_SECRET>`; a permanent bounce suppresses the address
 * as an SMTP 5xx does, and the consent record says so. Not a browser's route: no CORS, no origin.
 */

export const bouncePath = '/newsletter/bounces';

export const bounceReportSchema = z.strictObject({
  email: z.email({ error: 'email must be an email address.' }).max(254),
  /** Only a permanent bounce (a hard bounce, a complaint) suppresses; a transient one is noted. */
  type: z.enum(['permanent', 'transient'], { error: 'type must be permanent or transient.' }),
  reason: z.string().max(1000).optional(),
});

export type BounceReport = z.infer<typeof bounceReportSchema>;

/** `suppressed`: the address is mailed no more; `not-subscribed`: nothing to do. */
export type BounceAnswer = { status: 'suppressed' | 'not-subscribed' | 'ignored' };

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares the bearer secret in constant time (of equal-length digests). */
function authorised(header: string | undefined, secret: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(secret));
}

export function bounceRoute(deps: {
  secret: string | undefined;
  kit: RouteKit;
  /** Suppresses a subscribed (or pending) address; whether it was. */
  suppress(report: BounceReport): Promise<boolean>;
}): Router {
  const router = express.Router();
  const checkSecret: RequestHandler = (req, _res, next) => {
    if (deps.secret === undefined) return next(problems.notFound());
    if (!authorised(req.get('authorization'), deps.secret)) {
      return next(
        new HttpError(401, 'A bounce report needs the webhook secret as a bearer token.', {
          headers: { 'WWW-Authenticate': 'Bearer' },
        }),
      );
    }
    next();
  };
  router.post(bouncePath, checkSecret, ...deps.kit.jsonBody(16 * 1024), async (req, res) => {
    const parsed = bounceReportSchema.safeParse(req.body);
    if (!parsed.success) {
      throw problems.invalid(parsed.error.issues[0]?.message ?? 'Not a bounce report.');
    }
    if (parsed.data.type === 'transient') {
      res.json({ status: 'ignored' } satisfies BounceAnswer);
      return;
    }
    let suppressed: boolean;
    try {
      suppressed = await deps.suppress(parsed.data);
    } catch (error) {
      throw new HttpError(503, 'The bounce could not be recorded; send it again later.', {
        cause: error,
      });
    }
    res.json({ status: suppressed ? 'suppressed' : 'not-subscribed' } satisfies BounceAnswer);
  });
  router.all(bouncePath, postOnly);
  return router;
}
