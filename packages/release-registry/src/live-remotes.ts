import type { RemotesConfig } from '@site/contracts/federation';
import { readPointerSync, type Pointer } from './pointer-file';

/**
 * `remotes.json` as the pointer makes it: each remote with a live release is loaded from that
 * release, with its server integrity; a remote that has none yet keeps `fallback`'s place (the
 * file written from the environment), so a site with no release published works as before.
 * A remote's candidate (preview, canary) is named beside it, for the renderer (decision 039).
 */
export function liveRemotesConfig(pointer: Pointer | undefined, fallback: RemotesConfig) {
  const remotes = { ...fallback.remotes } as Record<string, string>;
  const serverIntegrity = { ...fallback.serverIntegrity } as Record<string, string>;
  const routes = { ...fallback.routes };
  const candidates: NonNullable<RemotesConfig['candidates']> = {};
  for (const [remote, { live, candidate }] of Object.entries(pointer?.remotes ?? {})) {
    if (candidate) {
      candidates[remote] = {
        version: candidate.version,
        manifestUrl: candidate.manifestUrl,
        ...(candidate.serverIntegrity ? { serverIntegrity: candidate.serverIntegrity } : {}),
        ...(candidate.routes ? { routes: candidate.routes } : {}),
        ...(candidate.canaryPercent ? { canaryPercent: candidate.canaryPercent } : {}),
      };
    }
    remotes[remote] = live.manifestUrl;
    if (live.serverIntegrity) serverIntegrity[remote] = live.serverIntegrity;
    else delete serverIntegrity[remote];
    if (live.routes) routes[remote] = live.routes;
    else delete routes[remote];
  }
  const config = { remotes } as RemotesConfig;
  if (Object.keys(serverIntegrity).length > 0) {
    config.serverIntegrity = serverIntegrity as RemotesConfig['serverIntegrity'];
  }
  if (Object.keys(routes).length > 0) config.routes = routes;
  if (Object.keys(candidates).length > 0) config.candidates = candidates;
  return config;
}

/** `remotes.json`'s text: the same bytes from every host (this one's, the registry's file). */
export const remotesJsonOf = (pointer: Pointer | undefined, fallback: RemotesConfig) =>
  JSON.stringify(liveRemotesConfig(pointer, fallback), null, 2);

/** The body of `/remotes.json` now, for a server that answers it: the pointer file read again. */
export const liveRemotesJson = (pointerFile: string, fallback: () => RemotesConfig) => () =>
  remotesJsonOf(readPointerSync(pointerFile), fallback());
