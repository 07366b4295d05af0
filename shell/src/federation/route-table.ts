import { mergeRoutes, routeIn, type RemoteRoute } from '@site/contracts/page-routes';
import { readServerState } from '@site/contracts/server-state';
import { readManifest } from './remote-container';
import { readRemotesConfig } from './remote-loader';

let table: Promise<readonly RemoteRoute[]> | undefined;

/**
 * The route table in the browser: the one the server rendered the page with, or else (the static
 * host's page, with no renderer) the live releases' own, from `remotes.json` (or, for a remote
 * it holds none for, its manifest).
 * A remote that cannot be read now serves no page; the rest of the site still does.
 */
export function loadRouteTable(): Promise<readonly RemoteRoute[]> {
  const rendered = readServerState()?.routes;
  if (rendered) return Promise.resolve(rendered);
  table ??= readRemotesConfig()
    .then(async ({ remotes, routes: held = {} }) => {
      const lists = await Promise.all(
        Object.entries(remotes).map(async ([remote, manifestUrl]) => {
          // As the remote's pointer holds them, else as its manifest declares them.
          const declared = held[remote];
          if (declared) return [remote, declared] as const;
          try {
            return [remote, (await readManifest(manifestUrl!)).routes] as const;
          } catch (error) {
            // Its pages are a 404 on this page view; the others are served.
            console.error(`[shell] the "${remote}" remote's routes could not be read:`, error);
            return [remote, []] as const;
          }
        }),
      );
      const { routes, conflicts } = mergeRoutes(Object.fromEntries(lists));
      for (const conflict of conflicts) console.error(`[shell] ${conflict}`);
      return routes;
    })
    .catch(() => []);
  return table;
}

/** The route of `pathname`, once the table is known. */
export const routeOf = async (pathname: string): Promise<RemoteRoute | undefined> =>
  routeIn(await loadRouteTable(), pathname);
