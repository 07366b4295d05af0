import type { Metric } from 'web-vitals';
import {
  telemetryConfigPath,
  telemetryPath,
  type VitalName,
} from '@site/contracts/telemetry-facts';
import { fieldBatch, type PageLabels } from './field-batch';
import type { FieldEvent, PageOf } from './field-event';
import { parseTelemetryConfig, sample, type Sampling } from './sampling';

/** How soon errors are sent once one happens, so a page left open still reports them. */
const errorSendDelayMs = 2000;

async function readSampling(): Promise<Sampling | undefined> {
  try {
    const response = await fetch(telemetryConfigPath);
    const config = response.ok ? parseTelemetryConfig(await response.json()) : undefined;
    return config && sample(config);
  } catch {
    return undefined;
  }
}

/**
 * The lazily loaded part of the reporter: samples this page view, collects its views, errors and
 * Core Web Vitals by page, and sends them with `navigator.sendBeacon` when the page is hidden
 * (or soon after an error). Returns where later events go.
 */
export function startCollector(pageOf: PageOf, earlier: readonly FieldEvent[]) {
  const batch = fieldBatch();
  const sampling = readSampling();
  let errorSend: ReturnType<typeof setTimeout> | undefined;

  const labelsOf = async (pathname: string): Promise<PageLabels | undefined> => {
    const page = await pageOf(pathname).catch(() => undefined);
    return page && { ...page, release: page.release || 'unknown' };
  };

  function send(): void {
    clearTimeout(errorSend);
    errorSend = undefined;
    for (const beacon of batch.drain()) {
      const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
      navigator.sendBeacon(telemetryPath, body);
    }
  }

  async function take(event: FieldEvent): Promise<void> {
    if (!(await sampling)?.events) return;
    const labels = await labelsOf(event.pathname);
    if (!labels) return;
    if (event.type === 'view') {
      batch.view(labels);
      return;
    }
    if (!batch.error(labels, event.kind)) send();
    else errorSend ??= setTimeout(send, errorSendDelayMs);
  }

  // The vitals are the page load's: the page the visitor landed on.
  const landing = earlier.find((event) => event.type === 'view')?.pathname ?? location.pathname;
  void sampling.then(async (drawn) => {
    if (!drawn?.vitals) return;
    const labels = await labelsOf(landing);
    if (!labels) return;
    // Only a view sampled for its vitals downloads the library.
    const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
    const vital = (metric: Metric) => batch.vital(labels, metric.name as VitalName, metric.value);
    onLCP(vital);
    onINP(vital);
    onCLS(vital);
  });

  // On the document, after web-vitals' own listeners (the window's, in the capture phase).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
  for (const event of earlier) void take(event);
  return (event: FieldEvent) => void take(event);
}
