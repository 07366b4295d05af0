import { fieldWindow, percentileOf, timingBounds } from './field-window';

const beacon = (
  release: string,
  fields: { views?: number; errors?: number; lcp?: number[]; inp?: number[] },
) => ({
  remote: 'marketing',
  release,
  views: fields.views ?? 0,
  errors: Array.from({ length: fields.errors ?? 0 }, () => 'render' as const),
  vitals: [
    ...(fields.lcp ?? []).map((value) => ({ name: 'LCP' as const, value })),
    ...(fields.inp ?? []).map((value) => ({ name: 'INP' as const, value })),
  ],
});

describe('the field window', () => {
  it('gives each live release its views, errors, error rate and p75 LCP and INP', () => {
    const window = fieldWindow();
    window.record(beacon('m-1', { views: 3, errors: 1, lcp: [1000], inp: [80] }));
    window.record(beacon('m-1', { views: 1, lcp: [1200, 1500, 4000], inp: [120] }));
    window.record(beacon('m-2', { views: 2, errors: 2 }));
    const [stable, candidate, unseen] = window.summary({
      marketing: ['m-1', 'm-2', 'm-3'],
    }).marketing!;
    expect(stable).toMatchObject({ release: 'm-1', views: 4, errors: 1, errorRate: 0.25 });
    expect(stable!.lcpCount).toBe(4);
    // The third of four LCPs is 1500 ms: its bucket's bound, within a tenth above it.
    expect(stable!.lcpP75).toBeGreaterThanOrEqual(1500);
    expect(stable!.lcpP75).toBeLessThan(1650);
    expect(stable!.inpP75).toBeGreaterThanOrEqual(120);
    expect(stable!.inpP75).toBeLessThan(132);
    expect(candidate).toMatchObject({ views: 2, errors: 2, errorRate: 1, lcpP75: null });
    expect(unseen).toMatchObject({ views: 0, errors: 0, errorRate: null, inpP75: null });
  });

  it('forgets a release that is no longer live', () => {
    const window = fieldWindow();
    window.record(beacon('m-1', { views: 5 }));
    window.forget('marketing', 'm-1');
    expect(window.summary({ marketing: ['m-1'] }).marketing![0]!.views).toBe(0);
  });

  it('keeps a fixed number of buckets, the largest past two minutes', () => {
    expect(timingBounds.length).toBeLessThan(120);
    expect(timingBounds.at(-1)).toBeGreaterThanOrEqual(120_000);
    const counts = timingBounds.map(() => 0);
    counts[counts.length - 1] = 1;
    expect(percentileOf(counts, 0.75)).toBe(timingBounds.at(-1));
    expect(
      percentileOf(
        timingBounds.map(() => 0),
        0.75,
      ),
    ).toBeNull();
  });
});
