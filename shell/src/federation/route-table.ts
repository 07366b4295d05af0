import { routeIn, type RemoteRoute } from '@site/contracts/page-routes';
import { readServerState } from '@site/contracts/server-state';

let table: Promise<readonly RemoteRoute[]> | undefined;

/**
 * The route table in the browser: the one the server rendered the page with, or else (the static
 * host's page, with no renderer) the live releases' own (`readLiveRouteTable`, loaded only then).
 */
export function loadRouteTable(): Promise<readonly RemoteRoute[]> {
  const rendered = readServerState()?.routes;
  if (rendered) return Promise.resolve(rendered);
  table ??= import(/* webpackChunkName: "route-table" */ './route-table-fallback')
    .then(({ readLiveRouteTable }) => readLiveRouteTable())
    .catch((error: unknown) => {
      console.error('[shell] the route table could not be read:', error);
      table = undefined;
      return [];
    });
  return table;
}

/** The route of `pathname`, once the table is known. */
export const routeOf = async (pathname: string): Promise<RemoteRoute | undefined> =>
  routeIn(await loadRouteTable(), pathname);
