import { LRUCache } from 'lru-cache';

/** What a request for one version of a post's share image comes to. */
export type ShareImageOutcome =
  | { kind: 'image'; png: Buffer }
  /** The post changed since: its image is at this version now. */
  | { kind: 'moved'; version: string }
  /** No published post has this slug. */
  | { kind: 'missing' };

/**
 * The share images drawn, by post and version (`<slug>/<version>`), bounded in bytes. Each one
 * is drawn once: requests that arrive while it is being made share that work, and only an image
 * is kept (a move or a missing post may change at any time; a failure is tried again).
 */
export function shareImageCache(maxBytes: number) {
  const images = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (png) => Math.max(1, png.byteLength),
  });
  const making = new Map<string, Promise<ShareImageOutcome>>();

  return {
    /** The kept image of `key`, if there is one. */
    peek: (key: string): Buffer | undefined => images.get(key),
    /**
     * What `make` comes to for `key`, shared with the requests under way; an image is kept.
     * `make` decides whether a kept image may answer (`peek`): only the post knows its version.
     */
    get(key: string, make: () => Promise<ShareImageOutcome>): Promise<ShareImageOutcome> {
      let pending = making.get(key);
      if (!pending) {
        pending = make()
          .then((outcome) => {
            if (outcome.kind === 'image') images.set(key, outcome.png);
            return outcome;
          })
          .finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
    /** The bytes kept. */
    size: () => images.calculatedSize,
  };
}
