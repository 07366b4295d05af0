import { LRUCache } from 'lru-cache';

/** A rendered answer, and what it was made from (its tags: route, releases, posts). */
export interface CachedPage {
  status: number;
  /** A page is kept as the bytes it is sent as, encoded once rather than on every answer. */
  body: string | Buffer;
  /** Its gzip and ETag, made with it (`pageBytes`), when it is a rendered page. */
  gzip?: Buffer;
  etag?: string;
  tags: readonly string[];
}

/** How long an answer is fresh, then served stale while it is made again. */
export interface Lifetime {
  freshMs: number;
  staleMs: number;
}

interface Entry extends CachedPage {
  freshUntil: number;
  staleUntil: number;
  /** After a failed revalidation, the stale copy is served without asking again until then. */
  retryAfter?: number;
}

export type CacheState = 'hit' | 'stale' | 'miss';

export interface PageCacheOptions {
  /** The most the answers may weigh together (bodies in bytes or UTF-16 code units, and tags). */
  maxBytes: number;
  /** The lifetime of an answer, by its status. */
  lifetimeOf: (page: CachedPage) => Lifetime;
  now?: () => number;
  /** Told when a page could not be made again in the background (the stale copy stays). */
  onRevalidationError?: (key: string, error: unknown) => void;
  /**
   * How long a stale copy is served without asking again once it could not be made again, so
   * that a dead backend is not asked on every request (as a 503 is kept for a while).
   */
  retryMs?: number;
}

/**
 * The renderer's own cache of answers (decision 030): bounded in bytes, stale while
 * revalidating (a visitor never waits for a page that is in the cache to be made again),
 * concurrent requests for one key share one render, and answers are purged by tag. A failed
 * revalidation keeps the stale copy until its own end, rather than replacing it with an error,
 * and is not tried again for `retryMs`.
 */
export function pageCache({
  maxBytes,
  lifetimeOf,
  now = Date.now,
  onRevalidationError,
  retryMs = 0,
}: PageCacheOptions) {
  const byTag = new Map<string, Set<string>>();
  const untag = (key: string, tags: readonly string[]) => {
    for (const tag of tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) =>
      Math.max(
        1,
        (typeof entry.body === 'string' ? entry.body.length * 2 : entry.body.length) +
          (entry.gzip?.length ?? 0) +
          (key.length + entry.tags.join(' ').length) * 2,
      ),
    ttl: 1, // replaced per entry (`ttl` of `set`): kept until its stale time ends
    ttlAutopurge: false,
    dispose: (entry, key) => untag(key, entry.tags),
  });
  const making = new Map<string, Promise<Entry>>();

  function store(key: string, page: CachedPage): Entry {
    const { freshMs, staleMs } = lifetimeOf(page);
    const at = now();
    const entry: Entry = { ...page, freshUntil: at + freshMs, staleUntil: at + freshMs + staleMs };
    const keepMs = freshMs + staleMs;
    if (keepMs > 0) {
      entries.set(key, entry, { ttl: keepMs });
      for (const tag of page.tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    }
    return entry;
  }

  function make(key: string, render: () => Promise<CachedPage>): Promise<Entry> {
    let pending = making.get(key);
    if (!pending) {
      pending = render()
        .then((page) => {
          // An error page never replaces a good copy that may still be served: the visitor gets
          // the last good page until it can be made again, or its stale time ends.
          const kept = entries.get(key);
          if (page.status >= 500 && kept && kept.status < 500 && now() < kept.staleUntil) {
            throw new Error(`${key} answered ${page.status}: the stale copy stays`);
          }
          return store(key, page);
        })
        .finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  return {
    /**
     * The answer for `key`: fresh from the cache, stale from the cache while `render` makes it
     * again, or from `render` now.
     */
    async get(
      key: string,
      render: () => Promise<CachedPage>,
    ): Promise<{ page: CachedPage; state: CacheState }> {
      const found = entries.get(key);
      const at = now();
      if (found && at < found.freshUntil) return { page: found, state: 'hit' };
      if (found && at < found.staleUntil) {
        if (at >= (found.retryAfter ?? 0)) {
          make(key, render).catch((error: unknown) => {
            found.retryAfter = now() + retryMs;
            onRevalidationError?.(key, error);
          });
        }
        return { page: found, state: 'stale' };
      }
      return { page: await make(key, render), state: 'miss' };
    },

    /** The copy kept for `key`, fresh or stale: what a visitor gets when no render can start. */
    peek(key: string): CachedPage | undefined {
      const found = entries.get(key);
      return found && now() < found.staleUntil ? found : undefined;
    },

    /** Forgets every answer with one of `tags`; returns how many. */
    purge(tags: Iterable<string>): number {
      const keys = new Set<string>();
      for (const tag of tags) for (const key of byTag.get(tag) ?? []) keys.add(key);
      for (const key of keys) entries.delete(key);
      return keys.size;
    },

    /** The bytes the answers take, for the metrics. */
    size: () => entries.calculatedSize,
    clear: () => entries.clear(),
  };
}

export type PageCache = ReturnType<typeof pageCache>;
