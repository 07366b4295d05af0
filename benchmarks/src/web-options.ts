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

export function parseWebBenchArgs(argv: readonly string[]): WebBenchOptions {
  const options: WebBenchOptions = { runs: 3, build: true, write: true, lighthouse: true };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = (argv[index] ?? '').split(/=(.*)/s, 2);
    const value = () => {
      const next = inline ?? argv[++index];
      if (next === undefined || next === '') throw new Error(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--runs': {
        const runs = Number(value());
        if (!Number.isInteger(runs) || runs < 1 || runs > 25) {
          throw new Error('--runs must be a whole number from 1 to 25');
        }
        options.runs = runs;
        break;
      }
      case '--routes':
        options.routes = value()
          .split(',')
          .map((route) => route.trim())
          .filter(Boolean);
        if (options.routes.some((route) => !route.startsWith('/'))) {
          throw new Error('--routes takes paths starting with /');
        }
        break;
      case '--no-build':
        options.build = false;
        break;
      case '--no-write':
        options.write = false;
        break;
      case '--no-lighthouse':
        options.lighthouse = false;
        options.write = false;
        break;
      case '--lighthouse-cpu': {
        const factor = Number(value());
        if (!Number.isFinite(factor) || factor < 1 || factor > 50) {
          throw new Error('--lighthouse-cpu must be a number from 1 to 50');
        }
        options.lighthouseCpuSlowdown = factor;
        break;
      }
      case '--reports':
        options.reportsDir = value();
        break;
      default:
        throw new Error(`Unknown option ${argv[index]}\n\n${webBenchUsage}`);
    }
  }
  return options;
}
