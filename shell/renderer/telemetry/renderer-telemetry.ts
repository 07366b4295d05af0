import type { Registry } from 'prom-client';
import type { TelemetryConfig } from '@site/contracts/telemetry';
import { analyseCanary, type CanaryPolicy, type CanaryVerdict } from './canary-analysis';
import { fieldMetrics } from './field-metrics';
import { fieldWindow, type TelemetrySummary } from './field-window';
import { labelGuard } from './label-guard';
import { telemetryEndpoint } from './telemetry-endpoint';

export interface RendererTelemetryOptions {
  /** The renderer's metrics registry (its internal port). */
  registry: Registry;
  /** The route table now: path pattern and remote of each page. */
  routes: () => readonly { path: string; remote?: string }[];
  /** By remote, the releases the renderer runs now (the stable one, and a canary's). */
  live: () => Readonly<Record<string, readonly string[]>>;
  config: TelemetryConfig;
  beaconsPerMinute: number;
  trustedProxies: number;
  /** How long a release stays accepted once it is no longer live. */
  retiredReleaseMs: number;
}

/** Releases of one remote accepted at once: stable, canary, and those just replaced. */
const releasesPerRemote = 4;

/**
 * The renderer's side of field telemetry (decision 038): the endpoint browsers post beacons to,
 * their Prometheus metrics, and the figures of each live release that `release … status` and the
 * canary's analysis read (`GET /telemetry/summary` on the internal port).
 */
export function rendererTelemetry(options: RendererTelemetryOptions) {
  const metrics = fieldMetrics(options.registry);
  const window = fieldWindow();
  const guard = labelGuard({
    routes: options.routes,
    live: options.live,
    keepMs: options.retiredReleaseMs,
    perRemote: releasesPerRemote,
    onRetired: (remote, release) => {
      metrics.forget(remote, release);
      window.forget(remote, release);
    },
  });
  const endpoint = telemetryEndpoint({
    config: options.config,
    guard,
    metrics,
    window,
    beaconsPerMinute: options.beaconsPerMinute,
    trustedProxies: options.trustedProxies,
  });

  function summary(): TelemetrySummary {
    guard.sync();
    return window.summary(options.live());
  }

  return {
    endpoint,
    summary,
    /** The verdict on `candidate` of `remote` against `stable`, from the figures so far. */
    analyse(
      remote: string,
      stable: string,
      candidate: string,
      policy: CanaryPolicy,
    ): CanaryVerdict {
      const releases = summary()[remote] ?? [];
      const countsOf = (release: string) => {
        const found = releases.find((entry) => entry.release === release);
        return { release, views: found?.views ?? 0, errors: found?.errors ?? 0 };
      };
      return analyseCanary(countsOf(stable), countsOf(candidate), policy);
    },
  };
}

export type RendererTelemetry = ReturnType<typeof rendererTelemetry>;
