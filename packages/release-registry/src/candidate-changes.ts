import type { Pointer, PointerEntry, PointerEvent } from './pointer-file';
import { ReleaseError, readRelease, type ReleaseRecord } from './release-store';

/** What the registry's pointer changes share: how they write it and record what they did. */
export interface PointerChanges {
  releasesDir: string;
  now: () => Date;
  update: (change: (pointer: Pointer) => Pointer) => Promise<unknown>;
  entryOf: (release: ReleaseRecord, since: Date) => PointerEntry;
  event: (at: Date, fields: Omit<PointerEvent, 'at'>) => PointerEvent;
}

/** The changes of a remote's candidate, through the registry's one writer of the pointer. */
export function candidateChanges({ releasesDir, now, update, entryOf, event }: PointerChanges) {
  /**
   * Makes `version` the remote's candidate: seen by visitors with a preview link, and by
   * `canaryPercent` % of the others when given (decision 039). The live release is unchanged.
   */
  async function setCandidate(
    remote: string,
    version: string,
    canaryPercent?: number,
    reason?: string,
  ): Promise<PointerEvent> {
    const release = await readRelease(releasesDir, remote, version);
    if (canaryPercent !== undefined && !(canaryPercent > 0 && canaryPercent <= 100)) {
      throw new ReleaseError('a canary is between 1 and 100 percent of visitors');
    }
    const at = now();
    let done: PointerEvent | undefined;
    await update((pointer) => {
      const current = pointer.remotes[remote];
      if (!current) throw new ReleaseError(`${remote} has no live release yet: promote one first`);
      if (current.live.version === version) {
        throw new ReleaseError(`${remote} ${version} is live already`);
      }
      const detail = canaryPercent === undefined ? 'preview' : `canary ${canaryPercent}%`;
      done = event(at, {
        remote,
        action: 'candidate',
        version,
        reason: reason ? `${detail}: ${reason}` : detail,
      });
      const candidate = {
        ...entryOf(release, at),
        ...(canaryPercent === undefined ? {} : { canaryPercent }),
      };
      return {
        remotes: { ...pointer.remotes, [remote]: { ...current, candidate } },
        history: [...pointer.history, done],
      };
    });
    return done!;
  }

  /**
   * Stops the remote's candidate (its preview and canary): every visitor is on the live release
   * again. For the operator's `rollback` during a canary, and the renderer's automatic one.
   */
  async function stopCandidate(remote: string, reason: string): Promise<PointerEvent> {
    const at = now();
    let done: PointerEvent | undefined;
    await update((pointer) => {
      const current = pointer.remotes[remote];
      if (!current?.candidate) throw new ReleaseError(`${remote} has no candidate to stop`);
      done = event(at, {
        remote,
        action: 'stop-candidate',
        version: current.candidate.version,
        reason,
      });
      return {
        remotes: {
          ...pointer.remotes,
          [remote]: { live: current.live, earlier: current.earlier },
        },
        history: [...pointer.history, done],
      };
    });
    return done!;
  }

  return { setCandidate, stopCandidate };
}
