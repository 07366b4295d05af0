import { exitWithError } from '../../scripts/lifecycle';
import { machineLoadDuring, runContext, writeBenchmarkSection } from './benchmarks-file';
import { fragmentOf } from './bench-stack';
import { parseTraceOptions } from './trace-options';
import { appliedConditions } from './throttled-session';
import { withThrottledSite } from './throttled-site';

/**
 * `npm run bench:page-calls`: the browser calls a page makes as it starts that each cost its main
 * thread some milliseconds, and whether they come before or after its hydrated mark, with the
 * mobile conditions applied: writes to the session history (`history.replaceState` and
 * `pushState`, `history.scrollRestoration`) and scripts added to the document. Decision 066.
 */

const usage = `npm run bench:page-calls -- [--runs N] [--routes /,/contact] [--no-write]

  --runs N       loads per route (default 5); the median of each figure is kept
  --routes LIST  comma-separated paths (default: every route of the site)
  --no-write     print the table without writing docs/benchmarks.md`;

const kinds = ['history', 'script'] as const;
type Kind = (typeof kinds)[number];
/** One call: its kind, when it began and how long it took (ms, the page's clock). */
type Call = [Kind, number, number];

/**
 * Runs in the page before its scripts: wraps the calls measured, recording each. No function here
 * is named (no `const f = () => …`): tsx would wrap it in a helper that the page does not have.
 */
function recordCalls() {
  const calls: [string, number, number][] = [];
  (globalThis as { __benchRecord?: unknown }).__benchRecord = calls;
  for (const name of ['replaceState', 'pushState'] as const) {
    const original = History.prototype[name];
    History.prototype[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      const start = performance.now();
      original.apply(this, args);
      calls.push(['history', start, performance.now() - start]);
    };
  }
  const mode = Object.getOwnPropertyDescriptor(History.prototype, 'scrollRestoration')!;
  Object.defineProperty(History.prototype, 'scrollRestoration', {
    ...mode,
    set(this: History, value: ScrollRestoration) {
      const start = performance.now();
      mode.set!.call(this, value);
      calls.push(['history', start, performance.now() - start]);
    },
  });
  const append = Node.prototype.appendChild;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    const start = performance.now();
    const added = append.call(this, node) as T;
    if (node instanceof HTMLScriptElement) calls.push(['script', start, performance.now() - start]);
    return added;
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Per load: the count and total time of each kind of call, before and after the mark. */
interface LoadCalls {
  before: Record<Kind, { count: number; ms: number }>;
  after: Record<Kind, { count: number; ms: number }>;
}

function split(calls: readonly Call[], hydratedMs: number): LoadCalls {
  const tally = (part: readonly Call[]) =>
    Object.fromEntries(
      kinds.map((kind) => {
        const own = part.filter((call) => call[0] === kind);
        return [kind, { count: own.length, ms: own.reduce((sum, call) => sum + call[2], 0) }];
      }),
    ) as LoadCalls['before'];
  return {
    before: tally(calls.filter((call) => call[1] < hydratedMs)),
    after: tally(calls.filter((call) => call[1] >= hydratedMs)),
  };
}

function table(loads: ReadonlyMap<string, LoadCalls[]>): string {
  const cell = (all: LoadCalls[], part: keyof LoadCalls, kind: Kind) =>
    `${median(all.map((load) => load[part][kind].count))} / ${median(all.map((load) => load[part][kind].ms)).toFixed(1)}`;
  const rows = [...loads].map(
    ([route, all]) =>
      `| \`${route}\` | ${cell(all, 'before', 'history')} | ${cell(all, 'before', 'script')} | ${cell(all, 'after', 'history')} | ${cell(all, 'after', 'script')} |`,
  );
  return [
    '| Route | Before the mark: history writes (n / ms) | Before: scripts added (n / ms) | After the mark: history writes (n / ms) | After: scripts added (n / ms) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

async function main() {
  const options = parseTraceOptions(process.argv.slice(2), usage, { default: 5, min: 1 });
  await withThrottledSite(options.routes, async ({ stack, session, routes }) => {
    const machineLoad = machineLoadDuring();
    const loads = new Map<string, LoadCalls[]>(routes.map((route) => [route, []]));
    for (let run = 1; run <= options.runs; run++) {
      for (const route of routes) {
        let calls: Call[] = [];
        const sample = await session.run(
          `${stack.shell.origin}${route}${fragmentOf(route)}`,
          true,
          {
            record: {
              script: recordCalls,
              read: async (recorded) => {
                calls = (recorded ?? []) as Call[];
              },
            },
          },
        );
        const load = split(calls, sample.hydratedMs ?? Number.POSITIVE_INFINITY);
        loads.get(route)!.push(load);
        console.log(
          `${run}/${options.runs} ${route}: hydrated ${(sample.hydratedMs ?? 0).toFixed(0)} ms; before it, history ${load.before.history.ms.toFixed(1)} ms, scripts ${load.before.script.ms.toFixed(1)} ms`,
        );
      }
    }
    const command = [
      `npm run bench:page-calls -- --runs ${options.runs}`,
      ...(options.routes ? [`--routes ${options.routes.join(',')}`] : []),
    ].join(' ');
    const markdown = [
      "## Page calls: the browser's history and added scripts, before and after the hydrated mark",
      '',
      `\`${command}\`: the built site served locally as \`npm run bench:web\` serves it, each load a first visit with the mobile conditions applied to Chromium ${appliedConditions}. The page's writes to its session history (\`history.replaceState\`, \`pushState\`, \`scrollRestoration\`) and the scripts it adds to the document (\`appendChild\`) are each timed in the page, as it makes them (at 4× CPU), and counted before or after its hydrated mark. Each figure is the median of ${options.runs} load${options.runs === 1 ? '' : 's'}.`,
      '',
      runContext(),
      await machineLoad(),
      '',
      table(loads),
    ].join('\n');
    console.log(`\n${markdown}\n`);
    if (options.write) {
      await writeBenchmarkSection('page-calls', markdown);
      console.log('Written to docs/benchmarks.md.');
    }
  });
}

main().then(() => process.exit(0), exitWithError);
