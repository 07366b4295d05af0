import * as z from 'zod';
import {
  CdnPurgeError,
  batchesOf,
  defaultTimeoutMs,
  excerpt,
  send,
  withoutTrailingSlash,
  type TagPurger,
} from './purge-call';

const cloudflareAnswer = z.object({
  success: z.boolean(),
  errors: z
    .array(z.object({ code: z.number().optional(), message: z.string().optional() }).loose())
    .optional(),
});

/**
 * Cloudflare: `POST /client/v4/zones/{zone}/purge_cache` with `{"tags": [...]}`, at most 100 tags
 * a call (its limit for every plan), answered with `success`.
 */
export function cloudflarePurger(o: {
  zoneId: string;
  apiToken: string;
  apiUrl?: string;
  timeoutMs?: number;
}): TagPurger {
  const provider = 'Cloudflare';
  const url = `${withoutTrailingSlash(o.apiUrl ?? 'https://api.cloudflare.com')}/client/v4/zones/${encodeURIComponent(o.zoneId)}/purge_cache`;
  return {
    name: 'cloudflare',
    async purge(tags) {
      for (const batch of batchesOf(provider, tags, { maxTags: 100 })) {
        const { status, text } = await send({
          provider,
          url,
          method: 'POST',
          headers: {
            Authorization: `Bearer ${o.apiToken}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({ tags: batch }),
          timeoutMs: o.timeoutMs ?? defaultTimeoutMs,
          secret: o.apiToken,
        });
        let answer: z.infer<typeof cloudflareAnswer>;
        try {
          answer = cloudflareAnswer.parse(JSON.parse(text));
        } catch {
          throw new CdnPurgeError(
            provider,
            `HTTP ${status} with an answer that is not its API's: ${excerpt(text, o.apiToken)}`,
            status,
          );
        }
        if (!answer.success) {
          const errors = (answer.errors ?? [])
            .map(({ code, message }) =>
              [code, message].filter((part) => part !== undefined).join(' '),
            )
            .join('; ');
          throw new CdnPurgeError(
            provider,
            `HTTP ${status}, success false${errors ? `: ${excerpt(errors, o.apiToken)}` : ''}`,
            status,
          );
        }
      }
    },
  };
}
