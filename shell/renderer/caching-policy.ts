/** How long answers are kept, here and by a shared cache in front (decision 030). */
export interface CachingPolicy {
  /** A page, the sitemap and the feed are fresh here for this long. */
  freshMs: number;
  /** Then served stale, here, while they are made again, for at most this long. */
  staleMs: number;
  /** `s-maxage`: seconds a shared cache (the CDN) keeps a page fresh. */
  sharedMaxAgeSeconds: number;
  /** `stale-while-revalidate`: seconds a shared cache may serve it stale meanwhile. */
  staleWhileRevalidateSeconds: number;
  /** A 503 is kept this long, so that a dead backend is not asked again on every request. */
  errorMs: number;
  /** The most the kept answers weigh together. */
  maxBytes: number;
}

export const defaultCachingPolicy: CachingPolicy = {
  freshMs: 30_000,
  staleMs: 300_000,
  sharedMaxAgeSeconds: 60,
  staleWhileRevalidateSeconds: 300,
  errorMs: 5_000,
  maxBytes: 64 * 1024 * 1024,
};

/** How long the renderer keeps an answer of `status` fresh, then stale. */
export const lifetimeOf =
  (policy: CachingPolicy) =>
  ({ status }: { status: number }) =>
    status >= 500
      ? { freshMs: policy.errorMs, staleMs: 0 }
      : { freshMs: policy.freshMs, staleMs: policy.staleMs };

/** `Cache-Control` for a shared cache (the CDN), by the answer's status. */
export const sharedCachingOf =
  (policy: CachingPolicy) =>
  (status: number): string =>
    status >= 500
      ? `public, max-age=0, s-maxage=${Math.ceil(policy.errorMs / 1000)}`
      : `public, max-age=0, s-maxage=${policy.sharedMaxAgeSeconds}, stale-while-revalidate=${policy.staleWhileRevalidateSeconds}`;

/** Names what an answer was made from, for purges by tag: `Surrogate-Key` and `Cache-Tag`. */
export function setTagHeaders(
  res: { set(name: string, value: string): unknown },
  tags: readonly string[],
) {
  if (tags.length === 0) return;
  res.set('Surrogate-Key', tags.join(' '));
  res.set('Cache-Tag', tags.join(','));
}
