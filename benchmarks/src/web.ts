import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../../scripts/build';
import { buildMonolith } from './monolith/build';
import { monolithOutputDir } from './monolith/webpack-config';
import { measureFirstLoad } from '../../scripts/first-load';
import { exitWithError, stopOnSignals } from '../../scripts/lifecycle';
import { startStaticServer } from '@site/static-server';
import { serveMonolith } from './serve-monolith';
import type { Stack } from '../../scripts/stack';
import { machineLoadDuring, runContext, writeBenchmarkSection } from './benchmarks-file';
import { newestPostSlug } from './newest-post';
import { LighthouseSession, chromiumVersion } from './lighthouse-session';
import { ThrottledSession, appliedConditions, type ThrottledTimeline } from './throttled-session';
import { parseWebBenchArgs, type WebBenchOptions } from './web-options';
import {
  BenchServers,
  benchStack,
  unbuiltFiles,
  fragmentOf,
  monolithPort,
  repoRoot,
  routesToMeasure,
  staticPort,
} from './bench-stack';
import {
  appliedTable,
  benchmarkIndexRange,
  buildNames,
  comparisonTable,
  scoreSpread,
  verdict,
  type BuildName,
  type Bytes,
  type RouteResult,
} from './web-report';

/**
 * `npm run bench:web`: the federated site against the same shell and pages built as one ordinary
 * bundle (`npm run build:monolith`, decision 007), in one run, on every route of the site. Both
 * are served locally with the production rules and the local backends; Lighthouse (mobile preset)
 * measures each route several times, alternating the two builds so that both see the same machine;
 * so does Chromium with the mobile conditions applied (the only way to time the hydrated mark);
 * the first-load bytes are counted like `npm run size`. Prints a table and writes it to
 * docs/benchmarks.md.
 */

