import { parseArgs } from 'node:util';

/** The command line of `npm run bench:web`. */
export interface WebBenchOptions {
  /** Lighthouse runs per route and build; the median is reported. */
  runs: number;
  /** Only these routes (paths of the route table; `/blog/:slug` is `/blog/<a seeded slug>`). */
  routes?: string[];
  /** Build both sites first (default), or measure what is already built. */
  build: boolean;
  /** Write the result into docs/benchmarks.md (default). */
  write: boolean;
  /** Run Lighthouse too (default); without it, only the loads with the conditions applied. */
  lighthouse: boolean;
  /** Lighthouse's CPU slowdown multiplier instead of its default (4). */
  lighthouseCpuSlowdown?: number;
  /** Also save each Lighthouse report (JSON) into this folder, to see where the time goes. */
  reportsDir?: string;
}

export const webBenchUsage = `npm run bench:web -- [--runs N] [--routes /,/blogs] [--no-build] [--no-write]

  --runs N       runs per route and build, of Lighthouse and of the loads with the mobile conditions
                 applied (default 3); the median of each metric is kept
  --routes LIST  comma-separated paths to measure (default: every route of the site; /blog/:slug is the seeded post)
  --no-build     measure the builds already in shell/dist, remote-*/dist and dist-monolith/
  --no-write     print the table without writing docs/benchmarks.md
  --no-lighthouse  only the loads with the conditions applied (the hydrated mark), implies --no-write
  --lighthouse-cpu N  Lighthouse's simulated CPU slowdown (default: its own, 4)
  --reports DIR  also save every Lighthouse report, and each load's timeline with the conditions
                 applied (requests, long tasks, marks), as JSON into DIR`;

/** A number from the command line within its bounds, or an error saying which. */
function numberIn(name: string, text: string, accept: (value: number) => boolean, range: string) {
  const value = Number(text);
  if (text === '' || !accept(value)) throw new Error(`--${name} must be ${range}`);
  return value;
}

export function parseWebBenchArgs(argv: readonly string[]): WebBenchOptions {
  let flags;
  try {
    ({ values: flags } = parseArgs({
      args: [...argv],
      options: {
        runs: { type: 'string', default: '3' },
        routes: { type: 'string' },
        'no-build': { type: 'boolean', default: false },
        'no-write': { type: 'boolean', default: false },
        'no-lighthouse': { type: 'boolean', default: false },
        'lighthouse-cpu': { type: 'string' },
        reports: { type: 'string' },
      },
    }));
  } catch (error) {
    // An unknown option, or one without its value: the user's mistake, said with the usage.
    throw new Error(`${(error as Error).message}\n\n${webBenchUsage}`, { cause: error });
  }
  const options: WebBenchOptions = {
    runs: numberIn(
      'runs',
      flags.runs,
      (n) => Number.isInteger(n) && n >= 1 && n <= 25,
      'a whole number from 1 to 25',
    ),
    build: !flags['no-build'],
    write: !flags['no-write'] && !flags['no-lighthouse'],
    lighthouse: !flags['no-lighthouse'],
  };
  if (flags.routes !== undefined) {
    options.routes = flags.routes
      .split(',')
      .map((route) => route.trim())
      .filter(Boolean);
    if (options.routes.some((route) => !route.startsWith('/'))) {
      throw new Error('--routes takes paths starting with /');
    }
  }
  if (flags['lighthouse-cpu'] !== undefined) {
    options.lighthouseCpuSlowdown = numberIn(
      'lighthouse-cpu',
      flags['lighthouse-cpu'],
      (n) => Number.isFinite(n) && n >= 1 && n <= 50,
      'a number from 1 to 50',
    );
  }
  if (flags.reports !== undefined) options.reportsDir = flags.reports;
  return options;
}
