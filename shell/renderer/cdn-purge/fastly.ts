import {
  defaultTimeoutMs,
  purgeBySurrogateKey,
  withoutTrailingSlash,
  type TagPurger,
} from './purge-call';

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
  const url = `${withoutTrailingSlash(o.apiUrl ?? 'https://api.fastly.com')}/service/${encodeURIComponent(o.serviceId)}/purge`;
  return {
    name: 'fastly',
    purge: (tags) =>
      purgeBySurrogateKey(tags, {
        provider: 'Fastly',
        url,
        method: 'POST',
        headers: {
          'Fastly-Key': o.apiToken,
          Accept: 'application/json',
          ...(o.soft ? { 'Fastly-Soft-Purge': '1' } : {}),
        },
        timeoutMs: o.timeoutMs ?? defaultTimeoutMs,
        secret: o.apiToken,
      }),
  };
}