async function packageVersion(name: string): Promise<string> {
  const file = path.join(repoRoot, 'node_modules', name, 'package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

async function ensureBuilt(stack: Stack, build: boolean): Promise<void> {
  if (build) {
    await buildAll(stack, 'production');
    await buildMonolith('production');
    return;
  }
  const monolithPage = path.join(monolithOutputDir, 'index.html');
  const missing = [...unbuiltFiles(stack), ...(existsSync(monolithPage) ? [] : [monolithPage])];
  if (missing.length > 0) {
    throw new Error(`--no-build, but not built: ${missing.join(', ')}`);
  }
}

/** The static pages are folders (`/finance/` is `finance/index.html`). */
const pathOf = (build: BuildName, route: string) =>
  `${build === 'static' && route !== '/' ? `${route}/` : route}${fragmentOf(route)}`;

/**
 * The federated site's pages as the renderer sends them, saved with no script at all (no
 * JavaScript, no preloads of it, no page state): the physical limit of the page's paint, served
 * by a static server with the same rules. Their images, icons and styles are the site's own.
 */
async function serveStaticPages(siteOrigin: string, routes: string[], port: number, host: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-static-'));
  const icons = new Set<string>();
  for (const route of routes) {
    const html = await (await fetch(`${siteOrigin}${route}`)).text();
    for (const [, href] of html.matchAll(
      /<link\b[^>]*rel="(?:icon|apple-touch-icon)"[^>]*href="(\/[^"]+)"/g,
    )) {
      icons.add(href!);
    }
    const withoutScripts = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="(?:script|fetch)"[^>]*>/g, '');
    const folder = path.join(dir, route);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.html'), withoutScripts);
  }
  // The same icons: a page whose icon is missing is not the same page (the browser asks for a
  // working icon on every visit, and remembers a missing one).
  for (const href of icons) {
    const response = await fetch(`${siteOrigin}${href}`);
    if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
    await writeFile(path.join(dir, href), Buffer.from(await response.arrayBuffer()));
  }
  const server = await startStaticServer({ root: dir, port, host });
  return {
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function measureBytes(
  origins: Record<BuildName, string>,
  routes: string[],
): Promise<Record<BuildName, Map<string, Bytes>>> {
  const bytes = {} as Record<BuildName, Map<string, Bytes>>;
  for (const build of buildNames) {
    const paths = routes.map((route) => pathOf(build, route));
    const sizes = await measureFirstLoad(origins[build], paths);
    bytes[build] = new Map(
      sizes.map((s) => [routes[paths.indexOf(s.route)]!, { js: s.jsBytes, css: s.cssBytes }]),
    );
  }
  return bytes;
}

function emptyResults(
  routes: readonly string[],
  bytes: Record<BuildName, Map<string, Bytes>>,
): RouteResult[] {
  const build = (name: BuildName, route: string) => ({
    samples: [],
    applied: [],
    failures: [],
    bytes: bytes[name].get(route)!,
  });
  return routes.map((route) => ({
    route,
    builds: {
      federated: build('federated', route),
      monolith: build('monolith', route),
      static: build('static', route),
    },
  }));
}

/** Each route `runs` times per build, the builds' order alternating from one run to the next. */
async function eachRun(
  results: readonly RouteResult[],
  runs: number,
  measure: (result: RouteResult, build: BuildName, prefix: string) => Promise<void>,
): Promise<void> {
  const total = results.length * runs * buildNames.length;
  let done = 0;
  for (const result of results) {
    for (let run = 0; run < runs; run++) {
      // Alternate which build goes first, so neither always runs on a warmer machine.
      const order = run % 2 === 0 ? buildNames : [...buildNames].reverse();
      for (const build of order) {
        done += 1;
        const prefix = `[${done}/${total}] ${result.route} ${build}`;
        try {
          await measure(result, build, prefix);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          result.builds[build].failures.push(message);
          console.log(`${prefix}: failed (${message})`);
        }
      }
    }
  }
}

/** Chromium with the mobile conditions applied: the largest paint and the hydrated mark. */
async function measureApplied(
  origins: Record<BuildName, string>,
  results: readonly RouteResult[],
  runs: number,
  reportsDir: string | undefined,
): Promise<void> {
  const session = new ThrottledSession();
  let saved = 0;
  const keep =
    reportsDir === undefined
      ? undefined
      : async (timeline: ThrottledTimeline) => {
          await mkdir(reportsDir, { recursive: true });
          const { port, pathname } = new URL(timeline.url);
          const name = `applied-${String(++saved).padStart(3, '0')}-${port}${pathname.replace(/\W+/g, '_')}.json`;
          await writeFile(path.join(reportsDir, name), JSON.stringify(timeline, null, 1));
        };
  try {
    await eachRun(results, runs, async (result, build, prefix) => {
      const url = `${origins[build]}${pathOf(build, result.route)}`;
      const sample = await session.run(url, build !== 'static', { timeline: keep });
      result.builds[build].applied.push(sample);
      const hydrated =
        sample.hydratedMs === undefined
          ? ''
          : `, hydrated ${(sample.hydratedMs / 1000).toFixed(2)} s`;
      console.log(
        `${prefix} (applied): LCP ${(sample.lcpMs / 1000).toFixed(2)} s${hydrated}, TBT ${sample.tbtMs.toFixed(0)} ms`,
      );
    });
  } finally {
    await session.close();
  }
}

async function measureLighthouse(
  origins: Record<BuildName, string>,
  results: readonly RouteResult[],
  runs: number,
  reportsDir: string | undefined,
  cpuSlowdown: number | undefined,
): Promise<void> {
  const session = new LighthouseSession(reportsDir, cpuSlowdown);
  try {
    await eachRun(results, runs, async (result, build, prefix) => {
      const sample = await session.run(`${origins[build]}${pathOf(build, result.route)}`);
      result.builds[build].samples.push(sample);
      console.log(
        `${prefix}: score ${sample.score}, LCP ${(sample.lcpMs / 1000).toFixed(2)} s, TBT ${sample.tbtMs.toFixed(0)} ms, CLS ${sample.cls.toFixed(3)}`,
      );
    });
  } finally {
    session.close();
  }
}

function report(
  results: RouteResult[],
  options: WebBenchOptions,
  versions: Record<string, string>,
  slug: string,
  machineLoad: string,
): string {
  const { runs, lighthouseCpuSlowdown: cpu } = options;
  const command = [
    `npm run bench:web -- --runs ${runs}`,
    ...(options.routes ? [`--routes ${options.routes.join(',')}`] : []),
    ...(cpu === undefined ? [] : [`--lighthouse-cpu ${cpu}`]),
  ].join(' ');
  const failures = results.flatMap(({ route, builds }) =>
    buildNames.flatMap((build) =>
      builds[build].failures.map((failure) => `- ${route} ${build}: ${failure}`),
    ),
  );
  return [
    '## Web: the federated site against a monolith of the same pages, and its static HTML',
    '',
    `\`${command}\`: the three served locally with the production rules (gzip, cache headers, CSP) and the local backends; \`/blog/:slug\` is \`/blog/${slug}\`, and the newsletter's pages are opened as their emails' links open them, with a token of the right shape in the fragment. Static: the federated page's HTML as the renderer sent it, saved with no script, the limit of its paint.`,
    '',
    runContext(versions),
    machineLoad,
    '',
    `Perf, LCP and TBT cells are federated / monolith / static, the others federated / monolith; the static page's TBT, with no script, is what this host's Lighthouse finds in the HTML alone. Perf, LCP, TBT and CLS: Lighthouse, mobile preset (simulated throttling${cpu === undefined ? '' : `, CPU slowdown ${cpu}× instead of 4×`}), each metric the median of ${runs} run${runs === 1 ? '' : 's'}, the builds alternating route by route. JS and CSS: gzip (level 9) bytes a first visit downloads until the network is idle, counted like \`npm run size\`. JS ratio: federated ÷ monolith.`,
    '',
    comparisonTable(results),
    '',
    scoreSpread(results),
    '',
    benchmarkIndexRange(results),
    '',
    `With the mobile conditions applied to Chromium ${appliedConditions}, each load a first visit (an empty cache), the median of ${runs} load${runs === 1 ? '' : 's'}: the largest paint (federated / monolith / static), the \`html[data-hydrated]\` mark the shell sets once React runs the page (federated / monolith), the federated page's hydrated mark minus its largest paint (the median of each load's own difference), the whole page hydrated (federated / monolith: the parts hydrated after the page runs, decision 049, included), and TBT (federated / monolith: each long task's time beyond 50 ms from the first contentful paint until the page is hydrated and quiet). Lighthouse's simulated throttling cannot time the mark: it replays an unthrottled load.`,
    '',
    appliedTable(results),
    '',
    verdict(results),
    ...(failures.length > 0 ? ['', 'Failed runs (left out of the medians):', ...failures] : []),
  ].join('\n');
}

async function main() {
  const options = parseWebBenchArgs(process.argv.slice(2));
  const chromium = chromiumVersion();
  const stack = benchStack();
  await ensureBuilt(stack, options.build);
  await rm(stack.services.dataDir, { recursive: true, force: true });

  const running = new BenchServers();
  stopOnSignals(() => running.close());
  try {
    await running.startSite(stack);
    running.add(await serveMonolith(stack, monolithOutputDir, monolithPort));

    const slug = await newestPostSlug(stack);
    const routes = routesToMeasure(slug, options.routes);
    const host = new URL(stack.shell.origin).hostname;
    const origins: Record<BuildName, string> = {
      federated: stack.shell.origin,
      monolith: `http://${host}:${monolithPort}`,
      static: `http://${host}:${staticPort}`,
    };
    running.add(await serveStaticPages(stack.shell.origin, routes, staticPort, host));
    console.log(
      `Measuring ${routes.length} routes: first-load bytes, then Chromium with the conditions applied, then Lighthouse.`,
    );
    const bytes = await measureBytes(origins, routes);
    const machineLoad = machineLoadDuring();
    const results = emptyResults(routes, bytes);
    const reportsDir = options.reportsDir && path.resolve(options.reportsDir);
    await measureApplied(origins, results, options.runs, reportsDir);
    if (options.lighthouse) {
      await measureLighthouse(
        origins,
        results,
        options.runs,
        reportsDir,
        options.lighthouseCpuSlowdown,
      );
    }

    const versions = {
      Lighthouse: await packageVersion('lighthouse'),
      Chromium: chromium,
      webpack: await packageVersion('webpack'),
      React: await packageVersion('react'),
    };
    const markdown = report(results, options, versions, slug, await machineLoad());
    console.log(`\n${markdown}\n`);
    if (options.write) {
      await writeBenchmarkSection('web', markdown);
      console.log('Written to docs/benchmarks.md.');
    }
    if (
      options.lighthouse &&
      results.some(({ builds }) => buildNames.some((b) => builds[b].samples.length === 0))
    ) {
      throw new Error('Some routes have no successful Lighthouse run (see above).');
    }
  } finally {
    await running.close();
  }
}

main().catch(exitWithError);
