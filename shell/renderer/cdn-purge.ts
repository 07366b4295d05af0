/**
 * Purging a CDN by tag: the renderer names each page's tags in `Surrogate-Key` and `Cache-Tag`,
 * and when a post is published or edited, or a remote's release goes live, it asks the CDN in
 * front to drop every page carrying those tags. One adapter per provider, each with its API's
 * batch limit and a bounded wait; which one runs is chosen by `CDN_PURGE` (decision 029).
 */
import * as z from 'zod';

export interface TagPurger {
  readonly name: string;
  purge(tags: readonly string[]): Promise<void>;
}

/** What a purge may wait for one answer of the provider, unless told otherwise. */
const defaultTimeoutMs = 10_000;

/** A purge the provider refused or did not answer. The message names the provider, never a key. */
export class CdnPurgeError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider} purge failed: ${message}`);
    this.name = 'CdnPurgeError';
  }
}

interface Batching {
  /** Most tags the provider takes in one call. */
  maxTags: number;
  /** Longest list, its separators included, when the tags travel in one header. */
  maxChars?: number;
}

/**
 * A tag is visible ASCII without a comma: a space separates tags in `Surrogate-Key` (Fastly,
 * Varnish's xkey) and a comma in `Cache-Tag` (Cloudflare, xkey), so a tag holding either would
 * purge something else, and a header carries no other characters as they are.
 */
const tagPattern = /^[\x21-\x2b\x2d-\x7e]+$/;

/** The tags in calls the provider accepts, each tag once. */
function batchesOf(provider: string, tags: readonly string[], limits: Batching): string[][] {
  const unique = [...new Set(tags)];
  const invalid = unique.find((tag) => !tagPattern.test(tag));
  if (invalid !== undefined) {
    throw new CdnPurgeError(
      provider,
      `the tag ${JSON.stringify(invalid)} is not visible ASCII without a comma`,
    );
  }
  const batches: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const tag of unique) {
    const full =
      current.length === limits.maxTags ||
      (limits.maxChars !== undefined && chars + 1 + tag.length > limits.maxChars);
    if (current.length > 0 && full) {
      batches.push(current);
      current = [];
    }
    chars = current.length === 0 ? tag.length : chars + 1 + tag.length;
    current.push(tag);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

interface Call {
  provider: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** The secret to keep out of any message built from the answer. */
  secret?: string;
}

const withoutSecret = (text: string, secret: string | undefined) =>
  secret ? text.split(secret).join('[redacted]') : text;

/** Part of an answer's body for a message: one line, short, with no secret in it. */
const excerpt = (text: string, secret: string | undefined) => {
  const line = withoutSecret(text, secret).replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
};

/** One call to the provider; its answer's text, or a CdnPurgeError. */
async function send(call: Call): Promise<{ status: number; text: string }> {
  let answer: Response;
  try {
    answer = await fetch(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: AbortSignal.timeout(call.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new CdnPurgeError(call.provider, `no answer within ${call.timeoutMs} ms`);
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new CdnPurgeError(
      call.provider,
      `could not reach it (${withoutSecret(reason, call.secret)})`,
    );
  }
  let text: string;
  try {
    text = await answer.text();
  } catch {
    throw new CdnPurgeError(
      call.provider,
      `HTTP ${answer.status}, and its body did not arrive within ${call.timeoutMs} ms`,
      answer.status,
    );
  }
  if (!answer.ok) {
    const detail = excerpt(text, call.secret);
    throw new CdnPurgeError(
      call.provider,
      `HTTP ${answer.status}${detail ? `: ${detail}` : ''}`,
      answer.status,
    );
  }
  return { status: answer.status, text };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Fastly: `POST /service/{id}/purge` with the keys in `Surrogate-Key`, at most 256 a call.
 * `soft` marks the pages stale instead of dropping them, so Fastly serves them while it fetches
 * anew (with the pages' stale-while-revalidate); the default drops them.
 */
export function fastlyPurger(o: {
  serviceId: string;
  apiToken: string;
  apiUrl?: string;
  soft?: boolean;
  timeoutMs?: number;
}): TagPurger {
  const provider = 'Fastly';
  const url = `${withoutTrailingSlash(o.apiUrl ?? 'https://api.fastly.com')}/service/${encodeURIComponent(o.serviceId)}/purge`;
  return {
    name: 'fastly',
    async purge(tags) {
      // The keys travel in one header: kept well below what HTTP servers take in one.
      for (const batch of batchesOf(provider, tags, { maxTags: 256, maxChars: 7_000 })) {
        await send({
          provider,
          url,
          method: 'POST',
          headers: {
            'Fastly-Key': o.apiToken,
            'Surrogate-Key': batch.join(' '),
            Accept: 'application/json',
            ...(o.soft ? { 'Fastly-Soft-Purge': '1' } : {}),
          },
          timeoutMs: o.timeoutMs ?? defaultTimeoutMs,
          secret: o.apiToken,
        });
      }
    },
  };
}

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

/**
 * The Varnish of docker compose (deploy/varnish/default.vcl): `PURGE` with the tags in
 * `Surrogate-Key`, which its VCL accepts only from its purgers' addresses.
 */
export function varnishPurger(o: { url: string; timeoutMs?: number }): TagPurger {
  const provider = 'Varnish';
  return {
    name: 'varnish',
    async purge(tags) {
      // Varnish takes request headers of up to 8 KiB by default (http_req_hdr_len).
      for (const batch of batchesOf(provider, tags, { maxTags: 256, maxChars: 7_000 })) {
        await send({
          provider,
          url: o.url,
          method: 'PURGE',
          headers: { 'Surrogate-Key': batch.join(' ') },
          timeoutMs: o.timeoutMs ?? defaultTimeoutMs,
        });
      }
    },
  };
}

const required = (name: string, provider: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string({ error: `${name} is required when CDN_PURGE=${provider}` }).trim(),
  );
const httpUrl = (name: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` }).optional(),
  );

