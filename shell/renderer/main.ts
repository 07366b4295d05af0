/**
 * The shell's renderer: every page of the site as complete HTML (`npm start` runs it; its image
 * is `shell/renderer.Dockerfile`). Settings come from the environment, checked at start
 * (settings.ts).
 */
import type { Server } from 'node:http';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  parseHstsMaxAge,
  strictTransportSecurity,
} from '@site/contracts/strict-transport-security';
import { parseInternalOrigins } from '../src/server/internal-url';
import { serverPageTemplateFile, shellRoutes } from '@site/contracts/federation';
import { purgerFromEnvironment } from './cdn-purge';
import { notFoundKey } from './page-request';
import { rendererMetrics } from './metrics';
import { pageIndexKeeper } from './page-index';
import { publishHook } from './publish-hook';
import { canaryWatch } from './canary-watch';
import { releaseTagsOf, remoteReleaseTag, retiredReleaseTags } from './release-tags';
import { rendererApp } from './renderer-app';
import { renderThreads, type ReleaseVariant } from './render-threads';
import { readRendererSettings, type RendererSettings } from './settings';
import { rendererTelemetry } from './telemetry/renderer-telemetry';

export { readRendererSettings, type RendererSettings } from './settings';

/** What a change of the site's pages makes stale: the shared 404 and the sitemap. */
const routeTableTags = [notFoundKey, 'sitemap'];

/** The shell's build, named by its page template: every page it made carries it as a tag. */
function shellReleaseOf(shellDist: string): string {
  try {
    const template = readFileSync(path.join(shellDist, serverPageTemplateFile));
    return createHash('sha256').update(template).digest('hex').slice(0, 12);
  } catch {
    return 'unbuilt';
  }
}

/** How often `untilReady` looks. */
const readyCheckMs = 25;

