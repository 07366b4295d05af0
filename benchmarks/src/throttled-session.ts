import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { laterPartMark } from '@site/ui/hydrated-later';
import { chromiumLaunchOptions } from '../../e2e/chromium';

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

/** Lighthouse's mobile screen (a Moto G Power), so that the largest paint is the same element. */
const mobileScreen = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

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

/** What the page records for the benchmark, set up before any of its own scripts runs. */
interface PageClock {
  hydrated?: number;
  lcp: number;
  fcp?: number;
  longTasks: { start: number; duration: number }[];
}

/**
 * Runs in the page before its own scripts (outside its CSP, through the DevTools protocol). The
 * same clock as the navigation: `performance.now()` counts from its start.
 */
function recordPageClock(mark: string) {
  const clock: PageClock = { lcp: 0, longTasks: [] };
  (globalThis as unknown as { __benchClock: PageClock }).__benchClock = clock;
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute(mark)) {
      clock.hydrated = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, attributeFilter: [mark], subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) clock.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) {
      clock.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      clock.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
}

/** How long the page must stay without a long task before its load is over. */
const quietMs = 1500;
/** The longest one load may take, hydration included. */
const loadTimeoutMs = 45_000;

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
  async run(
    url: string,
    hydrates: boolean,
    keepTimeline?: (timeline: ThrottledTimeline) => Promise<void>,
  ): Promise<ThrottledSample> {
    const browser = await this.start();
    const context = await browser.newContext({
      viewport: { width: mobileScreen.width, height: mobileScreen.height },
      deviceScaleFactor: mobileScreen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    try {
      await context.addInitScript(recordPageClock, hydratedMark);
      const page = await context.newPage();
      await applyConditions(await context.newCDPSession(page));
      await page.goto(url, { waitUntil: 'load', timeout: loadTimeoutMs });
      if (hydrates) {
        await page.waitForSelector(`html[${hydratedMark}]`, {
          state: 'attached',
          timeout: loadTimeoutMs,
        });
      }
      // The largest paint and the long tasks after hydration are counted too: wait until the
      // page has had no long task for a while.
      await page.waitForFunction(
        (quiet) => {
          const clock = (globalThis as unknown as { __benchClock: PageClock }).__benchClock;
          const last = clock.longTasks.at(-1);
          const lastEnd = last ? last.start + last.duration : 0;
          return performance.now() - Math.max(lastEnd, clock.hydrated ?? 0) > quiet;
        },
        quietMs,
        { timeout: loadTimeoutMs, polling: 250 },
      );
      const clock = await page.evaluate(
        () => (globalThis as unknown as { __benchClock: PageClock }).__benchClock,
      );
      if (clock.lcp === 0) throw new Error(`No largest paint was reported on ${url}`);
      const from = clock.fcp ?? 0;
      const tbtMs = clock.longTasks
        .filter((task) => task.start >= from)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      if (keepTimeline) {
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
        await keepTimeline({
          url,
          fcpMs: clock.fcp,
          lcpMs: clock.lcp,
          hydratedMs: clock.hydrated,
          longTasks: clock.longTasks,
          resources,
        });
      }
      const lastPartMs = await page.evaluate(
        (mark) => performance.getEntriesByName(mark).at(-1)?.startTime,
        laterPartMark,
      );
      const hydratedMs = hydrates ? clock.hydrated : undefined;
      const wholePageMs =
        hydratedMs === undefined ? undefined : Math.max(hydratedMs, lastPartMs ?? 0);
      return { lcpMs: clock.lcp, hydratedMs, wholePageMs, tbtMs };
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
