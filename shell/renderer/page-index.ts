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
 * (`readAfterNow`: the publish hooks); each time, the tags whose version changed are purged, so
 * that a published or edited post shows on its page, the lists, the sitemap and the feed at once.
 */
export function pageIndexKeeper({ load, purge, intervalMs }: PageIndexOptions) {
  let current: PageIndex | undefined;
  /** The read under way, resolving to whether the index was read. */
  let reading: Promise<boolean> | undefined;
  /** The read that follows the one under way, for those told of a change meanwhile. */
  let following: Promise<boolean> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function read(): Promise<boolean> {
    reading ??= load()
      .then(async (next) => {
        const previous = current;
        current = next;
        if (previous) {
          const changed = changedTags(previous.versions, next.versions);
          if (changed.length > 0) await purge(changed);
        }
        return true;
      })
      .catch((error: unknown) => {
        // The last index stays: a backend down for a moment does not turn pages into 404s.
        console.error('[renderer] the page index could not be read:', String(error));
        return false;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  const refresh = (): Promise<void> => read().then(() => undefined);

  /**
   * Reads the index in a read that starts after this call, and rejects when it could not be read:
   * a read under way may have begun before the change was committed, so one more follows it,
   * shared by every call that comes meanwhile.
   */
  async function readAfterNow(): Promise<void> {
    const next = reading
      ? (following ??= reading.then(() => {
          following = undefined;
          return read();
        }))
      : read();
    if (!(await next)) throw new Error('the page index could not be read');
  }

  return {
    current: () => current,
    refresh,
    readAfterNow,
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
