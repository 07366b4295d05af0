import { Router, type Response } from 'express';
import { feedPath } from '@site/contracts/federation';
import { setTagHeaders } from './caching-policy';
import { feedXml, robotsTxt, sitemapXml } from './discovery';
import type { PageCache } from './page-cache';
import type { RenderThreads } from './render-threads';

/** The tag every list of posts carries: a new post is in no post's tag yet. */
export const listTag = 'blog-list';

/** What crawlers are told when the sitemap or the feed could not be made: come back. */
const retryAfterSeconds = '30';

/**
 * `/robots.txt`, `/sitemap.xml` and the feed: made from the remotes' lists, kept in the page
 * cache, tagged like the lists of posts so that a publish purges them (decision 030).
 */
export function discoveryRoutes(options: {
  siteUrl: string;
  cache: PageCache;
  threads: RenderThreads;
  sharedCaching: (status: number) => string;
}) {
  const { siteUrl, cache, threads, sharedCaching } = options;
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'no-cache').send(robotsTxt(siteUrl));
  });

  const sendXml = async (res: Response, kind: 'sitemap' | 'feed', type: string) => {
    try {
      const { page } = await cache.get(kind, async () => {
        const body =
          kind === 'sitemap'
            ? sitemapXml(siteUrl, await threads.ask({ kind: 'sitemap' }))
            : feedXml(siteUrl, await threads.ask({ kind: 'feed' }));
        return { status: 200, body, tags: [kind, listTag] };
      });
      setTagHeaders(res, page.tags);
      res.status(page.status).type(type).set('Cache-Control', sharedCaching(200)).send(page.body);
    } catch (error) {
      console.error(`[renderer] ${kind}:`, error);
      res
        .status(503)
        .set('Retry-After', retryAfterSeconds)
        .set('Cache-Control', 'no-store')
        .json({ error: `The ${kind} is not available right now.` });
    }
  };
  router.get('/sitemap.xml', (_req, res) => sendXml(res, 'sitemap', 'application/xml'));
  router.get(feedPath, (_req, res) => sendXml(res, 'feed', 'application/rss+xml'));
  return router;
}
