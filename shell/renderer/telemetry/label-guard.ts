import type { Beacon } from '@site/contracts/telemetry';

/** The label of whatever a beacon names that the renderer does not know: one, fixed. */
export const otherLabel = 'other';

/** The labels a beacon is counted under. `known`: all three are the site's own. */
export interface BeaconLabels {
  route: string;
  remote: string;
  release: string;
  known: boolean;
}

export interface LabelGuardOptions {
  /** The route table now: each page's path pattern and the remote that renders it. */
  routes: () => readonly { path: string; remote?: string }[];
  /** By remote, the releases the renderer runs now. */
  live: () => Readonly<Record<string, readonly string[]>>;
  /**
   * How long a release stays accepted once it is no longer live: pages rendered before a change
   * still run it and report it for a while (the CDN's lifetime and a visit).
   */
  keepMs: number;
  /** The most releases of one remote accepted at once, the live ones first. */
  perRemote: number;
  /** Told of a release that is no longer accepted: its metrics and figures can go. */
  onRetired?: (remote: string, release: string) => void;
  now?: () => number;
}

/**
 * Labels come only from the route table and the releases the renderer runs, never from a beacon
 * alone: a forged route, remote or release is counted under `other`, so the metrics cannot grow.
 */
export function labelGuard(options: LabelGuardOptions) {
  const now = options.now ?? Date.now;
  const remoteOfRoute = () =>
    new Map(
      options
        .routes()
        .flatMap((route) => (route.remote ? [[route.path, route.remote] as const] : [])),
    );
  let remotes = new Set<string>();
  /** By remote, by release: when it was last seen live. */
  const accepted = new Map<string, Map<string, number>>();

  /** Brings the accepted releases up to date with the live ones; retires the rest. */
  function sync(): void {
    const at = now();
    const live = options.live();
    remotes = new Set(remoteOfRoute().values());
    for (const [remote, releases] of Object.entries(live)) {
      if (!remotes.has(remote)) continue;
      let seen = accepted.get(remote);
      if (!seen) accepted.set(remote, (seen = new Map()));
      for (const release of releases) if (release) seen.set(release, at);
    }
    for (const [remote, seen] of accepted) {
      const newestFirst = [...seen].sort((a, b) => b[1] - a[1]);
      for (const [index, [release, lastLive]] of newestFirst.entries()) {
        const isLive = live[remote]?.includes(release) ?? false;
        if (isLive || (index < options.perRemote && at - lastLive <= options.keepMs)) continue;
        seen.delete(release);
        options.onRetired?.(remote, release);
      }
    }
  }

  return {
    sync,
    /** The labels `beacon` is counted under. */
    labelsOf(beacon: Pick<Beacon, 'route' | 'remote' | 'release'>): BeaconLabels {
      sync();
      const remote = remotes.has(beacon.remote) ? beacon.remote : otherLabel;
      const route = remoteOfRoute().get(beacon.route) === remote ? beacon.route : otherLabel;
      const release =
        remote !== otherLabel && accepted.get(remote)?.has(beacon.release)
          ? beacon.release
          : otherLabel;
      return {
        route,
        remote,
        release,
        known: route !== otherLabel && release !== otherLabel,
      };
    },
  };
}

export type LabelGuard = ReturnType<typeof labelGuard>;
