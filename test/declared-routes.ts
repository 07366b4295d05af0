import type { DeclaredRoute } from '@site/contracts/page-routes';
import { routes as blog } from '../remote-blog/src/routes';
import { routes as contact } from '../remote-contact/src/routes';
import { routes as marketing } from '../remote-marketing/src/routes';

/**
 * Each remote of this repository's own routes (`remote-<name>/src/routes.ts`), for the tools
 * that check the remotes as built here: the tests, the size budgets and the benchmarks. The site
 * itself reads them from the live releases (decision 040).
 */
export const declaredRoutes: Readonly<Record<string, readonly DeclaredRoute[]>> = {
  marketing,
  contact,
  blog,
};

/** Every route of this repository's remotes, each with its remote: the site as built here. */
export const repoRoutes = Object.entries(declaredRoutes).flatMap(([remote, routes]) =>
  routes.map((route) => ({ ...route, remote })),
);
