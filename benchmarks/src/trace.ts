import { exitWithError } from '../../scripts/lifecycle';
import { machineLoadDuring, runContext, writeBenchmarkSection } from './benchmarks-file';
import { fragmentOf } from './bench-stack';
import { pageTimeline, traceTable, type PageTimeline, type TraceEvent } from './page-trace';
import { appliedConditions } from './throttled-session';
import { withThrottledSite } from './throttled-site';
import { parseTraceOptions } from './trace-options';

/**
 * `npm run bench:trace`: where each page's time goes between its largest paint and its hydrated
 * mark, with the mobile conditions applied (./page-trace.ts). Loads the built site (`npm run
 * build` first) with a Chrome trace of each load, prints a table and writes it to
 * docs/benchmarks.md.
 */

const usage = `npm run bench:trace -- [--runs N] [--routes /,/contact] [--no-write]

  --runs N       loads per route (default 3); the median of each figure is kept
  --routes LIST  comma-separated paths (default: every route of the site)
  --no-write     print the table without writing docs/benchmarks.md`;

async function main() {
  const options = parseTraceOptions(process.argv.slice(2), usage, { default: 3, min: 1 });
  await withThrottledSite(options.routes, async ({ stack, session, routes }) => {
    const machineLoad = machineLoadDuring();
    const loads = new Map<string, PageTimeline[]>(routes.map((route) => [route, []]));
    const urlOf = (route: string) => `${stack.shell.origin}${route}${fragmentOf(route)}`;
    // The browser's first traced load is seconds late (tracing starting up): not counted.
    await session.run(urlOf(routes[0]!), true, { trace: async () => undefined });
    for (let run = 1; run <= options.runs; run++) {
      for (const route of routes) {
        const url = urlOf(route);
        let events: TraceEvent[] = [];
        const sample = await session.run(url, true, {
          trace: async (traced) => {
            events = traced;
          },
        });
        const timeline = pageTimeline(events, url, {
          lcpMs: sample.lcpMs,
          hydratedMs: sample.hydratedMs ?? Number.NaN,
        });
        loads.get(route)!.push(timeline);
        console.log(
          `${run}/${options.runs} ${route}: LCP ${timeline.lcpMs.toFixed(0)} ms, last script ${timeline.lastScriptMs.toFixed(0)} ms, hydrated ${timeline.hydratedMs.toFixed(0)} ms`,
        );
      }
    }
    const command = [
      `npm run bench:trace -- --runs ${options.runs}`,
      ...(options.routes ? [`--routes ${options.routes.join(',')}`] : []),
    ].join(' ');
    const markdown = [
      "## Trace: where a page's time goes between its largest paint and its hydrated mark",
      '',
      `\`${command}\`: the built site served locally as \`npm run bench:web\` serves it, each load a first visit with the mobile conditions applied to Chromium ${appliedConditions} and a Chrome trace recorded (which slows the page a little). From the trace: when the page received the last script it ran before the mark, and how long its main thread was busy between the largest paint and that moment (waiting for scripts) and from then until the mark (running them). Each figure is the median of ${options.runs} load${options.runs === 1 ? '' : 's'}, taken separately.`,
      '',
      runContext(),
      await machineLoad(),
      '',
      traceTable(loads),
    ].join('\n');
    console.log(`\n${markdown}\n`);
    if (options.write) {
      await writeBenchmarkSection('trace', markdown);
      console.log('Written to docs/benchmarks.md.');
    }
  });
}

main().then(() => process.exit(0), exitWithError);
