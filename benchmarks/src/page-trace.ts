/**
 * Where a page's time goes between its largest paint and its hydrated mark (`npm run
 * bench:trace`), read from a Chrome trace of one load: when the page received the last script it
 * ran before the mark, and how busy its main thread was before and after that moment. Waiting
 * with an idle main thread is the network's share; a busy main thread once every script is there
 * is the CPU's.
 */

/** The fields of a Chrome trace event this reads (the Trace Event Format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds, the trace's own clock. */
  ts: number;
  dur?: number;
  /** `name`: a thread's name, on its `thread_name` metadata event. */
  args?: { data?: Record<string, unknown>; name?: string };
}

/** The categories the trace must be recorded with. */
export const traceCategories = [
  'blink.user_timing',
  'devtools.timeline',
  'loading',
  'toplevel',
  'v8.execute',
];

/** The page's own clock for the same load (`ThrottledSession`), milliseconds from navigation. */
export interface PageMarks {
  lcpMs: number;
  hydratedMs: number;
}

/** One load, in milliseconds from the navigation. */
export interface PageTimeline {
  lcpMs: number;
  /** When the page received the last script that arrived before its hydrated mark. */
  lastScriptMs: number;
  hydratedMs: number;
  /** Main thread busy from the largest paint until the last script arrived. */
  busyWaitingMs: number;
  /** Main thread busy from then (or from the largest paint, if later) until the mark. */
  busyRunningMs: number;
}

/** Tasks of the renderer's main thread: together they cover all the work it does. */
const taskNames = new Set([
  'ThreadControllerImpl::RunTask',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
]);

/** The total length of the union of `intervals` within [from, to]. */
export function coveredMs(intervals: readonly [number, number][], from: number, to: number) {
  const clipped = intervals
    .map(([start, end]): [number, number] => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = from;
  for (const [start, end] of clipped) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

/**
 * Reads one load of `url` from its trace. Throws if the trace has no navigation to `url` (the
 * wrong categories, or another page).
 */
export function pageTimeline(events: readonly TraceEvent[], url: string, marks: PageMarks) {
  // A fragment (the newsletter's token) is not part of the document's address.
  const document = url.split('#')[0];
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      String(event.args?.data?.documentLoaderURL).split('#')[0] === document,
  );
  if (!navigation) throw new Error(`The trace has no navigation to ${url}`);
  const { pid, tid } = navigation;
  const msOf = (ts: number) => (ts - navigation.ts) / 1000;

  const scripts = new Set(
    events
      .filter(
        (event) =>
          event.name === 'ResourceSendRequest' && event.args?.data?.resourceType === 'Script',
      )
      .map((event) => event.args!.data!.requestId),
  );
  const scriptArrivals = events
    .filter(
      (event) =>
        event.name === 'ResourceFinish' &&
        event.pid === pid &&
        scripts.has(event.args?.data?.requestId) &&
        event.args?.data?.didFail !== true,
    )
    .map((event) => msOf(event.ts))
    .filter((ms) => ms <= marks.hydratedMs);
  if (scriptArrivals.length === 0) throw new Error(`No script of ${url} arrived before its mark`);
  const lastScriptMs = Math.max(...scriptArrivals);

  const tasks = events
    .filter(
      (event) =>
        event.ph === 'X' && event.pid === pid && event.tid === tid && taskNames.has(event.name),
    )
    .map((event): [number, number] => [msOf(event.ts), msOf(event.ts + (event.dur ?? 0))]);
  const runningFrom = Math.max(lastScriptMs, marks.lcpMs);
  return {
    lcpMs: marks.lcpMs,
    lastScriptMs,
    hydratedMs: marks.hydratedMs,
    busyWaitingMs: coveredMs(tasks, marks.lcpMs, runningFrom),
    busyRunningMs: coveredMs(tasks, runningFrom, marks.hydratedMs),
  } satisfies PageTimeline;
}

/** The median of `values` (NaN for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * One row per route, each figure the median of its loads: when the largest paint, the last script
 * and the mark came, then how the time from the paint to the mark splits: waiting for the last
 * script (and how busy the main thread was meanwhile), and running once it was there.
 */
export function traceTable(loads: ReadonlyMap<string, readonly PageTimeline[]>): string {
  const s = (ms: number) => (ms / 1000).toFixed(2);
  const rows = [...loads].map(([route, timelines]) => {
    const of = (figure: (timeline: PageTimeline) => number) => median(timelines.map(figure));
    const waiting = of((t) => Math.max(0, t.lastScriptMs - t.lcpMs));
    const running = of((t) => t.hydratedMs - Math.max(t.lastScriptMs, t.lcpMs));
    return [
      `\`${route}\``,
      s(of((t) => t.lcpMs)),
      s(of((t) => t.lastScriptMs)),
      s(of((t) => t.hydratedMs)),
      s(of((t) => t.hydratedMs - t.lcpMs)),
      s(waiting),
      of((t) => t.busyWaitingMs).toFixed(0),
      s(running),
      of((t) => t.busyRunningMs).toFixed(0),
    ];
  });
  return [
    '| Route | LCP (s) | Last script in (s) | Hydrated (s) | Hydrated − LCP (s) | Waiting for scripts (s) | Main thread busy meanwhile (ms) | Running them (s) | Main thread busy meanwhile (ms) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}
