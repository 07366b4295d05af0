import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Response } from 'express';
import { LRUCache } from 'lru-cache';
import { feedPath } from '@site/contracts/federation';
import { pagePostRedirect } from '@site/contracts/page-posts';
import { feedXml, robotsTxt, sitemapXml } from './discovery';
import type { RenderThreads } from './render-threads';

export interface RendererAppOptions {
  threads: RenderThreads;
  siteUrl: string;
  shellDist: string;
  /** How long a rendered page (or the sitemap, the feed) is reused. */
  cacheTtlMs: number;
  /**
   * `Strict-Transport-Security` of every answer (`HSTS_MAX_AGE`), none when absent. A static host
   * in front sends its own and drops this one (nginx: `proxy_hide_header`), so it is sent once.
   */
  strictTransportSecurity?: string;
}

interface CachedAnswer {
  status: number;
  body: string;
}

/** What crawlers are told when the page could not be rendered: come back. */
const retryAfterSeconds = '30';

/**
 * The renderer's HTTP side: every page of the site as complete HTML, `/sitemap.xml`,
 * `/robots.txt` and the feed. It stands behind the shell's static host, which adds the security
 * headers and compression and serves the client-rendered shell when the renderer does not answer.
 * Answers are reused for `cacheTtlMs` per generation of remote releases (a new release is never
 * served from the old one's cache), and concurrent requests for the same page share one render.
 * A page that cannot be rendered at all is the shell's `index.html` (the browser renders it) with
 * 503 and `Retry-After`.
 */
export function rendererApp({
  threads,
  siteUrl,
  shellDist,
  cacheTtlMs,
  strictTransportSecurity,
}: RendererAppOptions) {
  const clientShell = () => readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const cache = new LRUCache<string, CachedAnswer>({
    max: 500,
    ttl: cacheTtlMs,
    fetchMethod: async (key) => {
      const [kind, url] = JSON.parse(key) as [string, string];
      if (kind === 'sitemap')
        return { status: 200, body: sitemapXml(siteUrl, await threads.ask({ kind: 'sitemap' })) };
      if (kind === 'feed')
        return { status: 200, body: feedXml(siteUrl, await threads.ask({ kind: 'feed' })) };
      const page = await threads.ask({ kind: 'render', url });
      return { status: page.status, body: page.html };
    },
  });
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (strictTransportSecurity) {
    app.use((_req, res, next) => {
      res.set('Strict-Transport-Security', strictTransportSecurity);
      next();
    });
  }

  app.get('/healthz', (_req, res) => void res.json({ ok: true }));
  app.get('/readyz', (_req, res) => {
    res.status(threads.ready() ? 200 : 503).json({ ready: threads.ready() });
  });

  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'no-cache').send(robotsTxt(siteUrl));
  });

  const sendXml = async (res: Response, kind: 'sitemap' | 'feed', type: string) => {
    try {
      const cached = await answerOf(kind);
      res.status(cached.status).type(type).set('Cache-Control', 'no-cache').send(cached.body);
    } catch (error) {
      console.error(`[renderer] ${kind}:`, error);
      res
        .status(503)
        .set('Retry-After', retryAfterSeconds)
        .json({ error: `The ${kind} is not available right now.` });
    }
  };
  app.get('/sitemap.xml', (_req, res) => sendXml(res, 'sitemap', 'application/xml'));
  app.get(feedPath, (_req, res) => sendXml(res, 'feed', 'application/rss+xml'));

  app.get('/{*page}', async (req, res) => {
    res.type('html').set('Cache-Control', 'no-cache');
    try {
      const page = await answerOf('page', req.originalUrl);
      if (page.status === 503) res.set('Retry-After', retryAfterSeconds);
      res.status(page.status).send(page.body);
    } catch (error) {
      console.error(`[renderer] ${req.originalUrl}: not rendered, the browser renders it:`, error);
      res.status(503).set('Retry-After', retryAfterSeconds).send(clientShell());
    }
  });

  // A form the browser posted to a page by itself (JavaScript off), as the static hosts answer
  // it: the body is never read (nothing here parses one).
  app.post('/{*page}', (req, res, next) => {
    const redirect = pagePostRedirect(req.method, req.path);
    if (!redirect) return next();
    res.status(303).location(redirect).set('Cache-Control', 'no-cache').end();
  });

  app.use((_req: unknown, res: Response) => {
    res.status(405).set('Allow', 'GET, HEAD').json({ error: 'Method not allowed' });
  });

  /** A cached answer; failed pages (503) are not kept, so the next visitor gets a new try. */
  async function answerOf(kind: 'page' | 'sitemap' | 'feed', url = ''): Promise<CachedAnswer> {
    const key = JSON.stringify([kind, url, threads.generationKey()]);
    const found = await cache.fetch(key);
    if (!found) throw new Error('no answer');
    if (found.status === 503) cache.delete(key);
    return found;
  }
  return app;
}
