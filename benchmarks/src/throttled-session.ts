import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { laterPartMark } from '@site/ui/hydrated-later';
import { chromiumLaunchOptions } from '../../e2e/chromium';
import { traceCategories, type TraceEvent } from './page-trace';

/**
 * The mobile conditions applied to the browser itself (Chrome's DevTools protocol), as a phone
 * would meet them: the CPU four times slower, 150 ms round trips, 1.6 Mbps down and 750 kbps up
 * (Lighthouse's mobile preset, without its simulation).
 */
export const mobileConditions = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
} as const;

/** The conditions as the benchmarks' reports say them. */
export const appliedConditions = `through the DevTools protocol (\`Emulation.setCPUThrottlingRate\` ${mobileConditions.cpuSlowdown}×, \`Network.emulateNetworkConditions\` ${mobileConditions.latencyMs} ms latency, ${mobileConditions.downloadBitsPerSecond / 1e6} Mbps down, ${mobileConditions.uploadBitsPerSecond / 1e3} kbps up; Lighthouse's mobile screen)`;

/** Lighthouse's mobile screen (a Moto G Power), so that the largest paint is the same element. */
export const mobileScreen = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

/** The attribute the shell sets on `<html>` once React runs the frame (`shell/src/App.tsx`). */
export const hydratedMark = 'data-hydrated';

/** One load of one page under the applied conditions, in milliseconds from the navigation. */
export interface ThrottledSample {
  lcpMs: number;
  /** When `html[data-hydrated]` appeared; undefined for a page without code (the static copy). */
  hydratedMs: number | undefined;
  /**
   * When the whole page was hydrated: the hydrated mark, or the last part hydrated after it
   * (`HydratedLater`, decision 049) if later; undefined for a page without code.
   */
  wholePageMs: number | undefined;
  /**
   * Total Blocking Time as the browser saw it: each long task's time beyond 50 ms, from the first
   * contentful paint until the page was hydrated and quiet.
   */
  tbtMs: number;
  /**
   * The part of `tbtMs` from the task in which the page runs onward: the long tasks that end
   * after the hydrated mark (the mark is set inside one). Undefined for a page without code.
   */
  tbtFromRunningMs: number | undefined;
}

/** Where a load's time went (`--reports`): every request's timing, the long tasks, the marks. */
export interface ThrottledTimeline {
  url: string;
  fcpMs: number | undefined;
  lcpMs: number;
  hydratedMs: number | undefined;
  longTasks: { start: number; duration: number }[];
  resources: { name: string; start: number; responseStart: number; end: number; bytes: number }[];
}

/** What to keep of a load besides its sample. */
export interface KeepOptions {
  /** Where the load's time went, from the page's own clock and resource timings. */
  timeline?: (timeline: ThrottledTimeline) => Promise<void>;
  /** A Chrome trace of the load (`traceCategories`; tracing slows the page a little). */
  trace?: (events: TraceEvent[]) => Promise<void>;
  /**
   * A recorder of the benchmark's own, set up in the page before any of its scripts runs, and
   * what it recorded, read once the load is over (in the page's `globalThis.__benchRecord`).
   */
  record?: { script: () => void; read: (recorded: unknown) => Promise<void> };
}

/** What the page records for the benchmark, set up before any of its own scripts runs. */
interface PageClock {
  hydrated?: number;
  lcp: number;
  fcp?: number;
  longTasks: { start: number; duration: number }[];
}

/** What the page's recorder needs to know (the arguments of `recordPageClock`). */
interface ClockSettings {
  mark: string;
  /** Whether the page sets the mark (a page with code), or is over once quiet (the static copy). */
  hydrates: boolean;
  /** How long the page must stay without a long task before its load is over. */
  quietMs: number;
  /** The console message the recorder writes once the load is over. */
  doneMessage: string;
}

/**
 * Runs in the page before its own scripts (outside its CSP, through the DevTools protocol). The
 * same clock as the navigation: `performance.now()` counts from its start. Once the page has set
 * its hydrated mark (if it has code) and has then run no long task for a while, the recorder stops
 * and says so on the console. Nothing else of the benchmark's runs in the page until then: a
 * `waitForSelector` or `waitForFunction` evaluates Playwright's injected script, tens of
 * milliseconds of the page's main thread with the CPU slowed down, while the page is loading.
 */
function recordPageClock({ mark, hydrates, quietMs, doneMessage }: ClockSettings) {
  // No function here is named (no `const f = () => …`): tsx would wrap it in a helper that the
  // page does not have.
  const clock: PageClock = { lcp: 0, longTasks: [] };
  (globalThis as unknown as { __benchClock: PageClock }).__benchClock = clock;
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute(mark)) {
      clock.hydrated = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, attributeFilter: [mark], subtree: true });
  const takers: [string, (entries: PerformanceEntryList) => void][] = [
    ['largest-contentful-paint', (entries) => entries.forEach((e) => (clock.lcp = e.startTime))],
    [
      'paint',
      (entries) =>
        entries
          .filter((e) => e.name === 'first-contentful-paint')
          .forEach((e) => (clock.fcp = e.startTime)),
    ],
    [
      'longtask',
      (entries) =>
        entries.forEach((e) => clock.longTasks.push({ start: e.startTime, duration: e.duration })),
    ],
  ];
  const observers = takers.map(([type, take]) => {
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type, buffered: true });
    return { observer, take };
  });
  addEventListener(
    'load',
    () => {
      const timer = setInterval(() => {
        const last = clock.longTasks.at(-1);
        const lastEnd = last ? last.start + last.duration : 0;
        const over =
          (!hydrates || clock.hydrated !== undefined) &&
          performance.now() - Math.max(lastEnd, clock.hydrated ?? 0) > quietMs;
        if (!over) return;
        clearInterval(timer);
        // Entries not yet delivered to the observers are taken too, then the recording stops.
        for (const { observer, take } of observers) {
          take(observer.takeRecords());
          observer.disconnect();
        }
        console.debug(doneMessage);
      }, 250);
    },
    { once: true },
  );
}

