import { analyseCanary, type CanaryPolicy } from './canary-analysis';

const policy: CanaryPolicy = { errorRateMultiple: 2, minViews: 100, baselineErrorRate: 0.005 };
const stable = { release: 'm-1', views: 1000, errors: 10 };

describe('the analysis of a canary', () => {
  it('waits until the candidate has had the minimum number of views', () => {
    const verdict = analyseCanary(stable, { release: 'm-2', views: 99, errors: 99 }, policy);
    expect(verdict.kind).toBe('waiting');
    expect(verdict.reason).toContain('99 of the 100 views');
  });

  it('rolls back a candidate whose error rate is past the multiple of the stable one', () => {
    const verdict = analyseCanary(stable, { release: 'm-2', views: 100, errors: 3 }, policy);
    expect(verdict.kind).toBe('rollback');
    expect(verdict.reason).toContain('past 2× the stable release');
    expect(verdict.reason).toContain('m-2 3.00% errors per view over 100 views');
  });

  it('keeps a candidate at or under the limit', () => {
    expect(analyseCanary(stable, { release: 'm-2', views: 100, errors: 2 }, policy).kind).toBe(
      'healthy',
    );
    expect(analyseCanary(stable, { release: 'm-2', views: 100, errors: 0 }, policy).kind).toBe(
      'healthy',
    );
  });

  it('judges against the baseline when the stable release has no error, or no view yet', () => {
    const clean = { release: 'm-1', views: 0, errors: 0 };
    expect(analyseCanary(clean, { release: 'm-2', views: 1000, errors: 10 }, policy).kind).toBe(
      'healthy',
    );
    expect(analyseCanary(clean, { release: 'm-2', views: 1000, errors: 11 }, policy).kind).toBe(
      'rollback',
    );
  });
});
