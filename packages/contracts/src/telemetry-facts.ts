/**
 * The facts of field telemetry's wire format (decision 038), without the schema: what the
 * browser's reporter needs, so that its code carries no validation library. `./telemetry` holds
 * the schema the renderer checks beacons with.
 */

/** Where beacons are posted: the one POST every layer of the edge passes to the renderer. */
export const telemetryPath = '/telemetry';

/** Where the browser reads the sampling rates (the renderer's settings), once a page is idle. */
export const telemetryConfigPath = '/telemetry.json';

/** The largest beacon the renderer reads, in bytes; a larger one is a 413 and stores nothing. */
export const maxBeaconBytes = 2048;

/** The vitals reported: Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift. */
export const vitalNames = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof vitalNames)[number];

/**
 * What failed: a remote that could not be loaded (`remote-load`), a render error caught by an
 * error boundary (`render`), an uncaught error (`uncaught`) or an unhandled rejection
 * (`rejection`).
 */
export const errorKinds = ['remote-load', 'render', 'uncaught', 'rejection'] as const;
export type ErrorKind = (typeof errorKinds)[number];

/** Bounds of one beacon: a page's life sends a few, each small. */
export const beaconLimits = {
  /** Views of the page in one beacon (a visitor who comes back to it without a reload). */
  views: 50,
  vitals: vitalNames.length,
  errors: 20,
  /** LCP and INP in milliseconds. */
  maxMilliseconds: 120_000,
  maxLayoutShift: 100,
  labelLength: 120,
} as const;

/** The sampling rates the browser follows, each between 0 and 1 (`/telemetry.json`). */
export interface TelemetryConfig {
  /** Share of page views that report their views and errors (the error rate's two counts). */
  sampleRate: number;
  /** Share of page views that report their Core Web Vitals. */
  vitalsSampleRate: number;
}
