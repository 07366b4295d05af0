/**
 * The renderer's settings: its environment, read once at start (decision 032). Each variable's
 * description is its row of the renderer's table in README.md (`npm run settings:docs`).
 */
import path from 'node:path';
import * as z from 'zod';
import { parseHstsMaxAge, recommendedHstsMaxAge } from '@site/contracts/strict-transport-security';
import { defineSettings, env } from '@site/settings';

/** A duration in milliseconds. */
const ms = (fallback: number) => env.integer(fallback, 1);

function isHstsMaxAge(value: string): boolean {
  try {
    parseHstsMaxAge(value);
    return true;
  } catch {
    return false;
  }
}

/** `Strict-Transport-Security` seconds, kept as written (the static hosts read the same). */
export const hstsMaxAge = env
  .text('')
  .refine(isHstsMaxAge, {
    error: `must be a number of seconds (0 or empty: no header), e.g. ${recommendedHstsMaxAge}`,
  })
  .meta({ description: '`Strict-Transport-Security` seconds on every answer; `0` or empty: none' });

export const rendererSettings = defineSettings(
  'renderer',
  z.object({
    RENDERER_HOST: env
      .text('127.0.0.1')
      .meta({ description: 'the interface it listens on (the image: `0.0.0.0`)' }),
    RENDERER_PORT: env.port(3010).meta({ description: 'the port it listens on' }),
    SITE_URL: env
      .url('http://localhost:3000', { error: 'must be the public URL of the site' })
      .meta({ description: 'the public URL of the site: canonical links, link previews, sitemap' }),
    REMOTES_URL: env.url('http://127.0.0.1:3000/remotes.json').meta({
      description: "the shell's `remotes.json`, read every `REMOTES_REFRESH_MS`",
    }),
    SHELL_DIST: env.text(path.resolve(__dirname, '..', 'dist')).meta({
      description: "the shell's browser build (its `index.html` is every page's frame)",
      defaultText: '`shell/dist`',
    }),
    SHELL_SERVER_BUILD: env.text(path.resolve(__dirname, '..', 'dist-server')).meta({
      description: "the shell's server build (`render-worker.js`)",
      defaultText: '`shell/dist-server`',
    }),
    RENDER_CACHE_TTL_MS: ms(30_000).meta({
      description:
        "how long a page, the sitemap and the feed are fresh in the renderer's cache (decision 030)",
    }),
    RENDER_STALE_MS: ms(300_000).meta({
      description: 'then how long they are served stale while one render makes them again',
    }),
    RENDER_S_MAXAGE: env
      .integer(60, 0)
      .meta({ description: 'seconds a CDN is told to keep a page (`s-maxage`)' }),
    RENDER_STALE_WHILE_REVALIDATE: env.integer(300, 0).meta({
      description: 'seconds a CDN is told to serve a page stale while it asks again',
    }),
    RENDER_ERROR_CACHE_MS: ms(5_000).meta({
      description:
        'how long a 503 is kept, and a stale page served without asking again after a failed re-render, so that a dead backend is not asked on every request',
    }),
    RENDER_CACHE_MAX_MB: env
      .integer(64, 1)
      .meta({ description: 'the most the kept answers weigh together, in MiB' }),
    PAGE_INDEX_REFRESH_MS: ms(30_000).meta({
      description:
        "how often the remotes' page index (known posts and list pages) is read again; what changed is purged, so a scheduled post shows within this time of its publication time (decision 042)",
    }),
    RENDERER_INTERNAL_PORT: env.port(undefined).meta({
      description:
        'internal port of `GET /metrics` (Prometheus), `GET /telemetry/summary` (each live release in the field) and `POST /page-index` (a publish hook); never published',
    }),
    CDN_PURGE: env.blankAsUnset(z.enum(['fastly', 'cloudflare', 'varnish']).optional()).meta({
      description:
        "`fastly`, `cloudflare` or `varnish`: where purges by tag go beside the renderer's own cache (decision 029)",
    }),
    REMOTES_REFRESH_MS: ms(10_000).meta({
      description: 'how often `remotes.json` and the manifests are read again',
    }),
    REMOTE_TIMEOUT_MS: ms(1_000).meta({
      description:
        "the most a page waits for its remote's code; then its region is left to the browser",
    }),
    DATA_TIMEOUT_MS: ms(3_000).meta({
      description: 'the most a page waits for its data (the blog)',
    }),
    RENDER_TIMEOUT_MS: ms(6_000).meta({
      description:
        'once a thread has the request: the render is stopped and the page is the client-rendered shell, with 503',
    }),
    // The pool's defaults are `defaultRenderPool`'s, worked out from one another and the machine.
    RENDER_WORKERS: env.integer(undefined, 1).meta({
      description:
        'render threads per generation of remote releases: the first loads their code before the generation takes over (decision 053), the others start when first needed',
      defaultText: "the machine's (`os.availableParallelism()`)",
    }),
    RENDER_WORKER_CONCURRENCY: env.integer(undefined, 1).meta({
      description:
        'renders a thread takes at once: their waits for code and data overlap, React renders one at a time',
      defaultText: '`4`',
    }),
    RENDER_QUEUE_MAX: env.integer(undefined, 0).meta({
      description:
        'requests waiting for a thread; past it a request is shed at once (the stale page, else the client shell with 503)',
      defaultText: '4 × threads × concurrency',
    }),
    RENDER_QUEUE_WAIT_MS: env.integer(undefined, 1).meta({
      description: 'the longest a request waits for a thread; then it is shed the same way',
      defaultText: '`1000`',
    }),
    RENDER_WORKER_MAX_HEAP_MB: env.integer(undefined, 16).meta({
      description:
        "each thread's heap; a thread past it is replaced. No thread sees the renderer's environment",
      defaultText: '`128`',
    }),
    INTERNAL_ORIGINS: env.text('').meta({
      description: '`public=internal` origin pairs, for a renderer inside a container network',
    }),
    HSTS_MAX_AGE: hstsMaxAge,
    TELEMETRY_SAMPLE_RATE: env.number(1, 0, 1).meta({
      description:
        'share of page views whose browsers report their views and errors to `POST /telemetry` (decision 038)',
    }),
    TELEMETRY_VITALS_SAMPLE_RATE: env.number(0.1, 0, 1).meta({
      description: 'share of page views whose browsers report LCP, INP and CLS',
    }),
    TELEMETRY_BEACONS_PER_MINUTE: env.integer(30, 1).meta({
      description: 'beacons one client may send a minute; past it, 429',
    }),
    TRUSTED_PROXY_HOPS: env.integer(1, 0, 10).meta({
      description:
        "proxies in front that add to `X-Forwarded-For` (the static host; Varnish and nginx: 2): each client's turns (decision 047) and the telemetry's rate count the client behind them",
    }),
    PREVIEW_SECRET: env
      .text(undefined)
      .refine((value) => value === undefined || Buffer.byteLength(value) >= 32, {
        error: 'must be at least 32 bytes (`npm run compose-env` writes one)',
      })
      .meta({
        description:
          'the key of preview links (`release … preview`, decision 039); unset: no preview',
        defaultText: 'none',
      }),
    PUBLISH_HOOK_SECRET: env
      .text(undefined)
      .refine((value) => value === undefined || Buffer.byteLength(value) >= 32, {
        error: 'must be at least 32 bytes (`npm run compose-env` writes one)',
      })
      .meta({
        description:
          "the bearer token of `POST /_hooks/blog-published`, which the blog database's webhook calls on a post's change (decision 045); unset: no hook (404)",
        defaultText: 'none',
      }),
    RELEASES_DIR: env.text(undefined).meta({
      description:
        "the release registry's folder: with it, the renderer rolls a failing canary back on its own",
      defaultText: 'none (no automatic rollback)',
    }),
    CANARY_ERROR_RATE_MULTIPLE: env.number(2, 1, 100).meta({
      description:
        "a canary is rolled back when its error rate passes this multiple of the stable's",
    }),
    CANARY_MIN_VIEWS: env.integer(20, 1).meta({
      description: 'views a canary must have had before it is judged',
    }),
  }),
);

export type RendererSettings = z.infer<typeof rendererSettings.schema>;

/** The renderer's settings from `env`, or a `SettingsError` naming every bad variable. */
export function readRendererSettings(
  env: Record<string, string | undefined> = process.env,
): RendererSettings {
  return rendererSettings.read(env);
}
