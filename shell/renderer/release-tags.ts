import type { PageRoute } from './page-request';

/** A route of the route table, with the remote that renders it (the shell's own have none). */
export type TaggedRoute = PageRoute & { remote?: string };

/** The purge tag of a remote's release: every page it rendered carries it. */
export const remoteReleaseTag = (remote: string, release: string) => `remote:${remote}:${release}`;

/** The purge tag of the shell's build: every page carries it. */
export const shellReleaseTag = (release: string) => `shell:${release}`;

/**
 * The tags of the releases a page of `route` is made with: the shell's, and its remote's live
 * release (decision 030). A page is kept across releases of the other remotes.
 */
export function releaseTagsOf(
  routes: readonly TaggedRoute[],
  shellRelease: string,
  releases: Readonly<Record<string, string>>,
) {
  const remoteOf = new Map(routes.map((route) => [route.path, route.remote]));
  return (route: string): string[] => {
    const remote = remoteOf.get(route);
    const release = remote ? releases[remote] : undefined;
    return [
      shellReleaseTag(shellRelease),
      ...(remote && release ? [remoteReleaseTag(remote, release)] : []),
    ];
  };
}

/** The tags of the releases that are no longer live: what a release going live purges. */
export function retiredReleaseTags(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): string[] {
  return Object.entries(before)
    .filter(([remote, release]) => after[remote] !== release)
    .map(([remote, release]) => remoteReleaseTag(remote, release));
}
