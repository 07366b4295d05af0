import { releaseRegistry } from '@site/release-registry';
import type { CanaryPolicy, CanaryVerdict } from './telemetry/canary-analysis';
import type { Candidates } from './release-choice';

export interface CanaryWatchOptions {
  /** The release registry's folder: the renderer writes the pointer through it, as `rollback` does. */
  releasesDir: string;
  candidates: () => Candidates;
  live: () => Readonly<Record<string, string>>;
  analyse: (
    remote: string,
    stable: string,
    candidate: string,
    policy: CanaryPolicy,
  ) => CanaryVerdict;
  policy: CanaryPolicy;
  /** Reads the pointer again at once, so the rollback takes effect in this renderer now. */
  refresh: () => Promise<void>;
}

/**
 * The canary's automatic rollback (issue 37, item 6; decision 039): each canary is judged on the
 * field's figures against its stable release, and one whose error rate is past the policy's
 * multiple is stopped through the registry, the pointer's one writer, with the reason in its
 * history and in the log. Returns the check, run by the renderer on every look at the remotes.
 */
export function canaryWatch(options: CanaryWatchOptions) {
  const registry = releaseRegistry({
    releasesDir: options.releasesDir,
    // Only the pointer is written here: no release is published or addressed.
    manifestUrlOf: (remote, version) => `about:blank#${remote}/${version}`,
    retentionMs: 0,
  });
  const stopping = new Set<string>();

  return async function check(): Promise<void> {
    for (const [remote, candidate] of Object.entries(options.candidates())) {
      const stable = options.live()[remote];
      if (!candidate.canaryPercent || !stable || stopping.has(remote)) continue;
      const verdict = options.analyse(remote, stable, candidate.version, options.policy);
      if (verdict.kind !== 'rollback') continue;
      stopping.add(remote);
      try {
        await registry.stopCandidate(remote, `automatic rollback: ${verdict.reason}`);
        console.error(
          `[renderer] the "${remote}" canary ${candidate.version} is rolled back: ${verdict.reason}`,
        );
        await options.refresh();
      } catch (error) {
        console.error(`[renderer] the "${remote}" canary could not be rolled back:`, error);
      } finally {
        stopping.delete(remote);
      }
    }
  };
}
