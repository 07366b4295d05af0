import { rm } from 'node:fs/promises';
import { chromium, type Browser } from '@playwright/test';
import { exitWithError, stopOnSignals } from '../../scripts/lifecycle';
import { chromiumLaunchOptions } from '../../e2e/chromium';
import { machineLoadDuring, runContext, writeBenchmarkSection } from './benchmarks-file';
import { BenchServers, benchStack, routesToMeasure, unbuiltFiles } from './bench-stack';
import { firstLayout, type FirstLayout } from './first-layout-trace';
import { newestPostSlug } from './newest-post';
import { median, type TraceEvent } from './page-trace';
import { mobileScreen } from './throttled-session';
import { parseTraceOptions } from './trace-options';

/**
 * `npm run bench:first-layout`: how long the page's first style and layout take on the main
 * thread with and without its script preloads, loaded as Lighthouse observes a page before it
 * simulates a phone (no throttling, its mobile screen). Lighthouse multiplies the tasks it
 * observed by its CPU slowdown, so a first layout stretched here is four times as long in its
 * Total Blocking Time (decision 059).
 *
 * Usage: npm run bench:first-layout -- [--runs N] [--routes /blogs,/blog/:slug] [--no-write]
 */

/** The same HTML, changed before the browser sees it. */
const variants = {
  'as sent': (html: string) => html,
  'script preloads as fetches': (html: string) =>
    html.replace(
      /(<link rel="preload" href="[^"]*" as=")script"/g,
      '$1fetch" crossorigin="anonymous"',
    ),
  'no script preloads': (html: string) =>
    html.replace(/<link rel="preload" href="[^"]*" as="(script|fetch)"[^>]*>/g, ''),
  'JavaScript off': (html: string) => html,
} as const;
type Variant = keyof typeof variants;

const usage =
  'npm run bench:first-layout -- [--runs N (3-25, default 9)] [--routes /blogs,/blog/:slug] [--no-write]';

/**
 * The variant's HTML. One that should change the page's preloads and finds none to change would
 * measure the page as sent under another name: that is an error, not a figure.
 */
function variantOf(variant: Variant, html: string): string {
  const changed = variants[variant](html);
  const shouldChange = variant === 'script preloads as fetches' || variant === 'no script preloads';
  if (shouldChange && changed === html) {
    throw new Error(`"${variant}": the page has no <link rel="preload" as="script"> to change`);
  }
  return changed;
}

async function load(browser: Browser, url: string, variant: Variant): Promise<FirstLayout> {
  const context = await browser.newContext({
    viewport: { width: mobileScreen.width, height: mobileScreen.height },
    deviceScaleFactor: mobileScreen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: variant !== 'JavaScript off',
  });
  try {
    const page = await context.newPage();
    // Every variant's document is fetched here and handed over whole, so they differ only in it.
    const body = variantOf(variant, await (await fetch(url)).text());
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body }));
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'blink.user_timing', 'loading', 'toplevel'],
    });
    await page.goto(url, { waitUntil: 'load' });
    // The start-up scripts run after the load event: the trace must reach them.
    await page.waitForTimeout(1500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return firstLayout(trace.traceEvents);
  } finally {
    await context.close();
  }
}

async function main() {
  const {
    runs,
    routes: asked,
    write,
  } = parseTraceOptions(process.argv.slice(2), usage, {
    default: 9,
    min: 3,
  });
  const stack = benchStack();
  const missing = unbuiltFiles(stack);
  if (missing.length > 0) throw new Error(`Not built (npm run build): ${missing.join(', ')}`);
  await rm(stack.services.dataDir, { recursive: true, force: true });

  const running = new BenchServers();
  let browser: Browser | undefined;
  stopOnSignals(async () => {
    await browser?.close();
    await running.close();
  });
  try {
    await running.startSite(stack);
    const routes = routesToMeasure(await newestPostSlug(stack), asked ?? ['/blogs', '/blog/:slug']);
    const machineLoad = machineLoadDuring();
    browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
    const loads = new Map<string, FirstLayout[]>();
    // The first load of each variant warms the browser and the servers: not counted.
    for (let run = 0; run <= runs; run++) {
      for (const route of routes) {
        for (const variant of Object.keys(variants) as Variant[]) {
          const measured = await load(browser, stack.shell.origin + route, variant);
          if (run === 0) continue;
          const key = `${route}\n${variant}`;
          loads.set(key, [...(loads.get(key) ?? []), measured]);
          console.log(
            `${run}/${runs} ${route} ${variant}: longest task ${measured.longestTaskMs.toFixed(1)} ms`,
          );
        }
      }
    }
    const rows = [...loads].map(([key, measured]) => {
      const [route, variant] = key.split('\n');
      const of = (figure: (load: FirstLayout) => number) => median(measured.map(figure)).toFixed(1);
      const all = measured.map((load) => load.longestTaskMs.toFixed(0)).join(', ');
      return `| \`${route}\` | ${variant} | ${of((l) => l.longestTaskMs)} | ${all} | ${of((l) => l.styleMs)} | ${of((l) => l.layoutMs)} |`;
    });
    const markdown = [
      "## First layout: the page's first style and layout, with and without its script preloads",
      '',
      `\`npm run bench:first-layout -- --runs ${runs}${asked ? ` --routes ${asked.join(',')}` : ''}\`: the built site served locally as \`npm run bench:web\` serves it, each page loaded in headless Chromium as Lighthouse observes a page before it simulates a phone (no throttling, Lighthouse's mobile screen), each load a first visit with a Chrome trace recorded, the variants alternating. Each variant is the page's HTML as the renderer sent it, changed before the browser sees it: as sent; its \`<link rel="preload" as="script">\` made \`as="fetch"\` (the same bytes on the link, no script to compile); its script preloads taken out (with the preload of the remote's manifest); and JavaScript off. From each trace, on the renderer's main thread before the first script file runs: its longest task, and its time in style (\`UpdateLayoutTree\`) and layout. Each figure the median of ${runs} loads; every load's longest task is listed.`,
      '',
      runContext(),
      await machineLoad(),
      '',
      '| Route | HTML | Longest task (ms) | Each load (ms) | Style (ms) | Layout (ms) |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
    console.log(`\n${markdown}\n`);
    if (write) {
      await writeBenchmarkSection('first-layout', markdown);
      console.log('Written to docs/benchmarks.md.');
    }
  } finally {
    await browser?.close();
    await running.close();
  }
}

main().then(() => process.exit(0), exitWithError);
