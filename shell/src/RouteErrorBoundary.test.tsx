import { SiteProvider } from '@site/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('unexpected');
  return <h1>The page</h1>;
}

const view = (path: string, broken: boolean) => (
  <SiteProvider>
    <MemoryRouter>
      <RouteErrorBoundary resetKey={path}>
        <Page broken={broken} />
      </RouteErrorBoundary>
    </MemoryRouter>
  </SiteProvider>
);

it('shows the error page until the path changes, then the page again', () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const { rerender } = render(view('/about', true));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    // The same path, even repaired: the error page stays (the visitor reloads or moves on).
    rerender(view('/about', false));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    rerender(view('/finance', false));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith(
      'Unexpected Application Error!',
      expect.objectContaining({ message: 'unexpected' }),
      expect.any(String),
    );
  } finally {
    consoleError.mockRestore();
  }
});
