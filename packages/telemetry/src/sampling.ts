import type { TelemetryConfig } from '@site/contracts/telemetry-facts';

/** What this page view reports, decided once. */
export interface Sampling {
  /** Views and errors (the error rate's two counts, so always together). */
  events: boolean;
  vitals: boolean;
}

const isRate = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= 1;

/** The renderer's rates (`/telemetry.json`), or undefined when they are not rates. */
export function parseTelemetryConfig(input: unknown): TelemetryConfig | undefined {
  const { sampleRate, vitalsSampleRate } = (input ?? {}) as Record<string, unknown>;
  return isRate(sampleRate) && isRate(vitalsSampleRate)
    ? { sampleRate, vitalsSampleRate }
    : undefined;
}

/** Draws this page view's sampling from `config`. */
export const sample = (config: TelemetryConfig, random: () => number = Math.random): Sampling => ({
  events: random() < config.sampleRate,
  vitals: random() < config.vitalsSampleRate,
});
