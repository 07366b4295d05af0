import { createInterface } from 'node:readline';
import autocannon, { type Result } from 'autocannon';
import { floodTarget, type FloodKind, type FloodResult } from './ssr-flood-urls';

/**
 * Child process of `npm run bench:ssr -- --flood`: the flood, one client sending a URL nobody
 * sent before on every request, as fast as it can (autocannon). In a process of its own so that
 * the visitors' timings, taken in the benchmark's process, never wait on its event loop.
 *
 * Prints `ready` once loaded, starts on a `go` line on stdin, and prints its result as one JSON
 * line. Settings: FLOOD_URL (the site's origin), FLOOD_CONNECTIONS, FLOOD_DURATION (seconds),
 * FLOOD_SLUG (a published post).
 */
async function main(): Promise<void> {
  const url = process.env.FLOOD_URL;
  const slug = process.env.FLOOD_SLUG;
  const connections = Number(process.env.FLOOD_CONNECTIONS);
  const duration = Number(process.env.FLOOD_DURATION);
  if (!url || !slug || !(connections > 0) || !(duration > 0)) {
    throw new Error('FLOOD_URL, FLOOD_SLUG, FLOOD_CONNECTIONS and FLOOD_DURATION are required');
  }
  console.log('ready');
  await new Promise<void>((resolve) => {
    const lines = createInterface({ input: process.stdin });
    lines.on('line', (line) => {
      if (line.trim() === 'go') {
        lines.close();
        resolve();
      }
    });
  });

  const byKind: FloodResult['byKind'] = {};
  let next = 0;
  const startedAt = Date.now();
  const instance = autocannon({
    url,
    connections,
    duration,
    // Longer than any wait the stack may impose, so that a slow answer is measured, not cut.
    timeout: 15,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const target = floodTarget(next++, slug);
          context.kind = target.kind;
          context.sentAt = performance.now();
          return { ...request, path: target.path };
        },
        onResponse: (status, _body, context) => {
          const kind = context.kind as FloodKind;
          const tally = (byKind[kind] ??= { statuses: {}, maxMs: 0 });
          tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
          const ms = performance.now() - (context.sentAt as number);
          if (ms > tally.maxMs) tally.maxMs = Math.round(ms);
        },
      },
    ],
  });
  const result: Result = await instance;
  const endedAt = Date.now();
  const summary: FloodResult = {
    startedAt,
    endedAt,
    requestsPerSecond: result.requests.average,
    completed: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    byKind,
  };
  console.log(JSON.stringify(summary));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
