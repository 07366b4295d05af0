/**
 * The figures of `npm run bench:web` and how they are judged and printed: pure functions, so the
 * table in docs/benchmarks.md is exactly what the script printed.
 */

import type { ThrottledSample } from './throttled-session';

/**
 * `federated`: the site as deployed (server-rendered, then hydrated). `monolith`: the same pages
 * as one ordinary bundle rendered in the browser (decision 007). `static`: the federated page's
 * HTML saved with no script at all, the physical limit of its paint.
 */
export type BuildName = 'federated' | 'monolith' | 'static';
export const buildNames: readonly BuildName[] = ['federated', 'monolith', 'static'];

/** One Lighthouse run of one page. */
export interface LighthouseSample {
  /** Performance score, 0-100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's speed in that run (its CPU multiplier assumes one). */
  benchmarkIndex?: number;
}

/** What a first-time visitor downloads (gzip bytes), measured once: bytes do not vary. */
export interface Bytes {
  js: number;
  css: number;
}

export interface BuildResult {
  /** Every successful Lighthouse run; failed runs are counted in `failures`. */
  samples: LighthouseSample[];
  /**
   * Every successful load with the mobile conditions applied to the browser (the hydrated mark
   * and the largest paint of the same load); failed ones are in `failures` too.
   */
  applied: ThrottledSample[];
  failures: string[];
  bytes: Bytes;
}

export interface RouteResult {
  route: string;
  builds: Record<BuildName, BuildResult>;
}

/** The targets, checked on every route (decision 019). */
export const targets = {
  /** Lighthouse mobile on the marketing routes, and on the others. */
  marketingScore: 100,
  minScore: 98,
  /** The largest paint at most this many times the static page's, in the same run. */
  maxLcpRatio: 1.1,
  maxTbtMs: 50,
  maxCls: 0,
  maxJsRatio: 1.1,
  /** Hydrated at most this long after the largest paint, in the same load (applied conditions). */
  maxHydratedAfterLcpMs: 1000,
} as const;

/** The routes that must score 100: every page but the blog's and the contact page. */
const isMarketingRoute = (route: string) => !/^\/(blogs?|contact)\b/.test(route);

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each metric's median over the runs, taken separately. */
export function medianSample(samples: readonly LighthouseSample[]): LighthouseSample {
  return {
    score: median(samples.map((s) => s.score)),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
  };
}

/**
 * How long after its largest paint the page was hydrated, the median over the loads with the
 * conditions applied (each load's own difference); NaN without a load that hydrated.
 */
export function hydratedAfterLcp(samples: readonly ThrottledSample[]): number {
  return median(
    samples.flatMap((s) => (s.hydratedMs === undefined ? [] : [s.hydratedMs - s.lcpMs])),
  );
}

/** Each figure's median over the loads with the conditions applied. */
export function medianApplied(samples: readonly ThrottledSample[]) {
  const hydrated = samples.flatMap((s) => (s.hydratedMs === undefined ? [] : [s.hydratedMs]));
  const wholePage = samples.flatMap((s) => (s.wholePageMs === undefined ? [] : [s.wholePageMs]));
  return {
    lcpMs: median(samples.map((s) => s.lcpMs)),
    hydratedMs: median(hydrated),
    wholePageMs: median(wholePage),
    tbtMs: median(samples.map((s) => s.tbtMs)),
  };
}

export const jsRatio = ({ builds }: RouteResult): number =>
  builds.federated.bytes.js / builds.monolith.bytes.js;