const environmentSchema = z.discriminatedUnion(
  'CDN_PURGE',
  [
    z.object({
      CDN_PURGE: z.literal('fastly'),
      FASTLY_SERVICE_ID: required('FASTLY_SERVICE_ID', 'fastly'),
      FASTLY_API_TOKEN: required('FASTLY_API_TOKEN', 'fastly'),
      FASTLY_API_URL: httpUrl('FASTLY_API_URL'),
      FASTLY_SOFT_PURGE: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z.stringbool({ error: 'FASTLY_SOFT_PURGE must be true or false' }).default(false),
      ),
    }),
    z.object({
      CDN_PURGE: z.literal('cloudflare'),
      CLOUDFLARE_ZONE_ID: required('CLOUDFLARE_ZONE_ID', 'cloudflare'),
      CLOUDFLARE_API_TOKEN: required('CLOUDFLARE_API_TOKEN', 'cloudflare'),
      CLOUDFLARE_API_URL: httpUrl('CLOUDFLARE_API_URL'),
    }),
    z.object({
      CDN_PURGE: z.literal('varnish'),
      VARNISH_PURGE_URL: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z.url({
          protocol: /^https?$/,
          error:
            'VARNISH_PURGE_URL (an http URL of the Varnish in front) is required when CDN_PURGE=varnish',
        }),
      ),
    }),
  ],
  { error: 'CDN_PURGE must be fastly, cloudflare or varnish (or unset: no CDN to purge)' },
);

/**
 * The purger `CDN_PURGE` names, from its settings (`FASTLY_*`, `CLOUDFLARE_*`,
 * `VARNISH_PURGE_URL`); undefined when `CDN_PURGE` is unset or empty. Throws a message naming
 * each wrong setting, never a value.
 */
export function purgerFromEnvironment(
  env: Record<string, string | undefined>,
): TagPurger | undefined {
  // Unset and empty are the same to a container's environment.
  const choice = env.CDN_PURGE?.trim();
  if (!choice) return undefined;
  const parsed = environmentSchema.safeParse({ ...env, CDN_PURGE: choice });
  if (!parsed.success) {
    throw new Error(`CDN purge settings: ${z.prettifyError(parsed.error)}`);
  }
  const settings = parsed.data;
  switch (settings.CDN_PURGE) {
    case 'fastly':
      return fastlyPurger({
        serviceId: settings.FASTLY_SERVICE_ID,
        apiToken: settings.FASTLY_API_TOKEN,
        apiUrl: settings.FASTLY_API_URL,
        soft: settings.FASTLY_SOFT_PURGE,
      });
    case 'cloudflare':
      return cloudflarePurger({
        zoneId: settings.CLOUDFLARE_ZONE_ID,
        apiToken: settings.CLOUDFLARE_API_TOKEN,
        apiUrl: settings.CLOUDFLARE_API_URL,
      });
    case 'varnish':
      return varnishPurger({ url: settings.VARNISH_PURGE_URL });
  }
}
