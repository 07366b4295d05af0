import { firstLayout } from './first-layout-trace';
import type { TraceEvent } from './page-trace';

const page = { pid: 7, tid: 70 };
const task = (ts: number, dur: number, name = 'ThreadControllerImpl::RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ...page,
  ts,
  dur,
});
const scriptRun = (ts: number, url: string): TraceEvent => ({
  ...task(ts, 1000, 'EvaluateScript'),
  args: { data: { url } },
});

describe('firstLayout', () => {
  const events: TraceEvent[] = [
    { name: 'thread_name', ph: 'M', ...page, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'firstContentfulPaint', ph: 'R', pid: 7, tid: 71, ts: 30_000 },
    task(1_000, 8_000),
    task(2_000, 3_000, 'UpdateLayoutTree'),
    task(10_000, 20_000),
    task(11_000, 4_000, 'UpdateLayoutTree'),
    task(15_000, 12_000, 'Layout'),
    // An inline script is part of the page's HTML, not one of its script files.
    scriptRun(31_000, 'http://127.0.0.1:3000/blogs'),
    task(40_000, 50_000),
    scriptRun(40_500, 'http://127.0.0.1:3000/startup.3def5848.js'),
    task(60_000, 9_000, 'Layout'),
    // Another thread's work is not the page's main thread.
    { ...task(5_000, 90_000), tid: 72 },
  ];

  it("reads the main thread's work before the first script file runs", () => {
    expect(firstLayout(events)).toEqual({ longestTaskMs: 20, styleMs: 7, layoutMs: 12 });
  });

  it('says when the trace has no paint', () => {
    expect(() => firstLayout(events.filter((event) => event.ph !== 'R'))).toThrow(
      'no first contentful paint',
    );
  });
});
