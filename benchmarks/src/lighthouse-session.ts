import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  chromiumFlags,
  chromiumLaunchOptions,
  quietBrowserFeatures,
  withFeaturesDisabled,
} from '../../e2e/chromium';
import type { LighthouseSample } from './web-report';

/** Debian's Chromium, as the end-to-end tests start it (e2e/chromium.ts). */
export const chromiumPath = chromiumLaunchOptions.executablePath ?? '/usr/bin/chromium';

/**
 * What Lighthouse's Chromium is started with: chrome-launcher's own flags, headless, the tests'
 * flags, and the features that would load pages of the browser's own meanwhile turned off as
 * well as chrome-launcher's (one `--disable-features`: Chromium keeps only the last).
 */
export function lighthouseChromeFlags(launcherDefaults: readonly string[]): string[] {
  return withFeaturesDisabled(
    [...launcherDefaults, '--headless=new', ...chromiumFlags],
    quietBrowserFeatures,
  );
}

/** One Lighthouse run may not take longer than this (its own page-load limits are 30-45 s). */
const runTimeoutMs = 120_000;

/** Fails early, with what to do, when the browser is missing. */
export function chromiumVersion(): string {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath}: run \`apt-get install -y chromium\`, or set CHROMIUM_PATH.`,
    );
  }
  return execFileSync(chromiumPath, ['--version'], {
    encoding: 'utf8',
    timeout: 10_000,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .replace(/^Chromium\s*/i, '')
    .trim();
}

interface RunningChromium {
  port: number;
  kill(): void;
}

// Lighthouse and chrome-launcher are ES modules; a native import() keeps tsx from rewriting the
// functions Lighthouse sends to the page as source text.
const loadLighthouse = () => import('lighthouse');

/** Lighthouse's mobile preset's throttling (its defaults), of which only the CPU may change. */
const mobileThrottling = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
};
const loadChromeLauncher = () => import('chrome-launcher');

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Lighthouse (default config: the mobile preset, simulated throttling) in one headless Chromium,
 * started again after a run that fails or hangs. Lighthouse clears the browser's cache and the
 * page origin's storage before every run, so each run is a first visit.
 */
export class LighthouseSession {
  private chromium: RunningChromium | undefined;
  private saved = 0;

  /**
   * `reportsDir`: also save each report there (`--reports`). `cpuSlowdown`: the simulation's CPU
   * multiplier (Lighthouse's default is 4, calibrated for a host of a given speed: its
   * `benchmarkIndex`, which the report records).
   */
  constructor(
    private readonly reportsDir?: string,
    private readonly cpuSlowdown?: number,
  ) {}

  private async save(url: string, report: object): Promise<void> {
    const dir = this.reportsDir!;
    await mkdir(dir, { recursive: true });
    const { port, pathname } = new URL(url);
    const name = `${String(++this.saved).padStart(3, '0')}-${port}${pathname.replace(/\W+/g, '_')}.json`;
    await writeFile(path.join(dir, name), JSON.stringify(report));
  }

  private async browser(): Promise<RunningChromium> {
    if (!this.chromium) {
      const { launch, Launcher } = await loadChromeLauncher();
      const chromeFlags = lighthouseChromeFlags(Launcher.defaultFlags());
      this.chromium = await withTimeout(
        launch({
          chromePath: chromiumPath,
          chromeFlags,
          ignoreDefaultFlags: true,
          logLevel: 'error',
        }),
        30_000,
        'Starting Chromium',
      );
    }
    return this.chromium;
  }

  /** Measures one page; throws (and restarts Chromium next time) if the run fails. */
  async run(url: string): Promise<LighthouseSample> {
    const { port } = await this.browser();
    const { default: lighthouse } = await loadLighthouse();
    try {
      const result = await withTimeout(
        lighthouse(url, {
          port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
          disableFullPageScreenshot: true,
          ...(this.cpuSlowdown === undefined
            ? {}
            : { throttling: { ...mobileThrottling, cpuSlowdownMultiplier: this.cpuSlowdown } }),
        }),
        runTimeoutMs,
        `Lighthouse on ${url}`,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      if (this.reportsDir) await this.save(url, lhr);
      if (lhr.runtimeError)
        throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const metric = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        if (typeof value !== 'number') throw new Error(`Lighthouse measured no ${id} on ${url}`);
        return value;
      };
      const score = lhr.categories.performance?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse gave no score for ${url}`);
      return {
        score: Math.round(score * 100),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    } catch (error) {
      this.close();
      throw error;
    }
  }

  /** Stops Chromium, if it runs. Safe to call more than once. */
  close(): void {
    try {
      this.chromium?.kill();
    } catch {
      // Already gone.
    }
    this.chromium = undefined;
  }
}
