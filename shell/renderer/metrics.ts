import { createServer, type Server } from 'node:http';
import { format } from 'node:util';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { withoutTokenQueries } from '@site/contracts/log-redaction';

/** What the render threads report of their work, read at each scrape: totals since the start. */
export interface ThreadStats {
  /** Threads running, in every generation (the one answering, and those draining). */
  workers: number;
  /** Threads with at least one request in hand. */
  busy: number;
  /** Requests waiting for a thread. */
  queued: number;
  /** Requests shed (`RenderShed`). */
  shed: number;
  /** Requests a thread answered. */
  rendered: number;
}

/**
 * The renderer's Prometheus metrics (prom-client), served on an internal port of their own: the
 * renderer's own port is reached through the static host, which sends it every page path.
 * Labels come only from the route table and the live releases, never from a request, so a flood
 * of made-up URLs cannot grow them.
 */
export function rendererMetrics(read: {
  threads: () => ThreadStats;
  releases: () => Record<string, string>;
  cacheBytes: () => number;
  /** Each client's turns (decision 047): requests waiting now, and refused since the start. */
  turns?: () => { waiting: number; refused: number };
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'renderer_' });

  const answers = new Counter({
    name: 'renderer_page_answers_total',
    help: 'Pages answered, by route (`not-found` for every unknown path) and how: hit, stale, miss, bypass, shed (no render could start: the stale copy or the client shell), redirect.',
    labelNames: ['route', 'cache'] as const,
    registers: [registry],
  });
  const renderSeconds = new Histogram({
    name: 'renderer_render_seconds',
    help: 'Time to render a page, from asking a thread to its answer, by route.',
    labelNames: ['route'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 6],
    registers: [registry],
  });
  const stat = (name: string, help: string, key: keyof ThreadStats) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read.threads()[key]);
      },
    });
  stat('renderer_workers', 'Render workers of the live generation.', 'workers');
  stat('renderer_workers_busy', 'Render workers rendering now.', 'busy');
  stat('renderer_queue_depth', 'Renders waiting for a worker.', 'queued');
  new Counter({
    name: 'renderer_shed_total',
    help: 'Renders refused at once because the queue was full or its wait too long.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read.threads().shed);
    },
  });
  new Gauge({
    name: 'renderer_client_turns_waiting',
    help: "Requests waiting for their client's turn (each client's turns, decision 047).",
    registers: [registry],
    collect() {
      this.set(read.turns?.().waiting ?? 0);
    },
  });
  new Counter({
    name: 'renderer_client_turns_refused_total',
    help: 'Requests answered 429 at once: their client already had as many waiting as it may.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read.turns?.().refused ?? 0);
    },
  });
  new Gauge({
    name: 'renderer_cache_bytes',
    help: 'What the kept answers weigh.',
    registers: [registry],
    collect() {
      this.set(read.cacheBytes());
    },
  });
  new Gauge({
    name: 'renderer_remote_release',
    help: 'The live release of each remote (1 for the release named in the label).',
    labelNames: ['remote', 'release'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [remote, release] of Object.entries(read.releases()))
        this.set({ remote, release }, 1);
    },
  });

  return {
    registry,
    /** One answer of a page; `route` is the route table's path, or `not-found`. */
    answered(route: string, cache: string) {
      answers.inc({ route, cache });
    },
    rendered(route: string, seconds: number) {
      renderSeconds.observe({ route }, seconds);
    },
    /**
     * Serves `GET /metrics` on `host:port` (an internal address), `POST` to each of `actions`
     * (204 once it is done), and `GET` of each of `reads` as JSON.
     */
    listen(
      port: number,
      host: string,
      actions: Record<string, () => Promise<unknown>> = {},
      reads: Record<string, () => unknown> = {},
    ): Promise<Server> {
      const server = createServer((req, res) => {
        const read = req.method === 'GET' ? reads[req.url ?? ''] : undefined;
        if (read) {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(read()));
          return;
        }
        const action = req.method === 'POST' ? actions[req.url ?? ''] : undefined;
        if (action) {
          req.resume();
          action().then(
            () => res.writeHead(204).end(),
            (error: unknown) => {
              console.error(withoutTokenQueries(format(`[renderer] ${req.url}:`, error)));
              res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Failed\n');
            },
          );
          return;
        }
        if (req.method !== 'GET' || req.url !== '/metrics') {
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
          return;
        }
        registry.metrics().then(
          (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
          (error: unknown) => {
            console.error('[renderer] metrics:', error);
            res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics failed\n');
          },
        );
      });
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server));
      });
    },
  };
}

export type RendererMetrics = ReturnType<typeof rendererMetrics>;
