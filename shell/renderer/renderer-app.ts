import { readFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { PageIndex } from '@site/contracts/federation';
import { withoutTokenQueries } from '@site/contracts/log-redaction';
import { pagePostRedirect } from '@site/contracts/page-posts';
import { draftCookie } from '@site/contracts/release-cookies';
import type { TagPurger } from './cdn-purge/purge-call';
import type { RendererMetrics } from './metrics';
import { pageCache, type CachedPage, type CacheState } from './page-cache';
import { pageBytes, sendPageBytes } from './page-bytes';
import { notFoundKey, pageRequestOf, type PageRoute } from './page-request';
import {
  defaultCachingPolicy,
  lifetimeOf,
  setTagHeaders,
  sharedCachingOf,
  type CachingPolicy,
} from './caching-policy';
import { clientTurnsHandler } from './client-turns-handler';
import { discoveryRoutes } from './discovery-routes';
import { givenUp } from './given-up';
import { shareImageRoutes } from './og-image/share-image-routes';
import { previewRoutes } from './preview-routes';
import { chooseRelease, cookieValue, type ReleaseChoice } from './release-choice';
import type { ReleaseVariant, RenderThreads } from './render-threads';

export { defaultCachingPolicy, type CachingPolicy } from './caching-policy';

export interface RendererAppOptions {
  threads: RenderThreads;
  siteUrl: string;
  shellDist: string;
  /** The pages the renderer serves now: the live (or candidate) releases' and the shell's own. */
  routes: (variant?: ReleaseVariant) => readonly PageRoute[];
  /** The key of preview links (decision 039); without it, no preview. */
  previewSecret?: string;
  caching?: Partial<CachingPolicy>;
  /** The remotes' page index, once known: what it does not name is a 404 with no render. */
  pageIndex?: () => PageIndex | undefined;
  /** The tags of the releases a page of `route` is made with (the shell's, its remote's). */
  releaseTags?: (route: string) => string[];
  /** Where purges go beyond this process (the CDN), when there is one. */
  purger?: TagPurger;
  /** Counts what the renderer answers and how long renders take. */
  metrics?: RendererMetrics;
  /**
   * `Strict-Transport-Security` of every answer (`HSTS_MAX_AGE`), none when absent. A static host
   * in front sends its own and drops this one (nginx: `proxy_hide_header`), so it is sent once.
   */
  strictTransportSecurity?: string;
  /** Field telemetry's endpoint (`POST /telemetry`, decision 038), ahead of the pages. */
  telemetry?: RequestHandler;
  /** The publish hook (`POST /_hooks/blog-published`, decision 045), ahead of the pages. */
  publishHook?: RequestHandler;
  /** Proxies in front that add to `X-Forwarded-For` (whose client takes its turns). */
  trustedProxyHops?: number;
}

/** What crawlers are told when the page could not be rendered: come back. */
const retryAfterSeconds = '30';

/**
 * The request header that has a page rendered without the cache (`npm run bench:ssr`'s uncached
 * mode). Honoured here only: the renderer listens on an internal port, and the static hosts in
 * front never pass it on.
 */
export const renderBypassHeader = 'x-render-bypass';

/**
 * The renderer's HTTP side: every page of the site as complete HTML, `/sitemap.xml`,
 * `/robots.txt` and the feed. It stands behind the shell's static host, which adds the security
 * headers and compression and serves the client-rendered shell when the renderer does not answer.
 *
 * One cache entry per page (decision 030): a path written another way is a `308` to its
 * canonical form, query parameters the page does not read are not part of it, and every unknown
 * path, slug or query shares one 404. Answers are served stale while they are made again, tagged
 * with what they were made from (`Surrogate-Key`, `Cache-Tag`), and purged by tag, here and in
 * the CDN. A page that cannot be rendered and has no stale copy is the shell's `index.html` (the
 * browser renders it) with 503 and `Retry-After`, at once.
 */
export function rendererApp({
  threads,
  siteUrl,
  shellDist,
  routes,
  caching,
  pageIndex = () => undefined,
  releaseTags = () => [],
  purger,
  metrics,
  strictTransportSecurity,
  telemetry,
  publishHook,
  previewSecret,
  trustedProxyHops = 1,
}: RendererAppOptions) {
  const secure = siteUrl.startsWith('https:');
  const policy = { ...defaultCachingPolicy, ...caching };
  const clientShell = () => readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const cache = pageCache({
    maxBytes: policy.maxBytes,
    lifetimeOf: lifetimeOf(policy),
    retryMs: policy.errorMs,
    onRevalidationError: (key, error) =>
      console.error(
        withoutTokenQueries(
          format(`[renderer] ${key}: not made again, the stale copy stays:`, error),
        ),
      ),
  });
  const sharedCaching = sharedCachingOf(policy);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', trustedProxyHops);
  if (strictTransportSecurity) {
    app.use((_req, res, next) => {
      res.set('Strict-Transport-Security', strictTransportSecurity);
      next();
    });
  }

  app.get('/healthz', (_req, res) => void res.json({ ok: true }));
  // Ready for traffic once the remotes' code is loaded: its first visitors do not wait for it.
  app.get('/readyz', (_req, res) => {
    const ready = threads.warmed();
    res.status(ready ? 200 : 503).json({ ready });
  });

  if (telemetry) app.use(telemetry);
  if (publishHook) app.use(publishHook);
  const turns = clientTurnsHandler();
  app.use(turns);
  app.use(discoveryRoutes({ siteUrl, cache, threads, sharedCaching }));
  app.use(shareImageRoutes({ siteUrl, threads, pageIndex, sharedCaching }));

  /** Renders `url` (its route `route`), with the release `choice` says, into a tagged answer. */
  const render =
    (
      url: string,
      route: string | undefined,
      choice: ReleaseChoice,
      signal?: AbortSignal,
      draft?: string,
    ) =>
    async (): Promise<CachedPage & { draft?: boolean }> => {
      const started = performance.now();
      const page = await threads.ask(
        {
          kind: 'render',
          url,
          ...(choice.preview ? { preview: choice.preview } : {}),
          ...(draft ? { draft } : {}),
        },
        { variant: choice.variant, ...(signal ? { signal } : {}) },
      );
      metrics?.rendered(route ?? notFoundKey, (performance.now() - started) / 1000);
      const tags = route ? [`route:${route}`, ...releaseTags(route)] : ['not-found'];
      return {
        status: page.status,
        ...(await pageBytes(page.html)),
        tags: [...new Set([...tags, ...(page.tags ?? [])])],
        ...(page.draft ? { draft: true } : {}),
      };
    };

  const sendPage = (
    route: string | undefined,
    req: Request,
    res: Response,
    page: CachedPage,
    state: CacheState | 'bypass',
    choice: ReleaseChoice,
  ) => {
    metrics?.answered(route ?? notFoundKey, state);
    res.status(page.status).type('html').set('X-Cache', state);
    if (page.status === 503) res.set('Retry-After', retryAfterSeconds);
    // While a canary runs, a page depends on the visitor's bucket: no shared cache keeps it.
    if (choice.caching === 'private') res.set('Cache-Control', 'private, max-age=0');
    else {
      res.set('Cache-Control', sharedCaching(page.status));
      setTagHeaders(res, page.tags);
    }
    sendPageBytes(req, res, page);
  };

  app.use(previewRoutes({ secret: previewSecret, candidates: () => threads.candidates(), secure }));

  app.get('/{*page}', async (req, res) => {
    // The pages are the live releases' (decision 040): known once the remotes were first read.
    if (!threads.ready()) await threads.refresh().catch(() => undefined);
    const choice = chooseRelease({
      cookieHeader: req.get('cookie'),
      candidates: threads.candidates(),
      previewSecret,
      secure,
    });
    // A draft's preview (decision 042): its path is in no index yet, and its page is its own.
    const draft = cookieValue(req.get('cookie'), draftCookie);
    const request = pageRequestOf(
      req.originalUrl,
      routes(choice.variant),
      draft ? undefined : pageIndex(),
    );
    if (request.kind === 'redirect') {
      metrics?.answered('redirect', 'redirect');
      res
        .status(308)
        .location(`${siteUrl}${request.location}`)
        .set('Cache-Control', sharedCaching(308))
        .end();
      return;
    }
    // The bucket goes with the page, not with a redirect that a shared cache may keep.
    for (const cookie of choice.setCookies) res.append('Set-Cookie', cookie);
    const { url, route } = request;
    // A preview is this visitor's alone; a canary's pages are kept apart from the live ones.
    const key =
      draft || choice.caching === 'none' || !request.key
        ? undefined
        : `${choice.variant === 'candidate' ? 'candidate ' : ''}${request.key}`;
    try {
      if (!key) {
        // A visitor's own page (a token in its query, a preview): never kept, here or anywhere;
        // nobody else waits for it, so a visitor who leaves stops its render.
        const page = await render(url, route, choice, givenUp(req, res), draft)();
        res.status(page.status).type('html').set('Cache-Control', 'private, no-store');
        if (page.draft || choice.preview) res.set('X-Robots-Tag', 'noindex');
        if (page.status === 503) res.set('Retry-After', retryAfterSeconds);
        sendPageBytes(req, res, page);
        return;
      }
      if (req.get(renderBypassHeader)) {
        sendPage(
          route,
          req,
          res,
          await render(url, route, choice, givenUp(req, res))(),
          'bypass',
          choice,
        );
        return;
      }
      const { page, state } = await cache.get(key, render(url, route, choice));
      sendPage(route, req, res, page, state, choice);
    } catch (error) {
      const stale = key ? cache.peek(key) : undefined;
      if (stale) {
        sendPage(route, req, res, stale, 'stale', choice);
        return;
      }
      console.error(
        withoutTokenQueries(
          `[renderer] ${req.originalUrl}: not rendered, the browser renders it: ${String(error)}`,
        ),
      );
      res
        .status(503)
        .type('html')
        .set('Retry-After', retryAfterSeconds)
        .set('Cache-Control', 'no-store')
        .send(clientShell());
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

  /**
   * Forgets the answers made from any of `tags`, here and in the CDN; resolves with how many
   * were kept here. A CDN that cannot be reached is reported, not retried: its copies expire
   * within `s-maxage` + `stale-while-revalidate`.
   */
  async function purge(tags: readonly string[]): Promise<number> {
    if (tags.length === 0) return 0;
    const count = cache.purge(tags);
    if (purger) {
      await purger
        .purge(tags)
        .catch((error: unknown) =>
          console.error(`[renderer] ${purger.name} purge:`, String(error)),
        );
    }
    return count;
  }

  return Object.assign(app, { purge, cacheSize: () => cache.size(), turns: turns.counts });
}

export type RendererApp = ReturnType<typeof rendererApp>;
