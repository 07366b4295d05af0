import { labelGuard, otherLabel } from './label-guard';

const routes = [
  { path: '/', remote: 'marketing' },
  { path: '/blog/:slug', remote: 'blog' },
  { path: '/not-sent' },
];

function guarded(live: Record<string, string[]>) {
  let now = 0;
  const retired: string[] = [];
  const guard = labelGuard({
    routes: () => routes,
    live: () => live,
    keepMs: 60_000,
    perRemote: 2,
    now: () => now,
    onRetired: (remote, release) => retired.push(`${remote} ${release}`),
  });
  return { guard, retired, advance: (ms: number) => (now += ms), live };
}

describe('the labels of a beacon', () => {
  it('are its own when the route table and the live releases know them', () => {
    const { guard } = guarded({ marketing: ['m-1'], blog: ['b-1', 'b-2'] });
    expect(guard.labelsOf({ route: '/blog/:slug', remote: 'blog', release: 'b-2' })).toEqual({
      route: '/blog/:slug',
      remote: 'blog',
      release: 'b-2',
      known: true,
    });
  });

  it('are `other` for a route, remote or release nobody runs, so the label set cannot grow', () => {
    const { guard } = guarded({ marketing: ['m-1'] });
    const labels = [
      guard.labelsOf({ route: '/wp-admin', remote: 'marketing', release: 'm-1' }),
      guard.labelsOf({ route: '/', remote: 'marketing', release: 'forged-9' }),
      guard.labelsOf({ route: '/', remote: 'evil', release: 'm-1' }),
      guard.labelsOf({ route: '/blog/:slug', remote: 'marketing', release: 'm-1' }),
      guard.labelsOf({ route: '/not-sent', remote: 'marketing', release: 'm-1' }),
    ];
    expect(labels.map((l) => [l.route, l.remote, l.release, l.known])).toEqual([
      [otherLabel, 'marketing', 'm-1', false],
      ['/', 'marketing', otherLabel, false],
      [otherLabel, otherLabel, otherLabel, false],
      [otherLabel, 'marketing', 'm-1', false],
      [otherLabel, 'marketing', 'm-1', false],
    ]);
  });

  it('keep a release that was live for a while after it is replaced, then retire it', () => {
    const { guard, retired, advance, live } = guarded({ marketing: ['m-1'] });
    guard.sync();
    live.marketing = ['m-2'];
    advance(30_000);
    expect(guard.labelsOf({ route: '/', remote: 'marketing', release: 'm-1' }).known).toBe(true);
    advance(31_000);
    expect(guard.labelsOf({ route: '/', remote: 'marketing', release: 'm-1' }).release).toBe(
      otherLabel,
    );
    expect(retired).toEqual(['marketing m-1']);
  });

  it('accepts at most its number of releases a remote, the live ones always', () => {
    const { guard, retired, advance, live } = guarded({ marketing: ['m-1'] });
    guard.sync();
    for (const release of ['m-2', 'm-3', 'm-4']) {
      advance(1000);
      live.marketing = [release];
      guard.sync();
    }
    expect(retired).toEqual(['marketing m-1', 'marketing m-2']);
    expect(guard.labelsOf({ route: '/', remote: 'marketing', release: 'm-3' }).known).toBe(true);
    expect(guard.labelsOf({ route: '/', remote: 'marketing', release: 'm-4' }).known).toBe(true);
  });
});