/** The targets a route misses, in words; empty when it meets them all. */
export function missedTargets(result: RouteResult): string[] {
  const missed: string[] = [];
  const { federated, monolith, static: saved } = result.builds;
  if ([federated, monolith, saved].some((build) => build.samples.length === 0)) {
    return ['no successful Lighthouse run'];
  }
  const fed = medianSample(federated.samples);
  const mono = medianSample(monolith.samples);
  const limit = medianSample(saved.samples);
  const minScore = isMarketingRoute(result.route) ? targets.marketingScore : targets.minScore;
  if (fed.score < minScore) missed.push(`score < ${minScore}`);
  if (fed.score < mono.score) missed.push('score below the monolith');
  if (fed.lcpMs > targets.maxLcpRatio * limit.lcpMs) {
    missed.push(`LCP > ${targets.maxLcpRatio}× the static page's`);
  }
  if (fed.tbtMs > targets.maxTbtMs) missed.push(`TBT > ${targets.maxTbtMs} ms`);
  if (fed.cls > targets.maxCls) missed.push(`CLS > ${targets.maxCls}`);
  if (jsRatio(result) > targets.maxJsRatio) missed.push(`JS > ${targets.maxJsRatio.toFixed(2)}×`);
  const late = hydratedAfterLcp(federated.applied);
  if (Number.isNaN(late)) missed.push('never hydrated');
  else if (late > targets.maxHydratedAfterLcpMs) {
    missed.push(`hydrated > ${seconds(targets.maxHydratedAfterLcpMs)} s after LCP`);
  }
  return missed;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (Number.isNaN(ms) ? '-' : (ms / 1000).toFixed(2));
const pair = (f: string, m: string) => `${f} / ${m}`;
const triple = (f: string, m: string, s: string) => `${f} / ${m} / ${s}`;

/**
 * The comparison as a Markdown table: federated / monolith (/ static) in each cell. The static
 * page's TBT is the host's floor: the HTML's own parsing, style and layout, with no script.
 */
export function comparisonTable(results: readonly RouteResult[]): string {
  const header = [
    'Route',
    'Perf',
    'LCP (s)',
    'TBT (ms)',
    'CLS',
    'JS KiB',
    'JS ratio',
    'CSS KiB',
    'Targets',
  ];
  const rows = results.map((result) => {
    const { federated, monolith, static: saved } = result.builds;
    const f = medianSample(federated.samples);
    const m = medianSample(monolith.samples);
    const st = medianSample(saved.samples);
    const missed = missedTargets(result);
    return [
      `\`${result.route}\``,
      triple(f.score.toFixed(0), m.score.toFixed(0), st.score.toFixed(0)),
      triple(seconds(f.lcpMs), seconds(m.lcpMs), seconds(st.lcpMs)),
      triple(f.tbtMs.toFixed(0), m.tbtMs.toFixed(0), st.tbtMs.toFixed(0)),
      pair(f.cls.toFixed(3), m.cls.toFixed(3)),
      pair(kib(federated.bytes.js), kib(monolith.bytes.js)),
      jsRatio(result).toFixed(3),
      pair(kib(federated.bytes.css), kib(monolith.bytes.css)),
      missed.length === 0 ? 'met' : `missed: ${missed.join(', ')}`,
    ];
  });
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The loads with the mobile conditions applied to the browser, as a Markdown table: the largest
 * paint (federated / monolith / static), the hydrated mark (federated / monolith), how long after
 * its largest paint the federated page was hydrated, when the whole page was (its parts hydrated
 * after it runs included), and the long tasks' blocking time.
 */
export function appliedTable(results: readonly RouteResult[]): string {
  const header = [
    'Route',
    'LCP (s)',
    'Hydrated (s)',
    'Hydrated − LCP (s)',
    'Whole page hydrated (s)',
    'TBT (ms)',
  ];
  const rows = results.map(({ route, builds }) => {
    const f = medianApplied(builds.federated.applied);
    const m = medianApplied(builds.monolith.applied);
    const st = medianApplied(builds.static.applied);
    const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));
    return [
      `\`${route}\``,
      triple(seconds(f.lcpMs), seconds(m.lcpMs), seconds(st.lcpMs)),
      pair(seconds(f.hydratedMs), seconds(m.hydratedMs)),
      seconds(hydratedAfterLcp(builds.federated.applied)),
      pair(seconds(f.wholePageMs), seconds(m.wholePageMs)),
      pair(ms(f.tbtMs), ms(m.tbtMs)),
    ];
  });
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The lowest and highest score of each route's runs, federated / monolith: how far apart the runs
 * were, which the medians do not show.
 */
export function scoreSpread(results: readonly RouteResult[]): string {
  const range = (samples: readonly LighthouseSample[]) => {
    if (samples.length === 0) return '-';
    const scores = samples.map((sample) => sample.score);
    return `${Math.min(...scores)}–${Math.max(...scores)}`;
  };
  const routes = results.map(
    ({ route, builds }) =>
      `\`${route}\` ${triple(range(builds.federated.samples), range(builds.monolith.samples), range(builds.static.samples))}`,
  );
  return `Score range across the runs (lowest–highest), federated / monolith / static: ${routes.join('; ')}.`;
}

/** The host's speed as Lighthouse measured it, over every run: what its CPU multiplier met. */
export function benchmarkIndexRange(results: readonly RouteResult[]): string {
  const all = results.flatMap(({ builds }) =>
    buildNames.flatMap((build) =>
      builds[build].samples.flatMap((s) =>
        s.benchmarkIndex === undefined ? [] : [s.benchmarkIndex],
      ),
    ),
  );
  if (all.length === 0) return '';
  return `Lighthouse's \`benchmarkIndex\` of this host across the runs: median ${median(all).toFixed(0)} (${Math.min(...all).toFixed(0)}–${Math.max(...all).toFixed(0)}). Its simulation multiplies the CPU time it observed here by the CPU slowdown, so a slower host (a lower index) gives longer tasks and more TBT.`;
}

/** One sentence on the whole run. */
export function verdict(results: readonly RouteResult[]): string {
  const missing = results.filter((result) => missedTargets(result).length > 0);
  if (missing.length === 0) {
    return `Every route meets the targets: federated score ${targets.marketingScore} on the marketing routes and ≥ ${targets.minScore} elsewhere, and ≥ the monolith's; largest paint ≤ ${targets.maxLcpRatio}× the static page's; TBT ≤ ${targets.maxTbtMs} ms; CLS ${targets.maxCls}; first-load JS ≤ ${targets.maxJsRatio.toFixed(2)}× the monolith's; hydrated ≤ ${seconds(targets.maxHydratedAfterLcpMs)} s after the largest paint with the conditions applied.`;
  }
  return `Targets missed on ${missing.map((r) => `\`${r.route}\``).join(', ')}.`;
}
