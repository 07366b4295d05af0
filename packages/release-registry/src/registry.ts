import path from 'node:path';
import type { RemotesConfig } from '@site/contracts/federation';
import { liveRemotesConfig } from './live-remotes';
import {
  earlierKept,
  readPointer,
  updatePointer,
  type Pointer,
  type PointerEntry,
  type PointerEvent,
  type RemotePointer,
} from './pointer-file';
import { candidateChanges } from './candidate-changes';
import { baseRemotesFileBeside, remotesFileBeside, writeRemotesFile } from './remotes-file';
import {
  ReleaseError,
  deleteRelease,
  listReleases,
  publishRelease,
  readRelease,
  releaseFolder,
  type ReleaseRecord,
} from './release-store';

export { ReleaseError, type ReleaseRecord } from './release-store';
export type { Pointer, PointerEntry, PointerEvent, RemotePointer } from './pointer-file';
export { readPointer } from './pointer-file';

/** The file of the site's pointer, beside the releases unless told otherwise. */
export const pointerFileIn = (releasesDir: string) => path.join(releasesDir, 'pointer.json');

export interface RegistryOptions {
  /** Where releases are published: `<releasesDir>/<remote>/<version>/`. */
  releasesDir: string;
  /** The pointer's file; `pointer.json` in `releasesDir` by default. */
  pointerFile?: string;
  /**
   * The environment's remotes.json, which the registry's own `remotes.json` (beside the pointer,
   * rewritten at every change) is made over; `base-remotes.json` beside the pointer by default.
   */
  baseRemotesFile?: string;
  /** Where browsers and the renderer fetch a release's manifest. */
  manifestUrlOf(remote: string, version: string): string;
  /**
   * How long a release stays online after it last served: at least the CDN's `s-maxage` plus
   * `stale-while-revalidate` plus a visit, so that a page rendered with it still hydrates.
   */
  retentionMs: number;
  now?: () => Date;
}

export interface RemoteStatus {
  live?: PointerEntry;
  previous?: PointerEntry & { retiredAt: string };
  candidate?: RemotePointer['candidate'];
}

/** Where a release stands: what `list` prints beside it. */
export type ReleaseState = 'live' | 'previous' | 'candidate' | 'earlier' | 'published';

/**
 * The release registry: the one writer of the pointer, for the operator's commands and for
 * automatic rollback alike (decision 037).
 */
