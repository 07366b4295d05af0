import type { TraceEvent } from './page-trace';

/**
 * What the renderer's main thread did before the page's first script file ran, read from a Chrome
 * trace of one load (`npm run bench:first-layout`): its longest task, and its time in style and
 * layout. That is where the page's first paint is made, before any of its code runs.
 */
export interface FirstLayout {
  longestTaskMs: number;
  styleMs: number;
  layoutMs: number;
}

const isScriptFile = (event: TraceEvent) =>
  event.name === 'EvaluateScript' && /\.js(\?|$)/.test(String(event.args?.data?.url ?? ''));

/** Reads one load from its trace. Throws if the trace has no first paint (no page, or the wrong categories). */
export function firstLayout(events: readonly TraceEvent[]): FirstLayout {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The trace has no first contentful paint');
  // The page's main thread, by its name: the paint event itself may be traced on another.
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === paint.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error('The trace has no main thread for the painted page');
  const mainThread = events.filter(
    (event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid,
  );
  const firstScript = Math.min(
    ...mainThread.filter(isScriptFile).map((event) => event.ts),
    Number.POSITIVE_INFINITY,
  );
  const before = mainThread.filter((event) => event.ts + (event.dur ?? 0) <= firstScript);
  const ms = (events: readonly TraceEvent[]) =>
    events.reduce((total, event) => total + (event.dur ?? 0), 0) / 1000;
  return {
    longestTaskMs: Math.max(
      0,
      ...before
        .filter((event) => event.name === 'ThreadControllerImpl::RunTask')
        .map((event) => (event.dur ?? 0) / 1000),
    ),
    styleMs: ms(before.filter((event) => event.name === 'UpdateLayoutTree')),
    layoutMs: ms(before.filter((event) => event.name === 'Layout')),
  };
}
