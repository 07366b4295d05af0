import { Counter, Histogram, type Registry } from 'prom-client';
import { errorKinds, type Beacon } from '@site/contracts/telemetry';
import type { BeaconLabels } from './label-guard';

/** Why a beacon was refused (the `reason` label): a fixed set. */
export type RefusalReason = 'malformed' | 'too-large' | 'rate-limited';

const labelNames = ['route', 'remote', 'release'] as const;

/**
 * The field's Prometheus metrics, on the renderer's registry (its internal port's `/metrics`):
 * a histogram of each vital, views and errors, by route, remote and release, the labels from
 * `labelGuard` only. A release that is no longer accepted has its series removed.
 */
export function fieldMetrics(registry: Registry) {
  const registers = [registry];
  const vital = (name: string, what: string, buckets: number[]) =>
    new Histogram({
      name,
      help: `${what} in visitors' browsers (sampled), by route, remote and release.`,
      labelNames,
      buckets,
      registers,
    });
  const lcp = vital(
    'field_lcp_seconds',
    'Largest Contentful Paint',
    [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  );
  const inp = vital(
    'field_inp_seconds',
    'Interaction to Next Paint',
    [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.5],
  );
  const cls = vital('field_cls', 'Cumulative Layout Shift', [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1]);
  const views = new Counter({
    name: 'field_views_total',
    help: 'Page views reported by sampled browsers, by route, remote and release.',
    labelNames,
    registers,
  });
  const errors = new Counter({
    name: 'field_errors_total',
    help: 'Errors reported by sampled browsers, by route, remote, release and kind (remote-load, render, uncaught, rejection).',
    labelNames: [...labelNames, 'kind'] as const,
    registers,
  });
  const refused = new Counter({
    name: 'field_beacons_refused_total',
    help: 'Beacons refused and not counted: malformed, too large, or past the per-client rate.',
    labelNames: ['reason'] as const,
    registers,
  });

  /** The label sets in use, by release, so that a retired release's series can be removed. */
  const inUse = new Map<string, Set<string>>();
  const releaseKey = (remote: string, release: string) => `${remote}\n${release}`;

  return {
    record(labels: BeaconLabels, beacon: Pick<Beacon, 'views' | 'vitals' | 'errors'>): void {
      const { route, remote, release } = labels;
      const series = { route, remote, release };
      const key = releaseKey(remote, release);
      if (!inUse.has(key)) inUse.set(key, new Set());
      inUse.get(key)!.add(route);
      if (beacon.views > 0) views.inc(series, beacon.views);
      for (const kind of beacon.errors) errors.inc({ ...series, kind });
      for (const { name, value } of beacon.vitals) {
        if (name === 'LCP') lcp.observe(series, value / 1000);
        if (name === 'INP') inp.observe(series, value / 1000);
        if (name === 'CLS') cls.observe(series, value);
      }
    },
    refused(reason: RefusalReason): void {
      refused.inc({ reason });
    },
    /** Removes every series of a release that is no longer accepted. */
    forget(remote: string, release: string): void {
      const key = releaseKey(remote, release);
      for (const route of inUse.get(key) ?? []) {
        const series = { route, remote, release };
        for (const metric of [lcp, inp, cls, views]) metric.remove(series);
        for (const kind of errorKinds) errors.remove({ ...series, kind });
      }
      inUse.delete(key);
    },
  };
}

export type FieldMetrics = ReturnType<typeof fieldMetrics>;
