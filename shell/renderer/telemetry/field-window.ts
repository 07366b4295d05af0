import type { Beacon } from '@site/contracts/telemetry';

/**
 * Fixed bucket bounds for LCP and INP, in milliseconds: each a tenth above the one before, from
 * 10 ms to past two minutes. A percentile read from them is within a tenth of the true one, and a
 * release's timings cost the same few hundred numbers however many views it has.
 */
export const timingBounds: readonly number[] = (() => {
  const bounds: number[] = [];
  for (let bound = 10; bound < 130_000; bound *= 1.1) bounds.push(Math.round(bound));
  return bounds;
})();

/** The bucket a timing falls in: the first whose bound is at or above it. */
function bucketOf(value: number): number {
  let low = 0;
  let high = timingBounds.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (timingBounds[middle]! >= value) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The `share` percentile of the timings counted in `counts`: its bucket's bound, or null. */
export function percentileOf(counts: readonly number[], share: number): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * share);
  let seen = 0;
  for (const [index, count] of counts.entries()) {
    seen += count;
    if (seen >= rank) return timingBounds[index] ?? timingBounds.at(-1)!;
  }
  return timingBounds.at(-1)!;
}

/** What the field said of one release: counts, and its timings by bucket. */
interface ReleaseField {
  views: number;
  errors: number;
  lcp: number[];
  inp: number[];
}

/** One live release in the summary (`GET /telemetry/summary`). */
export interface ReleaseSummary {
  release: string;
  views: number;
  errors: number;
  /** Errors per view; null before the first view. */
  errorRate: number | null;
  /** p75 of LCP and INP in milliseconds (the bucket's bound); null before the first one. */
  lcpP75: number | null;
  inpP75: number | null;
  lcpCount: number;
  inpCount: number;
}

/** By remote, each of its live releases. */
export type TelemetrySummary = Record<string, ReleaseSummary[]>;

const keyOf = (remote: string, release: string) => `${remote}\n${release}`;

/**
 * The field's figures of each live release, kept in memory from the first beacon of a release
 * until it is no longer live (`forget`): what `release … status` and the canary's analysis read.
 * Bounded by the live releases, each a fixed number of buckets.
 */
export function fieldWindow() {
  const fields = new Map<string, ReleaseField>();

  const fieldOf = (remote: string, release: string): ReleaseField => {
    const key = keyOf(remote, release);
    let field = fields.get(key);
    if (!field) {
      field = {
        views: 0,
        errors: 0,
        lcp: timingBounds.map(() => 0),
        inp: timingBounds.map(() => 0),
      };
      fields.set(key, field);
    }
    return field;
  };

  return {
    /** Adds a beacon that named a live release (its labels already checked). */
    record(beacon: Pick<Beacon, 'remote' | 'release' | 'views' | 'vitals' | 'errors'>): void {
      const field = fieldOf(beacon.remote, beacon.release);
      field.views += beacon.views;
      field.errors += beacon.errors.length;
      for (const { name, value } of beacon.vitals) {
        if (name === 'LCP') field.lcp[bucketOf(value)]! += 1;
        if (name === 'INP') field.inp[bucketOf(value)]! += 1;
      }
    },
    forget(remote: string, release: string): void {
      fields.delete(keyOf(remote, release));
    },
    /** Each release of `live` (by remote), with what was heard of it (nothing yet: zeros). */
    summary(live: Readonly<Record<string, readonly string[]>>): TelemetrySummary {
      return Object.fromEntries(
        Object.entries(live).map(([remote, releases]) => [
          remote,
          releases.map((release): ReleaseSummary => {
            const field = fields.get(keyOf(remote, release));
            const views = field?.views ?? 0;
            const errors = field?.errors ?? 0;
            const lcp = field?.lcp ?? [];
            const inp = field?.inp ?? [];
            return {
              release,
              views,
              errors,
              errorRate: views > 0 ? errors / views : null,
              lcpP75: percentileOf(lcp, 0.75),
              inpP75: percentileOf(inp, 0.75),
              lcpCount: lcp.reduce((sum, count) => sum + count, 0),
              inpCount: inp.reduce((sum, count) => sum + count, 0),
            };
          }),
        ]),
      );
    },
  };
}

export type FieldWindow = ReturnType<typeof fieldWindow>;
