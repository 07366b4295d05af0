import { Agent, fetch } from 'undici';

/**
 * The visitors of `bench:ssr -- --flood`: a few connections reading the site's pages in a loop,
 * each answer timed, and the figures the flood's targets are checked with.
 */

export interface VisitorSample {
  /** Epoch milliseconds at which the request was sent. */
  at: number;
  ms: number;
  /** 0 when no answer came (a network error). */
  status: number;
  page: string;
}

/**
 * The loopback address visitor `index` connects from: each visitor is a client of its own, as
 * people are, and none is the flood's (which comes from 127.0.0.1).
 */
export const visitorAddress = (index: number) => `127.0.0.${11 + index}`;

/**
 * `connections` loops, each a visitor of its own (`visitorAddress`) reading `pages` in turn from
 * `origin` over one keep-alive connection, until `stop`.
 */
export function startVisitors(origin: string, pages: readonly string[], connections: number) {
  const samples: VisitorSample[] = [];
  let running = true;
  const agents: Agent[] = [];
  const loop = async (offset: number) => {
    const dispatcher = new Agent({
      connections: 1,
      localAddress: visitorAddress(offset),
    });
    agents.push(dispatcher);
    for (let n = offset; running; n++) {
      const page = pages[n % pages.length]!;
      const at = Date.now();
      const started = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${origin}${page}`, {
          dispatcher,
          redirect: 'manual',
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      samples.push({ at, ms: performance.now() - started, status, page });
    }
  };
  const loops = Array.from({ length: connections }, (_, index) => loop(index));
  return {
    samples,
    async stop(): Promise<VisitorSample[]> {
      running = false;
      await Promise.all(loops);
      await Promise.all(agents.map((agent) => agent.close()));
      return samples;
    },
  };
}

/** The `p`th percentile (0–100) of `values`, nearest rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

export interface Latencies {
  count: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

export function latenciesOf(samples: readonly VisitorSample[]): Latencies {
  const statuses: Record<string, number> = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  const ms = samples.map((sample) => sample.ms);
  return {
    count: samples.length,
    statuses,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.length ? Math.max(...ms) : Number.NaN,
  };
}

/** The samples sent in `[from, to)` (epoch milliseconds). */
export const sentBetween = (samples: readonly VisitorSample[], from: number, to: number) =>
  samples.filter((sample) => sample.at >= from && sample.at < to);

/**
 * How many seconds after `from` the visitors had their site back: the start of the first
 * one-second window from which every window up to `seconds` had only 200s and a p99 within
 * `p99BoundMs`. Undefined when even the last window had not.
 */
export function recoveredAfter(
  samples: readonly VisitorSample[],
  from: number,
  seconds: number,
  p99BoundMs: number,
): { seconds: number | undefined; windows: Latencies[] } {
  const windows = Array.from({ length: seconds }, (_, index) =>
    latenciesOf(sentBetween(samples, from + index * 1000, from + (index + 1) * 1000)),
  );
  const ok = (window: Latencies) =>
    window.count > 0 && window.statuses['200'] === window.count && window.p99 <= p99BoundMs;
  let first: number | undefined;
  for (let index = windows.length - 1; index >= 0; index--) {
    if (!ok(windows[index]!)) break;
    first = index;
  }
  return { seconds: first, windows };
}
