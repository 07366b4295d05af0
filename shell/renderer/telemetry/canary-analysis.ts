/** What the analysis of a canary reads of each release: views and errors seen in the field. */
export interface ReleaseCounts {
  release: string;
  views: number;
  errors: number;
}

export interface CanaryPolicy {
  /** The candidate is rolled back when its error rate is past this multiple of the stable's. */
  errorRateMultiple: number;
  /** Views the candidate must have had before it is judged at all. */
  minViews: number;
  /**
   * The stable release's error rate is taken as at least this, so that a stable release with no
   * error yet does not make a candidate's first error a rollback.
   */
  baselineErrorRate: number;
}

export type CanaryVerdict =
  | { kind: 'waiting'; reason: string }
  | { kind: 'healthy'; reason: string }
  | { kind: 'rollback'; reason: string };

const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;

/**
 * Whether a canary must be rolled back: its error rate (errors per view) past `errorRateMultiple`
 * times the stable release's, once it has had `minViews` views. Pure: the renderer calls it with
 * the field window's counts and acts on the verdict; the reason is what the log and the pointer's
 * history say.
 */
export function analyseCanary(
  stable: ReleaseCounts,
  candidate: ReleaseCounts,
  policy: CanaryPolicy,
): CanaryVerdict {
  if (candidate.views < policy.minViews) {
    return {
      kind: 'waiting',
      reason: `${candidate.release} has ${candidate.views} of the ${policy.minViews} views it needs to be judged`,
    };
  }
  const stableRate = stable.views > 0 ? stable.errors / stable.views : 0;
  const baseline = Math.max(stableRate, policy.baselineErrorRate);
  const candidateRate = candidate.errors / candidate.views;
  const limit = baseline * policy.errorRateMultiple;
  const figures = `${candidate.release} ${percent(candidateRate)} errors per view over ${candidate.views} views, ${stable.release} ${percent(stableRate)} over ${stable.views}`;
  if (candidateRate > limit) {
    return {
      kind: 'rollback',
      reason: `error rate past ${policy.errorRateMultiple}× the stable release's (limit ${percent(limit)}): ${figures}`,
    };
  }
  return { kind: 'healthy', reason: figures };
}
