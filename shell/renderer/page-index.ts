import type { PageIndex } from '@site/contracts/federation';

/** The tags whose version changed, came or went between two indexes. */
export function changedTags(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): string[] {
  const tags = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tags].filter((tag) => before[tag] !== after[tag]).sort();
}

export interface PageIndexOptions {
  /** Reads the remotes' index now (from a render thread). */
  load: () => Promise<PageIndex>;
  /** Purges the answers made from these tags, here and in the CDN. */
  purge: (tags: readonly string[]) => Promise<unknown>;
  /** How often it is read again without being told. */
  intervalMs: number;
}

/**
 * The renderer's copy of the remotes' page index (decision 030): what it does not name is a 404
 * with no render. Read at start, every `intervalMs` and when told something was published
 * (`refresh`); each time, the tags whose version changed are purged, so that a published or
 * edited post shows on its page, the lists, the sitemap and the feed at once.
 */
export function pageIndexKeeper({ load, purge, intervalMs }: PageIndexOptions) {
  let current: PageIndex | undefined;
  let reading: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function refresh(): Promise<void> {
    reading ??= load()
      .then(async (next) => {
        const previous = current;
        current = next;
        if (previous) {
          const changed = changedTags(previous.versions, next.versions);
          if (changed.length > 0) await purge(changed);
        }
      })
      .catch((error: unknown) => {
        // The last index stays: a backend down for a moment does not turn pages into 404s.
        console.error('[renderer] the page index could not be read:', String(error));
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  return {
    current: () => current,
    refresh,
    start() {
      void refresh();
      timer = setInterval(() => void refresh(), intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
