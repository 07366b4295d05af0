import type { AddressInfo } from 'node:net';
import { rendererMetrics } from './metrics';

describe('the renderer’s metrics', () => {
  it('serves what it counted on its own port, labelled by route and release only', async () => {
    const metrics = rendererMetrics({
      threads: () => ({ workers: 2, busy: 1, queued: 3, shed: 4, rendered: 9 }),
      releases: () => ({ marketing: 'm-2', blog: 'b-7' }),
      cacheBytes: () => 1234,
      turns: () => ({ waiting: 5, refused: 6 }),
    });
    metrics.answered('/about', 'hit');
    metrics.answered('/about', 'hit');
    metrics.answered('not-found', 'miss');
    metrics.rendered('/about', 0.02);
    const refreshed = jest.fn(async () => undefined);
    const server = await metrics.listen(
      0,
      '127.0.0.1',
      { '/page-index': refreshed },
      { '/telemetry/summary': () => ({ marketing: [] }) },
    );
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const text = await (await fetch(`${base}/metrics`)).text();
      expect(text).toContain('renderer_page_answers_total{route="/about",cache="hit"} 2');
      expect(text).toContain('renderer_page_answers_total{route="not-found",cache="miss"} 1');
      expect(text).toContain('renderer_render_seconds_count{route="/about"} 1');
      expect(text).toContain('renderer_queue_depth 3');
      expect(text).toContain('renderer_workers_busy 1');
      expect(text).toContain('renderer_shed_total 4');
      expect(text).toContain('renderer_cache_bytes 1234');
      expect(text).toContain('renderer_client_turns_waiting 5');
      expect(text).toContain('renderer_client_turns_refused_total 6');
      expect(text).toContain('renderer_remote_release{remote="blog",release="b-7"} 1');
      expect((await fetch(`${base}/other`)).status).toBe(404);
      expect(await (await fetch(`${base}/telemetry/summary`)).json()).toEqual({ marketing: [] });
      expect((await fetch(`${base}/page-index`, { method: 'POST' })).status).toBe(204);
      expect(refreshed).toHaveBeenCalledTimes(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