/** How long the page must stay without a long task before its load is over. */
const quietMs = 1500;
/** The longest one load may take, hydration included. */
const loadTimeoutMs = 45_000;
/** What the page's recorder writes on the console once the load is over. */
const doneMessage = 'bench: the page is hydrated and quiet';

async function applyConditions(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: mobileConditions.latencyMs,
    downloadThroughput: mobileConditions.downloadBitsPerSecond / 8,
    uploadThroughput: mobileConditions.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileConditions.cpuSlowdown });
}

/**
 * Headless Chromium (the end-to-end tests' build and flags) loading pages under the mobile
 * conditions, each load in a fresh context: an empty cache and no storage, a first visit.
 */
export class ThrottledSession {
  private browser: Browser | undefined;

  private async start(): Promise<Browser> {
    this.browser ??= await chromium.launch({ ...chromiumLaunchOptions, headless: true });
    return this.browser;
  }

  /**
   * Loads `url` once. `hydrates`: wait for the page's hydrated mark (a page with code), or fail.
   * Throws (and starts the browser again next time) if the load fails.
   */
  async run(url: string, hydrates: boolean, keep: KeepOptions = {}): Promise<ThrottledSample> {
    const browser = await this.start();
    const context = await browser.newContext({
      viewport: { width: mobileScreen.width, height: mobileScreen.height },
      deviceScaleFactor: mobileScreen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const settings: ClockSettings = { mark: hydratedMark, hydrates, quietMs, doneMessage };
      await context.addInitScript(recordPageClock, settings);
      if (keep.record) await context.addInitScript(keep.record.script);
      const page = await context.newPage();
      await applyConditions(await context.newCDPSession(page));
      if (keep.trace) await browser.startTracing(page, { categories: traceCategories });
      // Console messages come through the DevTools protocol: waiting for one runs nothing in the
      // page. The largest paint and the long tasks after hydration are counted too.
      const done = page
        .waitForEvent('console', {
          predicate: (message) => message.text() === doneMessage,
          timeout: loadTimeoutMs,
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      await page.goto(url, { waitUntil: 'load', timeout: loadTimeoutMs });
      const failure = await done;
      if (failure) {
        const what = hydrates ? 'set its hydrated mark and then stay quiet' : 'stay quiet';
        throw new Error(`${url} did not ${what} within ${loadTimeoutMs} ms`, { cause: failure });
      }
      const clock = await page.evaluate(
        () => (globalThis as unknown as { __benchClock: PageClock }).__benchClock,
      );
      if (clock.lcp === 0) throw new Error(`No largest paint was reported on ${url}`);
      const from = clock.fcp ?? 0;
      const tbtMs = clock.longTasks
        .filter((task) => task.start >= from)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      if (keep.trace) {
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
          traceEvents: TraceEvent[];
        };
        await keep.trace(trace.traceEvents);
      }
      if (keep.timeline) {
        const resources = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => {
            const timing = entry as PerformanceResourceTiming;
            return {
              name: timing.name,
              start: timing.startTime,
              responseStart: timing.responseStart,
              end: timing.responseEnd,
              bytes: timing.transferSize,
            };
          }),
        );
        await keep.timeline({
          url,
          fcpMs: clock.fcp,
          lcpMs: clock.lcp,
          hydratedMs: clock.hydrated,
          longTasks: clock.longTasks,
          resources,
        });
      }
      if (keep.record) {
        await keep.record.read(
          await page.evaluate(() => (globalThis as { __benchRecord?: unknown }).__benchRecord),
        );
      }
      const lastPartMs = await page.evaluate(
        (mark) => performance.getEntriesByName(mark).at(-1)?.startTime,
        laterPartMark,
      );
      const hydratedMs = hydrates ? clock.hydrated : undefined;
      const wholePageMs =
        hydratedMs === undefined ? undefined : Math.max(hydratedMs, lastPartMs ?? 0);
      const tbtFromRunningMs =
        hydratedMs === undefined
          ? undefined
          : clock.longTasks
              .filter((task) => task.start >= from && task.start + task.duration >= hydratedMs)
              .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      return { lcpMs: clock.lcp, hydratedMs, wholePageMs, tbtMs, tbtFromRunningMs };
    } catch (error) {
      await this.close();
      throw error;
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  /** Stops the browser, if it runs. Safe to call more than once. */
  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    await browser?.close().catch(() => undefined);
  }
}
