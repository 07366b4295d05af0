import type { PageIndex } from '@site/contracts/federation';
import {
  shareImageOf,
  shareImagePrefix,
  shareImageVersion,
  type ShareCard,
} from '@site/contracts/share-image';
import { Router } from 'express';
import { setTagHeaders } from '../caching-policy';
import type { RenderThreads } from '../render-threads';
import { shareImageCache, type ShareImageOutcome } from './share-image-cache';

export interface ShareImageRoutesOptions {
  siteUrl: string;
  /** Asks a render thread what the blog's server module says of the post at a path. */
  threads: Pick<RenderThreads, 'ask'>;
  /** The remotes' page index, once known: a post it does not name is a 404 with no question. */
  pageIndex: () => PageIndex | undefined;
  /** `Cache-Control` of a shared cache for a redirect or a 404, as pages have it. */
  sharedCaching: (status: number) => string;
  /** The most the kept images weigh together. */
  maxBytes?: number;
  /** Draws an image (the real one unless a test says otherwise). */
  draw?: (card: ShareCard) => Promise<Buffer>;
}

/** An image's address names its version: a cache may keep it for good. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * The drawing code, with its native modules (resvg, sharp), loaded when a first image is drawn:
 * not at the renderer's start, nor in a process that only serves pages.
 */
const drawOnDemand = async (card: ShareCard): Promise<Buffer> =>
  (await import('./draw-share-image')).drawShareImage(card);

/**
 * `GET /og/blog/<slug>/<version>.png`: a post's Open Graph image (decision 043), drawn by the
 * renderer once per version of the post and kept, tagged `post:<slug>` like the post's page so
 * that the purge of a publish reaches it. A version that is not the post's current one is a
 * `308` to the current one; a slug of no published post is a 404.
 */
export function shareImageRoutes({
  siteUrl,
  threads,
  pageIndex,
  sharedCaching,
  maxBytes = 32 * 1024 * 1024,
  draw = drawOnDemand,
}: ShareImageRoutesOptions) {
  const cache = shareImageCache(maxBytes);
  const router = Router();

  const make = (slug: string, version: string) => async (): Promise<ShareImageOutcome> => {
    const card = await threads.ask({ kind: 'share', path: `/blog/${slug}` });
    if (!card) return { kind: 'missing' };
    const current = shareImageVersion(card.changedAt);
    if (current !== version) return { kind: 'moved', version: current };
    return { kind: 'image', png: cache.peek(`${slug}/${version}`) ?? (await draw(card)) };
  };

  router.get(`${shareImagePrefix}{*image}`, async (req, res) => {
    const asked = shareImageOf(req.path);
    const index = pageIndex();
    const indexed = asked && index?.versions[`post:${asked.slug}`];
    // A 404 is tagged too: the purge of the post's publish reaches a kept one.
    if (asked) setTagHeaders(res, [`post:${asked.slug}`]);
    if (!asked || (index && !indexed)) {
      res.status(404).set('Cache-Control', sharedCaching(404)).json({ error: 'Not found' });
      return;
    }
    const { slug, version } = asked;
    const key = `${slug}/${version}`;
    // The index knows a newer version: the kept image of an older one is no longer served.
    const kept = indexed && shareImageVersion(indexed) === version ? cache.peek(key) : undefined;
    let outcome: ShareImageOutcome;
    try {
      outcome = kept ? { kind: 'image', png: kept } : await cache.get(key, make(slug, version));
    } catch (error) {
      console.error(`[renderer] share image ${key}: not drawn:`, String(error));
      res
        .status(503)
        .set('Retry-After', '30')
        .set('Cache-Control', 'no-store')
        .json({ error: 'The image is not available right now.' });
      return;
    }
    if (outcome.kind === 'missing') {
      res.status(404).set('Cache-Control', sharedCaching(404)).json({ error: 'Not found' });
      return;
    }
    if (outcome.kind === 'moved') {
      res
        .status(308)
        .location(`${siteUrl}${shareImagePrefix}${slug}/${outcome.version}.png`)
        .set('Cache-Control', sharedCaching(308))
        .end();
      return;
    }
    res.status(200).type('png').set('Cache-Control', immutable).send(outcome.png);
  });

  return Object.assign(router, { cacheSize: cache.size });
}
