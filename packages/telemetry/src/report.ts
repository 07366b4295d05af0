import type { ErrorKind } from '@site/contracts/telemetry-facts';
import type { FieldEvent, PageOf } from './field-event';

/** Events before the collector has loaded; a page that throws in a loop cannot grow it. */
const pendingMax = 50;
let pending: FieldEvent[] = [];
let sink: ((event: FieldEvent) => void) | undefined;

function record(event: FieldEvent): void {
  if (sink) sink(event);
  else if (pending.length < pendingMax) pending.push(event);
}

const inBrowser = () => typeof window !== 'undefined';

/** A view of the page at `pathname` (the first, or a navigation in the browser). */
export function reportView(pathname: string): void {
  if (inBrowser()) record({ type: 'view', pathname });
}

/** An error of `kind` on the current page. Does nothing on the server. */
export function reportError(kind: ErrorKind): void {
  if (inBrowser()) record({ type: 'error', kind, pathname: window.location.pathname });
}

/**
 * Starts the field reporter (decision 038): uncaught errors and rejections are noted at once, and
 * the collector (`web-vitals`, sampling, the beacons) loads when the browser is first idle, so the
 * page's start-up carries only this module. A browser driven by automation (`navigator.webdriver`:
 * tests, benchmarks, crawlers that say so) is no visitor: it reports nothing and loads nothing.
 */
export function startTelemetry(pageOf: PageOf): void {
  if (!inBrowser() || sink || navigator.webdriver) return;
  window.addEventListener('error', () => reportError('uncaught'));
  window.addEventListener('unhandledrejection', () => reportError('rejection'));
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
  whenIdle(() => {
    import(/* webpackChunkName: "telemetry" */ './collector')
      .then(({ startCollector }) => {
        sink = startCollector(pageOf, pending);
        pending = [];
      })
      .catch(() => undefined); // no telemetry, and nothing else lost
  });
}