export function releaseRegistry(options: RegistryOptions) {
  const { releasesDir, retentionMs } = options;
  const pointerFile = options.pointerFile ?? pointerFileIn(releasesDir);
  const now = options.now ?? (() => new Date());
  const files = {
    remotesFile: remotesFileBeside(pointerFile),
    baseFile: options.baseRemotesFile ?? baseRemotesFileBeside(pointerFile),
  };
  /** Every change of the pointer, and the remotes.json made from it. */
  const update = (change: (pointer: Pointer) => Pointer) =>
    updatePointer(pointerFile, change, (pointer) => writeRemotesFile(pointer, files));

  const entryOf = (release: ReleaseRecord, since: Date): PointerEntry => ({
    version: release.version,
    manifestUrl: options.manifestUrlOf(release.remote, release.version),
    ...(release.serverIntegrity ? { serverIntegrity: release.serverIntegrity } : {}),
    ...(release.routes ? { routes: release.routes } : {}),
    since: since.toISOString(),
  });

  const event = (at: Date, fields: Omit<PointerEvent, 'at'>): PointerEvent => ({
    at: at.toISOString(),
    ...fields,
  });

  function statusIn(pointer: Pointer, remote: string): RemoteStatus {
    const entry = pointer.remotes[remote];
    return {
      ...(entry ? { live: entry.live } : {}),
      ...(entry?.earlier.at(-1) ? { previous: entry.earlier.at(-1) } : {}),
      ...(entry?.candidate ? { candidate: entry.candidate } : {}),
    };
  }

  /** When the release last served visitors: the last time it left the pointer, else published. */
  function lastServed(pointer: Pointer, release: ReleaseRecord): string {
    const left = pointer.history.filter(
      (e) => e.remote === release.remote && e.from === release.version,
    );
    return left.at(-1)?.at ?? release.publishedAt;
  }

  return {
    pointerFile,
    /** The registry's remotes.json (none until a base file is there). */
    remotesFile: files.remotesFile,

    /** The folder of a published release; refused when there is none. */
    async folderOf(remote: string, version: string): Promise<string> {
      await readRelease(releasesDir, remote, version);
      return releaseFolder(releasesDir, remote, version);
    },

    /** Publishes a remote's build folder as a new release; refuses one already published. */
    publish: (remote: string, buildDir: string) =>
      publishRelease({ releasesDir, remote, buildDir, now: now() }),

    /** Every release of the remote, oldest first, with where it stands. */
    async list(remote: string): Promise<{ release: ReleaseRecord; state: ReleaseState }[]> {
      const [releases, pointer] = await Promise.all([
        listReleases(releasesDir, remote),
        readPointer(pointerFile),
      ]);
      const status = statusIn(pointer, remote);
      const earlier = new Set(pointer.remotes[remote]?.earlier.map((entry) => entry.version));
      const stateOf = (version: string): ReleaseState => {
        if (status.live?.version === version) return 'live';
        if (status.candidate?.version === version) return 'candidate';
        if (status.previous?.version === version) return 'previous';
        return earlier.has(version) ? 'earlier' : 'published';
      };
      return releases.map((release) => ({ release, state: stateOf(release.version) }));
    },

    /** The remote's live, previous and candidate releases. */
    status: async (remote: string): Promise<RemoteStatus> =>
      statusIn(await readPointer(pointerFile), remote),

    /** Makes `version` the live release of the remote for every visitor. */
    async promote(remote: string, version: string, reason?: string): Promise<PointerEvent> {
      const release = await readRelease(releasesDir, remote, version);
      const at = now();
      let done: PointerEvent | undefined;
      await update((pointer) => {
        const current = pointer.remotes[remote];
        if (current?.live.version === version) {
          throw new ReleaseError(`${remote} ${version} is live already`);
        }
        const earlier = (current?.earlier ?? []).filter((entry) => entry.version !== version);
        if (current) earlier.push({ ...current.live, retiredAt: at.toISOString() });
        const candidate = current?.candidate?.version === version ? undefined : current?.candidate;
        done = event(at, {
          remote,
          action: 'promote',
          version,
          ...(current ? { from: current.live.version } : {}),
          ...(reason ? { reason } : {}),
        });
        return {
          remotes: {
            ...pointer.remotes,
            [remote]: {
              live: entryOf(release, at),
              earlier: earlier.slice(-earlierKept),
              ...(candidate ? { candidate } : {}),
            },
          },
          history: [...pointer.history, done],
        };
      });
      return done!;
    },

    // A remote's candidate: its preview and canary (decision 039).
    ...candidateChanges({ releasesDir, now, update, entryOf, event }),

    /**
     * Goes back to the release that was live before, in one step, and stops any candidate. For
     * the operator's `rollback` and for the renderer's automatic one; `reason` goes in history.
     */
    async rollback(remote: string, reason: string): Promise<PointerEvent> {
      const at = now();
      let done: PointerEvent | undefined;
      await update((pointer) => {
        const current = pointer.remotes[remote];
        const previous = current?.earlier.at(-1);
        if (!current || !previous) {
          throw new ReleaseError(`${remote} has no earlier live release to go back to`);
        }
        done = event(at, {
          remote,
          action: 'rollback',
          version: previous.version,
          from: current.live.version,
          reason,
        });
        return {
          remotes: {
            ...pointer.remotes,
            [remote]: {
              live: {
                version: previous.version,
                manifestUrl: previous.manifestUrl,
                ...(previous.serverIntegrity ? { serverIntegrity: previous.serverIntegrity } : {}),
                ...(previous.routes ? { routes: previous.routes } : {}),
                since: at.toISOString(),
              },
              earlier: current.earlier.slice(0, -1),
            },
          },
          history: [...pointer.history, done],
        };
      });
      return done!;
    },

    /**
     * Deletes the releases no visitor can need any more: not live, not the candidate, not the
     * one `rollback` goes back to, and out of service for longer than the retention.
     */
    async prune(remote: string): Promise<string[]> {
      const releases = await listReleases(releasesDir, remote);
      const cutoff = now().getTime() - retentionMs;
      const keptIn = (latest: Pointer) => {
        const status = statusIn(latest, remote);
        return new Set([status.live?.version, status.previous?.version, status.candidate?.version]);
      };
      const at = now();
      const gone = new Set<string>();
      // The pointer first, re-read under its lock: it never names a release being deleted, and
      // a release promoted meanwhile is kept.
      await update((latest) => {
        const kept = keptIn(latest);
        for (const release of releases) {
          if (!kept.has(release.version) && Date.parse(lastServed(latest, release)) < cutoff) {
            gone.add(release.version);
          }
        }
        const entry = latest.remotes[remote];
        const remotes = entry
          ? {
              ...latest.remotes,
              [remote]: { ...entry, earlier: entry.earlier.filter((e) => !gone.has(e.version)) },
            }
          : latest.remotes;
        const events = [...gone].map((version) => event(at, { remote, action: 'prune', version }));
        return { remotes, history: [...latest.history, ...events] };
      });
      for (const version of gone) await deleteRelease(releasesDir, remote, version);
      return [...gone];
    },

    /** `remotes.json` from the pointer, over `fallback` for a remote with no release live. */
    remotesConfig: async (fallback: RemotesConfig) =>
      liveRemotesConfig(await readPointer(pointerFile), fallback),
  };
}

export type ReleaseRegistry = ReturnType<typeof releaseRegistry>;
