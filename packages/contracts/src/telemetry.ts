import * as z from 'zod/mini';

/**
 * Field telemetry (decision 038): what a visitor's browser reports of the page it runs, sent with
 * `navigator.sendBeacon` to the site's own origin, and what the renderer accepts. A beacon names
 * one page of one remote's release and carries what happened there since the last one: views,
 * Core Web Vitals (`web-vitals`), and errors by kind. No message, URL, cookie or identifier of the
 * visitor: counts and timings only.
 */

export * from './telemetry-facts';
import { beaconLimits, errorKinds, vitalNames } from './telemetry-facts';

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
