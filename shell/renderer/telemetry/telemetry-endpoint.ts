import { createHash, randomBytes } from 'node:crypto';
import express, { type ErrorRequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import {
  beaconSchema,
  maxBeaconBytes,
  telemetryConfigPath,
  telemetryPath,
  type TelemetryConfig,
} from '@site/contracts/telemetry';
import type { FieldMetrics, RefusalReason } from './field-metrics';
import type { FieldWindow } from './field-window';
import type { LabelGuard } from './label-guard';

export interface TelemetryEndpointOptions {
  /** The sampling rates browsers follow, served at `telemetryConfigPath`. */
  config: TelemetryConfig;
  guard: LabelGuard;
  metrics: FieldMetrics;
  window: FieldWindow;
  /** Beacons one client may send a minute; past it, 429. */
  beaconsPerMinute: number;
  /**
   * Proxies in front of the renderer that each add the address they were reached from to
   * `X-Forwarded-For` (the static host; in compose Varnish and nginx): the client is the address
   * that many hops back.
   */
  trustedProxies: number;
}

/** How long browsers and the CDN keep the sampling rates. */
const configMaxAgeSeconds = 300;

function refuse(res: Response, status: number, error: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ error });
}

/**
 * `POST /telemetry`: a beacon, read only when the client is within its rate and the body within
 * `maxBeaconBytes`, then checked against the strict schema. Accepted: counted under labels the
 * renderer knows (`labelGuard`), 204. Refused: a JSON error (400, 413, 429) and nothing counted
 * but the refusal. `GET /telemetry.json`: the sampling rates.
 *
 * No cookie is read or set. The client's address is used only as the rate limit's key, hashed
 * with a secret made at start and never written anywhere.
 */
export function telemetryEndpoint(options: TelemetryEndpointOptions) {
  const { guard, metrics, window } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustedProxies);

  app.get(telemetryConfigPath, (_req, res) => {
    res
      .set(
        'Cache-Control',
        `public, max-age=${configMaxAgeSeconds}, s-maxage=${configMaxAgeSeconds}`,
      )
      .json(options.config);
  });

  const salt = randomBytes(32);
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: options.beaconsPerMinute,
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: (req) =>
      createHash('sha256')
        .update(salt)
        .update(ipKeyGenerator(req.ip ?? ''))
        .digest('base64url'),
    handler: (_req, res) => {
      metrics.refused('rate-limited');
      refuse(res, 429, 'Too many reports from this client: try again in a minute.');
    },
  });

  const refused = (res: Response, reason: RefusalReason, status: number, error: string) => {
    metrics.refused(reason);
    refuse(res, status, error);
  };

  app.post(
    telemetryPath,
    limiter,
    express.raw({ type: () => true, limit: maxBeaconBytes }),
    (req, res) => {
      let input: unknown;
      try {
        input = Buffer.isBuffer(req.body) ? JSON.parse(req.body.toString('utf8')) : undefined;
      } catch {
        input = undefined;
      }
      const parsed = beaconSchema.safeParse(input);
      if (!parsed.success) {
        refused(res, 'malformed', 400, 'The report is not a telemetry beacon.');
        return;
      }
      const beacon = parsed.data;
      const labels = guard.labelsOf(beacon);
      metrics.record(labels, beacon);
      if (labels.known) window.record(beacon);
      res.status(204).set('Cache-Control', 'no-store').end();
    },
  );

  const bodyErrors: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error.type === 'entity.too.large') {
      refused(res, 'too-large', 413, `A report is at most ${maxBeaconBytes} bytes.`);
      return;
    }
    refused(res, 'malformed', 400, 'The report could not be read.');
  };
  app.use(bodyErrors);

  return app;
}
