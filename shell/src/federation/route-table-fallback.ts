import { remotesConfigUrl } from '@site/contracts/federation';
import type { RemoteRoute } from '@site/contracts/page-routes';
import { manifestRoutes, parseReleaseConfig } from '@site/contracts/release-config';
import { mergeRoutes } from '@site/contracts/route-lists';
import { fetchWithRetry } from '@site/runtime-config/fetch-with-retry';

const json = async (url: string): Promise<unknown> => {
  const response = await fetchWithRetry(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
};

/**
 * The live releases' route table, for the static host's page (no renderer): `remotes.json`'s
 * routes, or for a remote it holds none for, its manifest's. A chunk of its own: a page the
 * server rendered carries its table and never loads this. A remote that cannot be read now
 * serves no page on this view; the others do.
 */
export async function readLiveRouteTable(): Promise<RemoteRoute[]> {
  const { remotes, routes: held = {} } = parseReleaseConfig(await json(remotesConfigUrl));
  const lists = await Promise.all(
    Object.entries(remotes).map(async ([remote, manifestUrl]) => {
      const declared = held[remote];
      if (declared || !manifestUrl) return [remote, declared ?? []] as const;
      try {
        return [remote, manifestRoutes(await json(manifestUrl), manifestUrl)] as const;
      } catch (error) {
        console.error(`[shell] the "${remote}" remote's routes could not be read:`, error);
        return [remote, []] as const;
      }
    }),
  );
  const { routes, conflicts } = mergeRoutes(Object.fromEntries(lists));
  for (const conflict of conflicts) console.error(`[shell] ${conflict}`);
  return routes;
}
