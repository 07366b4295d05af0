import { declaredRoutes } from './declared-routes';

/**
 * A module a remote exposes, imported from its source, as its build exposes it: a page is its
 * route's `page` file in `src/pages/`, anything else (`./prefetch`, `./server`) its file in
 * `src/exposes/`.
 */
export function importRemoteModuleSource(remote: string, module: string): Promise<unknown> {
  const route = declaredRoutes[remote]?.find((candidate) => candidate.module === module);
  const file = route ? `pages/${route.page}` : `exposes/${module.slice(2)}`;
  return import(`../remote-${remote}/src/${file}`);
}
