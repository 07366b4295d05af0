import autocannon, { type RequestSpec, type Result } from 'autocannon';

/**
 * One load run with autocannon, reported as autocannon measured it: the average of its
 * per-second request counts, latency percentiles over every response, and status counts.
 */

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  requests: RequestSpec[];
  /** Seconds before an unanswered request counts as a timeout. */
  timeout?: number;
}

export interface LoadSummary {
  /** autocannon's `requests.average`: responses per second, averaged over the run's seconds. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Requests written to a connection; some may have been cut off in flight at the end. */
  sent: number;
  completed: number;
  /** Seconds. */
  duration: number;
  /** CPU milliseconds per answered request, by process, when measured (see `measureCpu`). */
  cpuMsPerRequest?: Record<string, number>;
}

export async function runLoad(options: LoadOptions): Promise<LoadSummary> {
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    timeout: options.timeout ?? 10,
    requests: options.requests,
  });
  // Stop the load (and so the run) on Ctrl-C; the caller's cleanup still runs.
  const stop = () => instance.stop();
  process.once('SIGINT', stop);
  let result: Result;
  try {
    result = await instance;
  } finally {
    process.off('SIGINT', stop);
  }
  return summarise(result);
}

export function summarise(result: Result): LoadSummary {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    sent: result.requests.sent,
    completed: result.requests.total,
    duration: result.duration,
  };
}

/** `202×1234, 403×2`, or `none`. */
export const describeStatuses = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ') || 'none';

/** CPU seconds of this process (the load generator). */
export const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Runs a load and adds, for each meter, the CPU milliseconds it used per answered request. */
export async function measureCpu(
  run: () => Promise<LoadSummary>,
  meters: Record<string, () => number>,
): Promise<LoadSummary> {
  const before = Object.entries(meters).map(([name, meter]) => [name, meter()] as const);
  const summary = await run();
  summary.cpuMsPerRequest = Object.fromEntries(
    before.map(([name, start]) => [
      name,
      ((meters[name]!() - start) * 1000) / Math.max(1, summary.completed),
    ]),
  );
  return summary;
}
