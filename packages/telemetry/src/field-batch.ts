// The schema's type only: its code stays out of the browser's.
import type { Beacon } from '@site/contracts/telemetry';
import { beaconLimits, type ErrorKind, type VitalName } from '@site/contracts/telemetry-facts';

/** A page of one remote's release: the labels a beacon carries. */
export interface PageLabels {
  route: string;
  remote: string;
  release: string;
}

const keyOf = ({ route, remote, release }: PageLabels) => `${route}\n${remote}\n${release}`;

/** A vital's value within the beacon's bounds (a very long one is still a very long one). */
const bounded = (name: VitalName, value: number) =>
  Math.min(
    Math.max(0, value),
    name === 'CLS' ? beaconLimits.maxLayoutShift : beaconLimits.maxMilliseconds,
  );

/**
 * What the page has to report since the last beacons, by page: views, the last value of each
 * vital, errors. `drain` makes the beacons, each within the schema's bounds, and starts again.
 */
export function fieldBatch() {
  const pages = new Map<
    string,
    { labels: PageLabels; views: number; vitals: Map<VitalName, number>; errors: ErrorKind[] }
  >();

  const pageOf = (labels: PageLabels) => {
    let page = pages.get(keyOf(labels));
    if (!page) {
      page = { labels, views: 0, vitals: new Map(), errors: [] };
      pages.set(keyOf(labels), page);
    }
    return page;
  };

  return {
    view(labels: PageLabels): void {
      const page = pageOf(labels);
      page.views = Math.min(page.views + 1, beaconLimits.views);
    },
    /** An error; false once the page's beacon is full (then drain it). */
    error(labels: PageLabels, kind: ErrorKind): boolean {
      const page = pageOf(labels);
      if (page.errors.length < beaconLimits.errors) page.errors.push(kind);
      return page.errors.length < beaconLimits.errors;
    },
    vital(labels: PageLabels, name: VitalName, value: number): void {
      pageOf(labels).vitals.set(name, bounded(name, value));
    },
    drain(): Beacon[] {
      const beacons = [...pages.values()].map(({ labels, views, vitals, errors }): Beacon => ({
        ...labels,
        views,
        vitals: [...vitals].map(([name, value]) => ({ name, value })),
        errors,
      }));
      pages.clear();
      return beacons;
    },
  };
}

export type FieldBatch = ReturnType<typeof fieldBatch>;
