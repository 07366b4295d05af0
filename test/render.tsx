import { SiteProvider } from '@site/ui';
import { act, render, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';

/** What the router shows at the moment, for tests that follow a navigation. */
export interface CurrentLocation {
  current: Location | undefined;
}

function Routes({
  routes,
  onLocation,
}: {
  routes: RouteObject[];
  onLocation: (location: Location) => void;
}) {
  const current = useLocation();
  useEffect(() => {
    onLocation(current);
  }, [onLocation, current]);
  return useRoutes(routes);
}

/**
 * Renders a route table at `path`, inside the design system's provider, as the shell does.
 * Async so that the toaster's start-up updates settle inside `act`.
 */
export async function renderRoutes(routes: RouteObject[], path = '/') {
  const location: CurrentLocation = { current: undefined };
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <SiteProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes
            routes={routes}
            onLocation={(current) => {
              location.current = current;
            }}
          />
        </MemoryRouter>
      </SiteProvider>,
    );
  });
  return { location, ...(view as RenderResult) };
}

/** Renders one element as the page at `path`. */
export const renderPage = (element: ReactElement, path = '/') =>
  renderRoutes([{ path: '*', element }], path);
