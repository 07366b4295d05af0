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
