import { beaconLimits, beaconSchema } from '@site/contracts/telemetry';
import { fieldBatch } from './field-batch';
import { parseTelemetryConfig, sample } from './sampling';

const home = { route: '/', remote: 'marketing', release: 'm-1' };
const post = { route: '/blog/:slug', remote: 'blog', release: 'b-3' };

describe('the page’s batch of reports', () => {
  it('makes one beacon a page, each valid by the wire schema, and starts again', () => {
    const batch = fieldBatch();
    batch.view(home);
    batch.vital(home, 'LCP', 1800);
    batch.vital(home, 'CLS', 0.01);
    batch.vital(home, 'CLS', 0.04);
    batch.view(post);
    batch.view(post);
    batch.error(post, 'remote-load');
    const beacons = batch.drain();
    expect(beacons).toEqual([
      {
        ...home,
        views: 1,
        vitals: [
          { name: 'LCP', value: 1800 },
          { name: 'CLS', value: 0.04 },
        ],
        errors: [],
      },
      { ...post, views: 2, vitals: [], errors: ['remote-load'] },
    ]);
    for (const beacon of beacons) expect(beaconSchema.safeParse(beacon).success).toBe(true);
    expect(batch.drain()).toEqual([]);
  });

  it('keeps every count and value within the beacon’s bounds', () => {
    const batch = fieldBatch();
    for (let view = 0; view < beaconLimits.views + 5; view += 1) batch.view(home);
    const room = Array.from({ length: beaconLimits.errors + 5 }, () => batch.error(home, 'render'));
    batch.vital(home, 'INP', beaconLimits.maxMilliseconds * 3);
    batch.vital(home, 'CLS', 400);
    const [beacon] = batch.drain();
    expect(room.indexOf(false)).toBe(beaconLimits.errors - 1);
    expect(beacon!.views).toBe(beaconLimits.views);
    expect(beacon!.errors).toHaveLength(beaconLimits.errors);
    expect(beaconSchema.safeParse(beacon).success).toBe(true);
  });
});

describe('sampling', () => {
  it('reads the renderer’s rates, and nothing that is not a rate', () => {
    expect(parseTelemetryConfig({ sampleRate: 1, vitalsSampleRate: 0.1 })).toEqual({
      sampleRate: 1,
      vitalsSampleRate: 0.1,
    });
    expect(parseTelemetryConfig({ sampleRate: 2, vitalsSampleRate: 0.1 })).toBeUndefined();
    expect(parseTelemetryConfig({ sampleRate: '1', vitalsSampleRate: 0.1 })).toBeUndefined();
    expect(parseTelemetryConfig(null)).toBeUndefined();
  });

  it('draws events and vitals each at its rate', () => {
    const draws = [0.05, 0.5];
    const drawn = sample({ sampleRate: 0.1, vitalsSampleRate: 0.1 }, () => draws.shift()!);
    expect(drawn).toEqual({ events: true, vitals: false });
    expect(sample({ sampleRate: 0, vitalsSampleRate: 1 }, () => 0)).toEqual({
      events: false,
      vitals: true,
    });
  });
});
