import { remoteRoutes } from '@site/contracts/federation';
import { useLocation, useRoutes, type RouteObject } from '@site/ui/router';
import { RemotePage } from './federation/RemotePage';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The shell's routes: the frame (which catches its pages' failures), every page route of the site
 * (the table lives in @site/contracts/federation, shared with the remotes) and the 404.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...remoteRoutes.map(({ path, remote, module }) => ({
        path,
        // The key gives each page its own error boundary and retry state.
        element: <RemotePage key={`${remote}/${module}`} remote={remote} module={module} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route the address names, in a boundary for failures of the frame itself. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const route = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{route}</RouteErrorBoundary>;
}