/** Starts the renderer; resolves once it listens (`untilReady` waits for its remotes' code). */
export async function startRenderer(
  settings: RendererSettings,
  env: Record<string, string | undefined> = process.env,
) {
  const siteUrl = settings.SITE_URL.replace(/\/$/, '');
  const purger = purgerFromEnvironment(env);
  const threads = renderThreads({
    shellDist: settings.SHELL_DIST,
    shellServerBuild: settings.SHELL_SERVER_BUILD,
    remotesUrl: settings.REMOTES_URL,
    siteUrl,
    remoteTimeoutMs: settings.REMOTE_TIMEOUT_MS,
    dataTimeoutMs: settings.DATA_TIMEOUT_MS,
    renderTimeoutMs: settings.RENDER_TIMEOUT_MS,
    drainMs: settings.RENDER_TIMEOUT_MS * 2,
    internalOrigins: parseInternalOrigins(settings.INTERNAL_ORIGINS),
    pool: {
      workers: settings.RENDER_WORKERS,
      rendersPerWorker: settings.RENDER_WORKER_CONCURRENCY,
      queueMax: settings.RENDER_QUEUE_MAX,
      queueWaitMs: settings.RENDER_QUEUE_WAIT_MS,
      workerMaxHeapMb: settings.RENDER_WORKER_MAX_HEAP_MB,
    },
  });
  // The live releases' pages (decision 040), and the shell's own.
  const routes = (variant?: ReleaseVariant) => [...threads.routes(variant), ...shellRoutes];
  const shellRelease = shellReleaseOf(settings.SHELL_DIST);
  let live: Record<string, string> = {};
  let routedPaths = '';
  let tried = '';
  const refresh = async () => {
    try {
      await threads.refresh();
    } catch (error) {
      console.error('[renderer] the releases were not refreshed:', error);
      return;
    }
    // A release that went live replaces only the pages its remote rendered (decision 030).
    const now = threads.releases();
    const retired = retiredReleaseTags(live, now);
    live = now;
    // A page added or removed changes the 404s and the sitemap too (decision 040).
    const paths = routes()
      .map((route) => route.path)
      .join(' ');
    const moved = paths !== routedPaths ? routeTableTags : [];
    routedPaths = paths;
    // A candidate that comes or goes changes who gets which page: the shared caches' copies of
    // the live pages go, so that every visitor is assigned a side (decision 039).
    const candidates = JSON.stringify(threads.candidates());
    const assigned =
      candidates !== tried ? Object.entries(now).map(([r, v]) => remoteReleaseTag(r, v)) : [];
    tried = candidates;
    const stale = [...new Set([...retired, ...moved, ...assigned])];
    if (stale.length > 0) await app.purge(stale);
    await watchCanaries?.();
  };
  const polling = setInterval(() => void refresh(), settings.REMOTES_REFRESH_MS);
  const index = pageIndexKeeper({
    load: () => threads.ask({ kind: 'index' }),
    purge: (tags) => app.purge(tags),
    intervalMs: settings.PAGE_INDEX_REFRESH_MS,
  });
  const metrics = rendererMetrics({
    threads: () => threads.stats(),
    releases: () => live,
    cacheBytes: () => app.cacheSize(),
    turns: () => app.turns(),
  });
  const telemetry = rendererTelemetry({
    registry: metrics.registry,
    routes,
    // A canary's pages report its release: counted beside the stable one.
    live: () => {
      const candidates = threads.candidates();
      return Object.fromEntries(
        Object.entries(live).map(([remote, v]) => [
          remote,
          candidates[remote] ? [v, candidates[remote].version] : [v],
        ]),
      );
    },
    config: {
      sampleRate: settings.TELEMETRY_SAMPLE_RATE,
      vitalsSampleRate: settings.TELEMETRY_VITALS_SAMPLE_RATE,
    },
    beaconsPerMinute: settings.TELEMETRY_BEACONS_PER_MINUTE,
    trustedProxies: settings.TRUSTED_PROXY_HOPS,
    // Pages rendered before a release changed report it for as long as a CDN may serve them.
    retiredReleaseMs:
      (settings.RENDER_S_MAXAGE + settings.RENDER_STALE_WHILE_REVALIDATE) * 1000 + 30 * 60_000,
  });
  // Without the registry's folder, a canary is watched by its operator only (`release … status`).
  const watchCanaries =
    settings.RELEASES_DIR === undefined
      ? undefined
      : canaryWatch({
          releasesDir: settings.RELEASES_DIR,
          candidates: () => threads.candidates(),
          live: () => live,
          analyse: telemetry.analyse,
          policy: {
            errorRateMultiple: settings.CANARY_ERROR_RATE_MULTIPLE,
            minViews: settings.CANARY_MIN_VIEWS,
            baselineErrorRate: 0.01,
          },
          refresh: () => threads.refresh(),
        });
  const app = rendererApp({
    threads,
    siteUrl,
    shellDist: settings.SHELL_DIST,
    routes,
    pageIndex: () => index.current(),
    releaseTags: (route) => releaseTagsOf(routes(), shellRelease, live)(route),
    metrics,
    caching: {
      freshMs: settings.RENDER_CACHE_TTL_MS,
      staleMs: settings.RENDER_STALE_MS,
      sharedMaxAgeSeconds: settings.RENDER_S_MAXAGE,
      staleWhileRevalidateSeconds: settings.RENDER_STALE_WHILE_REVALIDATE,
      errorMs: settings.RENDER_ERROR_CACHE_MS,
      maxBytes: settings.RENDER_CACHE_MAX_MB * 1024 * 1024,
    },
    purger,
    strictTransportSecurity: strictTransportSecurity(parseHstsMaxAge(settings.HSTS_MAX_AGE)),
    telemetry: telemetry.endpoint,
    trustedProxyHops: settings.TRUSTED_PROXY_HOPS,
    publishHook: publishHook({
      secret: settings.PUBLISH_HOOK_SECRET,
      readIndex: index.readAfterNow,
    }),
    ...(settings.PREVIEW_SECRET ? { previewSecret: settings.PREVIEW_SECRET } : {}),
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(settings.RENDERER_PORT, settings.RENDERER_HOST, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const internal =
    settings.RENDERER_INTERNAL_PORT === undefined
      ? undefined
      : await metrics.listen(
          settings.RENDERER_INTERNAL_PORT,
          settings.RENDERER_HOST,
          { '/page-index': () => index.readAfterNow() },
          { '/telemetry/summary': () => telemetry.summary() },
        );
  void refresh().then(() => index.start());
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.RENDERER_PORT;
  return {
    url: `http://${settings.RENDERER_HOST}:${port}`,
    /**
     * Resolves true once it is ready for traffic, as `/readyz` says (its first generation has
     * loaded the remotes' code), or false after `timeoutMs`.
     */
    async untilReady(timeoutMs: number): Promise<boolean> {
      const giveUpAt = Date.now() + timeoutMs;
      while (!threads.warmed()) {
        if (Date.now() >= giveUpAt) return false;
        await new Promise((resolve) => setTimeout(resolve, readyCheckMs));
      }
      return true;
    },
    async close() {
      clearInterval(polling);
      index.stop();
      internal?.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await threads.close();
    },
  };
}

if (require.main === module) {
  const settings = readRendererSettings();
  startRenderer(settings)
    .then(async (renderer) => {
      console.log(`[renderer] listening on ${renderer.url}`);
      if (await renderer.untilReady(settings.RENDER_TIMEOUT_MS * 2)) {
        console.log('[renderer] ready: the remotes’ code is loaded');
      } else {
        console.error('[renderer] not ready yet: /readyz answers 503 until a release loads');
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
