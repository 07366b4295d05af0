import express from 'express';
import type { Registry } from 'prom-client';
import type { Logger } from '../infra/logger';
import { errorHandler, notFound, problems } from './errors';

/**
 * The internal app, on its own port (`INTERNAL_PORT`, on 127.0.0.1 unless `INTERNAL_HOST` says
 * otherwise): what the platform's probes and the metrics scraper read, and no visitor may
 * reach. Each of its answers runs a query or shows how the service fares.
 */
export interface InternalAppDependencies {
  /** Whether the database answers. */
  isDatabaseReachable(): Promise<boolean>;
  /** True once shutdown has begun: /readyz then answers 503. */
  isShuttingDown(): boolean;
  /** Served at /metrics. */
  metrics: Registry;
  logger: Logger;
}

export function createInternalApp(deps: InternalAppDependencies): express.Express {
  const { metrics } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (deps.isShuttingDown()) {
      res.status(503).json({ error: 'The service is shutting down.' });
    } else if (!(await deps.isDatabaseReachable())) {
      res.status(503).json({ error: 'The database is not reachable.' });
    } else {
      res.json({ status: 'ready' });
    }
  });
  app.get('/metrics', async (_req, res, next) => {
    try {
      const text = await metrics.metrics();
      res.set('Content-Type', metrics.contentType).send(text);
    } catch (error) {
      next(problems.storageUnavailable(error));
    }
  });

  app.use(notFound);
  app.use(errorHandler(deps.logger));
  return app;
}
