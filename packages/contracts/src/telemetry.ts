import * as z from 'zod/mini';

/**
 * Field telemetry (decision 038): what a visitor's browser reports of the page it runs, sent with
 * `navigator.sendBeacon` to the site's own origin, and what the renderer accepts. A beacon names
 * one page of one remote's release and carries what happened there since the last one: views,
 * Core Web Vitals (`web-vitals`), and errors by kind. No message, URL, cookie or identifier of the
 * visitor: counts and timings only.
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

const label = z.string().check(z.minLength(1), z.maxLength(beaconLimits.labelLength));

/**
 * One beacon. Strict: an unknown field is refused, so that nothing else is collected by accident.
 * `route` is the route's path pattern (`/blog/:slug`), never the address; `release` the
 * manifest's build version of the remote the page runs.
 */
export const beaconSchema = z.strictObject({
  route: label,
  remote: label,
  release: label,
  views: z.int().check(z.minimum(0), z.maximum(beaconLimits.views)),
  vitals: z
    .array(
      z
        .strictObject({
          name: z.enum(vitalNames),
          value: z.number().check(z.minimum(0), z.maximum(beaconLimits.maxMilliseconds)),
        })
        .check(
          z.refine((vital) => vital.name !== 'CLS' || vital.value <= beaconLimits.maxLayoutShift, {
            message: `CLS is at most ${beaconLimits.maxLayoutShift}`,
          }),
        ),
    )
    .check(z.maxLength(beaconLimits.vitals)),
  errors: z.array(z.enum(errorKinds)).check(z.maxLength(beaconLimits.errors)),
});

export type Beacon = z.infer<typeof beaconSchema>;

/** The sampling rates the browser follows, each between 0 and 1 (`/telemetry.json`). */
export interface TelemetryConfig {
  /** Share of page views that report their views and errors (the error rate's two counts). */
  sampleRate: number;
  /** Share of page views that report their Core Web Vitals. */
  vitalsSampleRate: number;
}
