/**
 * What every CDN adapter shares: the purger's interface, its error, the tags in batches the
 * provider accepts, and one bounded call whose failures never carry a secret.
 */

export interface TagPurger {
  readonly name: string;
  purge(tags: readonly string[]): Promise<void>;
}

/** What a purge may wait for one answer of the provider, unless told otherwise. */
export const defaultTimeoutMs = 10_000;

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
export function batchesOf(provider: string, tags: readonly string[], limits: Batching): string[][] {
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

export interface Call {
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
export const excerpt = (text: string, secret: string | undefined) => {
  const line = withoutSecret(text, secret).replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
};

/** One call to the provider; its answer's text, or a CdnPurgeError. */
export async function send(call: Call): Promise<{ status: number; text: string }> {
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

/**
 * Purges by naming the tags in `Surrogate-Key`, space-separated (Fastly's API, Varnish's xkey):
 * at most 256 a call, and each list kept well below the 8 KiB of headers HTTP servers take by
 * default (Varnish's http_req_hdr_len).
 */
export async function purgeBySurrogateKey(
  tags: readonly string[],
  call: Omit<Call, 'headers'> & { headers?: Record<string, string> },
): Promise<void> {
  for (const batch of batchesOf(call.provider, tags, { maxTags: 256, maxChars: 7_000 })) {
    await send({ ...call, headers: { ...call.headers, 'Surrogate-Key': batch.join(' ') } });
  }
}

export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
