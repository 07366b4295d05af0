import { beaconLimits, beaconSchema, maxBeaconBytes, type Beacon } from './telemetry';

const beacon: Beacon = {
  route: '/blog/:slug',
  remote: 'blog',
  release: '1.4.0-abc123',
  views: 1,
  vitals: [
    { name: 'LCP', value: 1234.5 },
    { name: 'INP', value: 96 },
    { name: 'CLS', value: 0.02 },
  ],
  errors: ['remote-load', 'render', 'uncaught', 'rejection'],
};

const accepts = (input: unknown) => beaconSchema.safeParse(input).success;

describe('the telemetry beacon', () => {
  it('accepts a beacon with views, the three vitals and each kind of error', () => {
    expect(beaconSchema.parse(beacon)).toEqual(beacon);
  });

  it('is well under the size the renderer reads, at its fullest', () => {
    const fullest: Beacon = {
      ...beacon,
      route: 'r'.repeat(beaconLimits.labelLength),
      remote: 'm'.repeat(beaconLimits.labelLength),
      release: 'v'.repeat(beaconLimits.labelLength),
      views: beaconLimits.views,
      errors: Array.from({ length: beaconLimits.errors }, () => 'remote-load' as const),
    };
    expect(accepts(fullest)).toBe(true);
    expect(JSON.stringify(fullest).length).toBeLessThan(maxBeaconBytes);
  });

  it('refuses unknown fields, at the top and in a vital', () => {
    expect(accepts({ ...beacon, url: 'https://example.com/blog/a?token=x' })).toBe(false);
    expect(accepts({ ...beacon, vitals: [{ name: 'LCP', value: 1, id: 'v4-1' }] })).toBe(false);
  });

  it('refuses a missing or empty label, and one past its length', () => {
    expect(accepts({ ...beacon, route: undefined })).toBe(false);
    expect(accepts({ ...beacon, release: '' })).toBe(false);
    expect(accepts({ ...beacon, remote: 'm'.repeat(beaconLimits.labelLength + 1) })).toBe(false);
  });

  it('refuses vitals and errors it does not know, and counts past their bounds', () => {
    expect(accepts({ ...beacon, vitals: [{ name: 'FID', value: 1 }] })).toBe(false);
    expect(accepts({ ...beacon, errors: ['network'] })).toBe(false);
    expect(accepts({ ...beacon, views: beaconLimits.views + 1 })).toBe(false);
    expect(accepts({ ...beacon, views: 1.5 })).toBe(false);
    expect(accepts({ ...beacon, views: -1 })).toBe(false);
    expect(
      accepts({
        ...beacon,
        errors: Array.from({ length: beaconLimits.errors + 1 }, () => 'render'),
      }),
    ).toBe(false);
    expect(accepts({ ...beacon, vitals: [...beacon.vitals, { name: 'LCP', value: 1 }] })).toBe(
      false,
    );
  });

  it('refuses values out of range: negative, past two minutes, a layout shift past its bound', () => {
    expect(accepts({ ...beacon, vitals: [{ name: 'LCP', value: -1 }] })).toBe(false);
    expect(
      accepts({ ...beacon, vitals: [{ name: 'INP', value: beaconLimits.maxMilliseconds + 1 }] }),
    ).toBe(false);
    expect(accepts({ ...beacon, vitals: [{ name: 'CLS', value: 101 }] })).toBe(false);
    expect(accepts({ ...beacon, vitals: [{ name: 'LCP', value: Number.NaN }] })).toBe(false);
  });
});
