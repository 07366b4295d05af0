/**
 * The shell's renderer: every page of the site as complete HTML (`npm start` runs it; its image
 * is `shell/Dockerfile.renderer`). Settings come from the environment, checked at start.
 */
import type { Server } from 'node:http';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {
  parseHstsMaxAge,
  strictTransportSecurity,
} from '@site/contracts/strict-transport-security';
import { parseInternalOrigins } from '../src/server/internal-url';
import { remoteRoutes, serverPageTemplateFile, shellRoutes } from '@site/contracts/federation';
import { purgerFromEnvironment } from './cdn-purge';
import { rendererMetrics } from './metrics';
import { pageIndexKeeper } from './page-index';
import { releaseTagsOf, retiredReleaseTags } from './release-tags';
import { rendererApp } from './renderer-app';
import { renderThreads } from './render-threads';

const ms = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
/** A whole number with its default in the code that uses it. */
const wholeNumber = (min: number) => z.coerce.number().int().min(min).optional();

const settingsSchema = z.object({
  RENDERER_HOST: z.string().min(1).default('127.0.0.1'),
  RENDERER_PORT: z.coerce.number().int().min(1).max(65535).default(3010),
  /** The site's public URL: canonical links, link previews, the sitemap. */
  SITE_URL: z
    .url({ error: 'SITE_URL must be the public URL of the site' })
    .default('http://localhost:3000'),
  /** Where remotes.json is read (the shell's static host serves it). */
  REMOTES_URL: z.url().default('http://127.0.0.1:3000/remotes.json'),
  /** The shell's browser build (its index.html) and its server build (render-worker.js). */
  SHELL_DIST: z
    .string()
    .min(1)
    .default(path.resolve(__dirname, '..', 'dist')),
  SHELL_SERVER_BUILD: z
    .string()
    .min(1)
    .default(path.resolve(__dirname, '..', 'dist-server')),
  RENDER_CACHE_TTL_MS: ms(30_000),
  /** After its fresh time, how long a page is served stale while it is made again. */
  RENDER_STALE_MS: ms(300_000),
  /** What a shared cache in front (the CDN) is told: `s-maxage` and `stale-while-revalidate`. */
  RENDER_S_MAXAGE: z.coerce.number().int().min(0).default(60),
  RENDER_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).default(300),
  /** How long a 503 is kept, so that a dead backend is not asked on every request. */
  RENDER_ERROR_CACHE_MS: ms(5_000),
  /** The most the renderer's kept answers weigh together, in MiB. */
  RENDER_CACHE_MAX_MB: z.coerce.number().int().min(1).default(64),
  /** How often the remotes' page index is read again (and what changed in it purged). */
  PAGE_INDEX_REFRESH_MS: ms(60_000),
  /**
   * The internal port of `GET /metrics` (Prometheus) and `POST /page-index` (read the page index
   * now: a publish webhook). None when unset: it must not be reachable from outside.
   */
  RENDERER_INTERNAL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  REMOTES_REFRESH_MS: ms(10_000),
  REMOTE_TIMEOUT_MS: ms(1_000),
  DATA_TIMEOUT_MS: ms(3_000),
  RENDER_TIMEOUT_MS: ms(6_000),
  /**
   * The render pool (defaults: `defaultRenderPool`): threads per generation, renders a thread
   * takes at once, requests that may wait and for how long, and each thread's heap.
   */
  RENDER_WORKERS: wholeNumber(1),
  RENDER_WORKER_CONCURRENCY: wholeNumber(1),
  RENDER_QUEUE_MAX: wholeNumber(0),
  RENDER_QUEUE_WAIT_MS: wholeNumber(1),
  RENDER_WORKER_MAX_HEAP_MB: wholeNumber(16),
  /** `public=internal` origin pairs, comma-separated, for a renderer inside a container network. */
  INTERNAL_ORIGINS: z.string().default(''),
  /** Seconds of Strict-Transport-Security on every answer; empty or 0: none (decision 022). */
  HSTS_MAX_AGE: z
    .string()
    .default('')
    .refine((value) => isHstsMaxAge(value), {
      error: 'HSTS_MAX_AGE must be a number of seconds (0 or empty: no header)',
    }),
});

function isHstsMaxAge(value: string): boolean {
  try {
    parseHstsMaxAge(value);
    return true;
  } catch {
    return false;
  }
}

export type RendererSettings = z.infer<typeof settingsSchema>;

/** The shell's build, named by its page template: every page it made carries it as a tag. */
function shellReleaseOf(shellDist: string): string {
  try {
    const template = readFileSync(path.join(shellDist, serverPageTemplateFile));
    return createHash('sha256').update(template).digest('hex').slice(0, 12);
  } catch {
    return 'unbuilt';
  }
}

export function readRendererSettings(env: NodeJS.ProcessEnv = process.env): RendererSettings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`The renderer's settings are invalid: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** Starts the renderer; resolves once it listens. */
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
  const routes = [...remoteRoutes, ...shellRoutes];
  const shellRelease = shellReleaseOf(settings.SHELL_DIST);
  let live: Record<string, string> = {};
  const refresh = async () => {
    try {
      await threads.refresh();
    } catch (error) {
      console.error('[renderer] remotes.json:', error);
      return;
    }
    // A release that went live replaces only the pages its remote rendered (decision 030).
    const now = threads.releases();
    const retired = retiredReleaseTags(live, now);
    live = now;
    if (retired.length > 0) await app.purge(retired);
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
  });
  const app = rendererApp({
    threads,
    siteUrl,
    shellDist: settings.SHELL_DIST,
    routes,
    pageIndex: () => index.current(),
    releaseTags: (route) => releaseTagsOf(routes, shellRelease, live)(route),
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
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(settings.RENDERER_PORT, settings.RENDERER_HOST, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const internal =
    settings.RENDERER_INTERNAL_PORT === undefined
      ? undefined
      : await metrics.listen(settings.RENDERER_INTERNAL_PORT, settings.RENDERER_HOST, {
          '/page-index': () => index.refresh(),
        });
  void refresh().then(() => index.start());
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.RENDERER_PORT;
  return {
    url: `http://${settings.RENDERER_HOST}:${port}`,
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
  startRenderer(readRendererSettings())
    .then(({ url }) => console.log(`[renderer] listening on ${url}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
