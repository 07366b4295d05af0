import { notSentPath, shellRoutes } from '@site/contracts/federation';
import type { RemoteRoute } from '@site/contracts/page-routes';
import { useLocation, useRoutes, type RouteObject } from '@site/ui/router';
import { reportView } from '@site/telemetry';
import { Suspense, lazy, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { RemotePage } from './federation/RemotePage';
import { RouteTableContext } from './federation/route-table-context';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * A form posted with JavaScript off lands here, so a visitor whose browser runs the site's code
 * hardly ever opens it: its code is a chunk of its own (`lateChunkNames` in `@site/build`), not
 * part of every page's start-up. The server renders it whole.
 */
const NotSentPage = lazy(() =>
  import(/* webpackChunkName: "not-sent" */ './pages/NotSentPage').then((module) => ({
    default: module.NotSentPage,
  })),
);

/** The page of each of the shell's own routes (`shellRoutes`): one for every row. */
const shellPages: Record<(typeof shellRoutes)[number]['path'], ReactNode> = {
  [notSentPath]: (
    <Suspense>
      <NotSentPage />
    </Suspense>
  ),
};

/**
 * The shell's routes: the frame (which catches its pages' failures), every page of the live
 * releases (`table`, each remote's own list: decision 040), the shell's own pages and the 404.
 */
export const routesFor = (table: readonly RemoteRoute[]): RouteObject[] => [
  {
    element: <SiteLayout />,
    children: [
      ...table.map(({ path, remote, module }) => ({
        path,
        // The key gives each page its own error boundary and retry state.
        element: <RemotePage key={`${remote}/${module}`} remote={remote} module={module} />,
      })),
      ...shellRoutes.map(({ path }) => ({ path, element: shellPages[path] })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route the address names, in a boundary for failures of the frame itself. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const table = useContext(RouteTableContext);
  const route = useRoutes(useMemo(() => routesFor(table), [table]));
  useEffect(() => reportView(pathname), [pathname]);
  return <RouteErrorBoundary resetKey={pathname}>{route}</RouteErrorBoundary>;
}
