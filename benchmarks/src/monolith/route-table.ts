import { routeIn, type RemoteRoute } from '@site/contracts/page-routes';
import type * as Federated from '../../../shell/src/federation/route-table';
import { repoRoutes } from '../../../test/declared-routes';

/**
 * The shell's route table in the comparison build only (`npm run build:monolith`, decision 007),
 * in place of `shell/src/federation/route-table.ts`: the remotes' routes are bundled, not read
 * from their releases. Typed after the federated module's, so the two cannot drift apart.
 */
const table: readonly RemoteRoute[] = repoRoutes.map(
  ({ page: _page, budget: _budget, ...route }) => route,
);

export const loadRouteTable: typeof Federated.loadRouteTable = () => Promise.resolve(table);

export const routeOf: typeof Federated.routeOf = (pathname) =>
  Promise.resolve(routeIn(table, pathname));
