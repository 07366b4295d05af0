import { remoteRoutes } from '@site/contracts/federation';
import type { RouteObject } from '@site/ui/router';
import { RemotePage } from './federation/RemotePage';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';

/**
 * The shell's router: the frame, every page route of the site (the table lives in
 * @site/contracts/federation, shared with the remotes) and the 404.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Only if the frame itself fails; page failures are caught below, inside the frame.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...remoteRoutes.map(({ path, remote, module }) => ({
            path,
            // The key gives each page its own error boundary and retry state.
            element: <RemotePage key={`${remote}/${module}`} remote={remote} module={module} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
