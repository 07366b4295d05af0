import { parseRemoteManifest, type RemoteName } from '@site/contracts/federation';
import type { PageRoute } from '@site/contracts/page-routes';
import { manifestRoutes, parseReleaseConfig } from '@site/contracts/release-config';
import { internalUrl } from '../src/server/internal-url';
import type { BrowserCode } from '../src/server/render-page';

/** One remote as the renderer last found it. */
export interface RemoteRelease {
  name: RemoteName;
  manifestUrl: string;
  serverEntryUrl?: string;
  /** The server entry's integrity, from `remotes.json`: checked before it runs. */
  integrity?: string;
  release: string;
  builtAt?: string;
  /** Its browser files, which the pages preload. */
  browserCode?: BrowserCode;
  /** The pages it serves (its manifest's `metaData.routes`, decision 040). */
  routes: PageRoute[];
}

/** A remote's candidate release: seen with a preview link, and by a canary's share. */
export type CandidateOf = RemoteRelease & { canaryPercent?: number };

export interface RemoteReleasesOptions {
  /** Where `remotes.json` is read, as the browser reads it. */
  remotesUrl: string;
  /** Public origin → the origin the renderer reaches it at (a container network). */
  internalOrigins: Record<string, string>;
}

const fetchJson = async (
  url: string,
  timeoutMs: number,
  internalOrigins: Record<string, string>,
): Promise<unknown> => {
  const response = await fetch(internalUrl(url, internalOrigins), {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'Cache-Control': 'no-cache' },
  });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
};

/**
 * A server entry is run only from the origin `remotes.json` names for its remote (the allowlist
 * is that file): a manifest that points elsewhere gets its pages left to the browser.
 */
function allowedServerEntry(remote: RemoteName, manifestUrl: string, entry?: string) {
  if (!entry) return undefined;
  if (new URL(entry).origin === new URL(manifestUrl).origin) return entry;
  console.error(
    `[renderer] the "${remote}" remote's server entry ${entry} is not on its origin in remotes.json: not run`,
  );
  return undefined;
}

/**
 * Where the remotes are and which release each one runs: `remotes.json`, then each remote's
 * manifest. A remote that does not answer keeps the release last seen at the same place.
 */
export function remoteReleases({ remotesUrl, internalOrigins }: RemoteReleasesOptions) {
  let releases = new Map<RemoteName, RemoteRelease>();
  let candidates = new Map<RemoteName, CandidateOf>();
  const unreachable = new Set<string>();

  async function readRelease(
    remote: RemoteName,
    manifestUrl: string,
    integrity?: string,
    declared?: PageRoute[],
  ): Promise<RemoteRelease> {
    try {
      const manifest = await fetchJson(manifestUrl, 2000, internalOrigins);
      const info = parseRemoteManifest(manifest, manifestUrl);
      if (unreachable.delete(manifestUrl)) {
        console.log(`[renderer] the "${remote}" remote's manifest answers again`);
      }
      const serverEntryUrl = allowedServerEntry(remote, manifestUrl, info.serverEntryUrl);
      return {
        name: remote,
        manifestUrl,
        release: info.release,
        ...(serverEntryUrl ? { serverEntryUrl } : {}),
        ...(serverEntryUrl && integrity ? { integrity } : {}),
        ...(info.builtAt ? { builtAt: info.builtAt } : {}),
        browserCode: { entryUrl: info.entryUrl, moduleScripts: info.moduleScripts },
        // As its pointer holds them, else as its manifest declares them (decision 040).
        routes: declared ?? manifestRoutes(manifest, manifestUrl),
      };
    } catch (error) {
      // Once per outage, not at every look.
      if (!unreachable.has(manifestUrl)) {
        console.error(`[renderer] the "${remote}" remote's manifest: ${String(error)}`);
      }
      unreachable.add(manifestUrl);
      // Down for now: the release last seen at the same place stays (its files are cached by
      // the threads); a remote never seen renders as unavailable until it answers.
      const known = releases.get(remote);
      if (known?.manifestUrl === manifestUrl) return known;
      // Its pages are known from remotes.json: shown as unavailable, not as missing.
      return { name: remote, manifestUrl, release: 'unreachable', routes: declared ?? [] };
    }
  }

  return {
    /** Reads them all again; throws when `remotes.json` cannot be read. */
    async read(): Promise<Map<RemoteName, RemoteRelease>> {
      const {
        remotes,
        serverIntegrity = {},
        routes = {},
        candidates: tried = {},
      } = parseReleaseConfig(await fetchJson(remotesUrl, 2000, internalOrigins));
      const found = new Map<RemoteName, RemoteRelease>();
      await Promise.all(
        Object.entries(remotes).map(async ([name, manifestUrl]) => {
          const remote = name as RemoteName;
          if (!manifestUrl) return;
          found.set(
            remote,
            await readRelease(remote, manifestUrl, serverIntegrity[remote], routes[remote]),
          );
        }),
      );
      releases = found;
      // A candidate that cannot be read now is not offered: its visitors get the live release.
      const trying = new Map<RemoteName, CandidateOf>();
      await Promise.all(
        Object.entries(tried).map(async ([remote, candidate]) => {
          if (!candidate || !found.has(remote)) return;
          const release = await readRelease(
            remote,
            candidate.manifestUrl,
            candidate.serverIntegrity,
            candidate.routes,
          );
          if (release.release !== candidate.version) return;
          trying.set(remote, {
            ...release,
            ...(candidate.canaryPercent ? { canaryPercent: candidate.canaryPercent } : {}),
          });
        }),
      );
      candidates = trying;
      return found;
    },
    /** Each remote's candidate release (preview, canary), as last read. */
    candidates: (): ReadonlyMap<RemoteName, CandidateOf> => candidates,
    /** The live release of each remote, as last read. */
    live: (): Record<string, string> =>
      Object.fromEntries([...releases.values()].map((remote) => [remote.name, remote.release])),
  };
}
