import { parseWebBenchArgs } from './web-options';
import type { ThrottledSample } from './throttled-session';
import {
  appliedTable,
  comparisonTable,
  median,
  missedTargets,
  scoreSpread,
  verdict,
  type LighthouseSample,
  type RouteResult,
} from './web-report';

const sample = (score: number, lcpMs = 1000, tbtMs = 20, cls = 0): LighthouseSample => ({
  score,
  lcpMs,
  tbtMs,
  cls,
});

const load = (
  lcpMs: number,
  hydratedMs?: number,
  tbtMs = 0,
  wholePageMs = hydratedMs,
): ThrottledSample => ({
  lcpMs,
  hydratedMs,
  wholePageMs,
  tbtMs,
  tbtFromRunningMs: hydratedMs === undefined ? undefined : 0,
});

function route(
  path: string,
  federated: LighthouseSample[],
  monolith: LighthouseSample[],
  jsKiB: [number, number] = [170, 160],
  saved: LighthouseSample[] = [sample(100, 950, 0)],
  applied: ThrottledSample[] = [load(800, 1500, 30, 1650)],
): RouteResult {
  return {
    route: path,
    builds: {
      federated: {
        samples: federated,
        applied,
        failures: [],
        bytes: { js: jsKiB[0] * 1024, css: 0 },
      },
      monolith: {
        samples: monolith,
        applied: [load(1900, 2400, 80)],
        failures: [],
        bytes: { js: jsKiB[1] * 1024, css: 0 },
      },
      static: { samples: saved, applied: [load(780)], failures: [], bytes: { js: 0, css: 0 } },
    },
  };
}

describe('web benchmark report', () => {
  it('takes the median of an odd or even number of runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('checks each target on the medians', () => {
    const good = route('/', [sample(100), sample(99), sample(100)], [sample(95), sample(96)]);
    expect(missedTargets(good)).toEqual([]);
    // Off the marketing routes 98 will do.
    expect(missedTargets(route('/blogs', [sample(98)], [sample(97)]))).toEqual([]);

    const slow = route('/a', [sample(90, 1200, 80)], [sample(96)], [180, 160]);
    expect(missedTargets(slow)).toEqual([
      'score < 100',
      'score below the monolith',
      "LCP > 1.1× the static page's",
      'TBT > 50 ms',
      'JS > 1.10×',
    ]);

    const shifting = route('/b', [sample(100, 1000, 0, 0.001)], [sample(99)]);
    expect(missedTargets(shifting)).toEqual(['CLS > 0']);

    expect(missedTargets(route('/c', [], [sample(99)]))).toEqual(['no successful Lighthouse run']);
    expect(missedTargets(route('/c', [sample(100)], [sample(99)], [170, 160], []))).toEqual([
      'no successful Lighthouse run',
    ]);
  });

  it('wants the page hydrated within a second of its largest paint, in the same load', () => {
    const runs = [load(800, 1700), load(900, 2100), load(700, 1600)];
    expect(
      missedTargets(route('/', [sample(100)], [sample(99)], undefined, undefined, runs)),
    ).toEqual([]);
    const late = [load(800, 1900), load(900, 2000), load(700, 1800)];
    expect(
      missedTargets(route('/', [sample(100)], [sample(99)], undefined, undefined, late)),
    ).toEqual(['hydrated > 1.00 s after LCP']);
    expect(
      missedTargets(route('/', [sample(100)], [sample(99)], undefined, undefined, [load(800)])),
    ).toEqual(['never hydrated']);
  });

  it('prints the loads with the conditions applied: paint, hydrated mark and blocking time', () => {
    const table = appliedTable([route('/', [sample(100)], [sample(99)])]);
    expect(table.split('\n')[0]).toBe(
      '| Route | LCP (s) | Hydrated (s) | Hydrated − LCP (s) | Whole page hydrated (s) | TBT (ms) |',
    );
    expect(table.split('\n')[2]).toBe(
      '| `/` | 0.80 / 1.90 / 0.78 | 1.50 / 2.40 | 0.70 | 1.65 / 2.40 | 30 / 80 |',
    );
  });

  it('prints federated / monolith (/ static) per cell, the JS ratio and the verdict', () => {
    const results = [
      route('/', [sample(100, 1000, 20, 0)], [sample(95, 2100, 300, 0)], undefined, [
        sample(100, 950, 40),
      ]),
    ];
    const table = comparisonTable(results);
    expect(table.split('\n')[0]).toBe(
      '| Route | Perf | LCP (s) | TBT (ms) | CLS | JS KiB | JS ratio | CSS KiB | Targets |',
    );
    expect(table.split('\n')[2]).toBe(
      '| `/` | 100 / 95 / 100 | 1.00 / 2.10 / 0.95 | 20 / 300 / 40 | 0.000 / 0.000 | 170.0 / 160.0 | 1.063 | 0.0 / 0.0 | met |',
    );
    expect(verdict(results)).toMatch(/^Every route meets the targets/);
    expect(verdict([route('/x', [sample(50)], [sample(60)])])).toBe('Targets missed on `/x`.');
  });
});

describe('bench:web options', () => {
  it('runs three times on every route by default, building first and writing the file', () => {
    expect(parseWebBenchArgs([])).toEqual({
      runs: 3,
      build: true,
      write: true,
      lighthouse: true,
    });
  });

  it('reads --runs, --routes, --no-build, --no-write and --reports', () => {
    expect(
      parseWebBenchArgs([
        '--runs',
        '5',
        '--routes=/,/blogs',
        '--no-build',
        '--no-write',
        '--reports',
        'reports',
      ]),
    ).toEqual({
      runs: 5,
      routes: ['/', '/blogs'],
      build: false,
      write: false,
      lighthouse: true,
      reportsDir: 'reports',
    });
  });

  it('rejects what it does not understand', () => {
    expect(() => parseWebBenchArgs(['--runs', '0'])).toThrow('--runs');
    expect(() => parseWebBenchArgs(['--runs'])).toThrow("'--runs <value>' argument missing");
    expect(() => parseWebBenchArgs(['--routes', 'blogs'])).toThrow('paths starting with /');
    expect(() => parseWebBenchArgs(['--fast'])).toThrow("Unknown option '--fast'");
    expect(() => parseWebBenchArgs(['--lighthouse-cpu', '0.5'])).toThrow('from 1 to 50');
  });

  it('gives the range of the scores of each route, which the medians hide', () => {
    const results = [
      route('/', [sample(97), sample(88), sample(95)], [sample(96)]),
      route('/a', [], [sample(90), sample(99)]),
    ];
    expect(scoreSpread(results)).toBe(
      'Score range across the runs (lowest–highest), federated / monolith / static: `/` 88–97 / 96–96 / 100–100; `/a` - / 90–99 / 100–100.',
    );
  });
});
