import { SiteProvider } from '@site/ui';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';

/**
 * Renders a route table at `path`, inside the design system's provider, as the shell does.
 * Async so that the toaster's start-up updates settle inside `act`.
 */
export async function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <SiteProvider>
        <RouterProvider router={router} />
      </SiteProvider>,
    );
  });
  return { router, ...(view as RenderResult) };
}

/** Renders one element as the page at `path`. */
export const renderPage = (element: ReactElement, path = '/') =>
  renderRoutes([{ path: '*', element }], path);
