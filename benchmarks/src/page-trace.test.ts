import { coveredMs, pageTimeline, traceTable, type TraceEvent } from './page-trace';

const url = 'http://127.0.0.1:3400/contact';
const page = { pid: 7, tid: 7 };
/** The navigation starts at 1 s on the trace's clock (microseconds). */
const navigation = 1_000_000;
const at = (ms: number) => navigation + ms * 1000;

function request(id: string, type: string, sentMs: number, finishedMs: number): TraceEvent[] {
  return [
    {
      name: 'ResourceSendRequest',
      ph: 'I',
      ...page,
      ts: at(sentMs),
      args: { data: { requestId: id, resourceType: type } },
    },
    {
      name: 'ResourceFinish',
      ph: 'I',
      ...page,
      ts: at(finishedMs),
      args: { data: { requestId: id } },
    },
  ];
}

const task = (startMs: number, durationMs: number, name = 'ThreadControllerImpl::RunTask') => ({
  name,
  ph: 'X',
  ...page,
  ts: at(startMs),
  dur: durationMs * 1000,
});

const events: TraceEvent[] = [
  // Another renderer's navigation, and a blank page's: not this load.
  {
    name: 'navigationStart',
    ph: 'R',
    pid: 9,
    tid: 9,
    ts: 5,
    args: { data: { documentLoaderURL: 'http://127.0.0.1:3400/' } },
  },
  {
    name: 'navigationStart',
    ph: 'R',
    ...page,
    ts: navigation,
    args: { data: { documentLoaderURL: `${url}#token` } },
  },
  ...request('document', 'Document', 0, 500),
  ...request('startup', 'Script', 350, 1300),
  ...request('main', 'Script', 350, 900),
  ...request('icon', 'Image', 1000, 1400),
  // A script the page asks for after it runs: not on the way to the mark.
  ...request('later', 'Script', 1600, 1800),
  task(100, 50), // before the largest paint
  task(800, 100), // waiting: 800–900
  task(850, 20), // nested in the one above
  { ...task(1250, 100, 'BlinkScheduler_PerformMicrotaskCheckpoint') }, // 1250–1300 waiting, 1300–1350 running
  task(1400, 150), // running: 1400–1550
  { ...task(1420, 400), tid: 8 }, // another thread
  task(1700, 100), // after the mark
];

describe('pageTimeline', () => {
  it('splits the time from the largest paint to the mark at the last script that arrived before it', () => {
    expect(pageTimeline(events, url, { lcpMs: 700, hydratedMs: 1600 })).toEqual({
      lcpMs: 700,
      lastScriptMs: 1300,
      hydratedMs: 1600,
      busyWaitingMs: 150,
      busyRunningMs: 200,
    });
  });

  it('counts no waiting when the scripts were there before the largest paint', () => {
    const timeline = pageTimeline(events, url, { lcpMs: 1380, hydratedMs: 1600 });
    expect(timeline.busyWaitingMs).toBe(0);
    expect(timeline.busyRunningMs).toBe(150);
  });

  it('says so when the trace is not of this page', () => {
    expect(() =>
      pageTimeline(events, 'http://127.0.0.1:3400/blogs', { lcpMs: 1, hydratedMs: 2 }),
    ).toThrow('The trace has no navigation to http://127.0.0.1:3400/blogs');
  });
});

it('coveredMs counts overlapping intervals once, within the bounds', () => {
  expect(
    coveredMs(
      [
        [0, 10],
        [5, 15],
        [20, 30],
        [40, 50],
      ],
      2,
      45,
    ),
  ).toBe(13 + 10 + 5);
  expect(coveredMs([], 0, 10)).toBe(0);
});

it('traceTable gives each route the medians of its loads', () => {
  const load = (lcpMs: number, lastScriptMs: number, hydratedMs: number) => ({
    lcpMs,
    lastScriptMs,
    hydratedMs,
    busyWaitingMs: 100,
    busyRunningMs: 250,
  });
  const table = traceTable(
    new Map([['/contact', [load(700, 1300, 1600), load(600, 1200, 1500), load(900, 1400, 1800)]]]),
  );
  expect(table.split('\n')[2]).toBe(
    '| `/contact` | 0.70 | 1.30 | 1.60 | 0.90 | 0.60 | 100 | 0.30 | 250 |',
  );
});
