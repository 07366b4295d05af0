import { defaultOf, SettingsError } from '@site/settings';
import { purgerFromEnvironment } from './cdn-purge';
import { defaultRenderPool } from './render-pool-options';
import { readRendererSettings, rendererSettings } from './settings';

describe("the renderer's settings", () => {
  it('has a default for what a local run needs, and none for what is off unless set', () => {
    const settings = readRendererSettings({});
    expect(settings).toMatchObject({
      RENDERER_HOST: '127.0.0.1',
      RENDERER_PORT: 3010,
      SITE_URL: 'http://localhost:3000',
      REMOTES_URL: 'http://127.0.0.1:3000/remotes.json',
      RENDER_CACHE_TTL_MS: 30_000,
      RENDER_S_MAXAGE: 60,
      INTERNAL_ORIGINS: '',
      HSTS_MAX_AGE: '',
    });
    const off = [settings.RENDERER_INTERNAL_PORT, settings.CDN_PURGE, settings.RENDER_WORKERS];
    expect(off).toEqual([undefined, undefined, undefined]);
  });

  it('reads a blank variable as unset, as a container passes it', () => {
    expect(readRendererSettings({ RENDERER_PORT: '', CDN_PURGE: ' ' })).toMatchObject({
      RENDERER_PORT: 3010,
      CDN_PURGE: undefined,
    });
  });

  it('names every bad variable at once', () => {
    const read = () =>
      readRendererSettings({
        RENDERER_PORT: '70000',
        SITE_URL: 'localhost:3000',
        RENDER_QUEUE_MAX: '-1',
        CDN_PURGE: 'akamai',
      });
    expect(read).toThrow(SettingsError);
    expect(read).toThrow(
      [
        'renderer: invalid settings',
        '✖ must be at most 65535',
        '  → at RENDERER_PORT',
        '✖ must be the public URL of the site',
        '  → at SITE_URL',
        '✖ Invalid option: expected one of "fastly"|"cloudflare"|"varnish"',
        '  → at CDN_PURGE',
        '✖ must be at least 0',
        '  → at RENDER_QUEUE_MAX',
      ].join('\n'),
    );
  });

  it('takes each CDN the purger knows', () => {
    const cdns = rendererSettings.schema.shape.CDN_PURGE.def.out.unwrap().options;
    for (const cdn of cdns) {
      expect(readRendererSettings({ CDN_PURGE: cdn }).CDN_PURGE).toBe(cdn);
      // Known to the purger: it asks for that CDN's own settings, not for another CDN_PURGE.
      expect(() => purgerFromEnvironment({ CDN_PURGE: cdn })).toThrow(
        new RegExp(`CDN_PURGE=${cdn}`),
      );
    }
  });

  it("documents the pool's defaults as defaultRenderPool has them", () => {
    const pool = defaultRenderPool({ workers: 1 });
    const shape = rendererSettings.schema.shape;
    expect([
      defaultOf(shape.RENDER_WORKER_CONCURRENCY),
      defaultOf(shape.RENDER_QUEUE_WAIT_MS),
      defaultOf(shape.RENDER_WORKER_MAX_HEAP_MB),
      defaultOf(shape.RENDER_QUEUE_MAX),
    ]).toEqual([
      `\`${pool.rendersPerWorker}\``,
      `\`${pool.queueWaitMs}\``,
      `\`${pool.workerMaxHeapMb}\``,
      `${pool.queueMax / pool.rendersPerWorker} × threads × concurrency`,
    ]);
  });
});
