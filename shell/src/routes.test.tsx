import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { repoRoutes } from '../../test/declared-routes';
import { renderRoutes } from '../../test/render';
import { loadRemoteModule } from './federation/remote-loader';
import { routesFor } from './routes';

/** The site's routes as this repository's remotes declare them (decision 040). */
const routes = routesFor(repoRoutes);

jest.mock('./federation/remote-loader', () => ({
  loadRemoteModule: jest.fn(),
}));

const loadRemote = jest.mocked(loadRemoteModule);
const remotePage = (heading: string) => ({ default: () => <h1>{heading}</h1> });

/** The frame (header, footer) is there: the parts of the page that never depend on a remote. */
function expectFrame() {
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

/** The error was logged with `message`, the error itself and where in the page it was thrown. */
const expectLogged = (message: string, error: string) =>
  expect(consoleError).toHaveBeenCalledWith(
    message,
    expect.objectContaining({ message: error }),
    expect.any(String),
  );

describe('route table', () => {
  // Every route of every remote, a `:name` segment filled in.
  it.each(
    repoRoutes.map(({ path, remote, module }) => [path.replace(/:\w+/g, 'a-post'), remote, module]),
  )('renders %s from %s %s inside the frame', async (path, remote, module) => {
    loadRemote.mockResolvedValue(remotePage(`Page of ${module}`));
    await renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: `Page of ${module}` })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith(remote, module);
    expectFrame();
  });
});

describe('a remote that is down', () => {
  it('shows the unavailable message inside the frame, and Retry recovers without a reload', async () => {
    const user = userEvent.setup();
    loadRemote.mockRejectedValueOnce(new Error('connection refused'));
    await renderRoutes(routes, '/finance');

    expect(
      await screen.findByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    expectFrame();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expectLogged('[shell] the "marketing/./Finance" region failed:', 'connection refused');

    loadRemote.mockResolvedValue(remotePage('Finance page'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Finance page' })).toBeInTheDocument();
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();
    // The remote is asked again: a failed import is not remembered.
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('contains a remote page that throws while rendering to its own region', async () => {
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('bug in the remote');
      },
    });
    await renderRoutes(routes, '/about');
    expect(
      await screen.findByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    expectFrame();
  });

  it('lets the visitor navigate to another page that works', async () => {
    const user = userEvent.setup();
    loadRemote.mockImplementation(async (_remote, module) => {
      if (module === './BlogList') throw new Error('blog is down');
      return remotePage(`Page of ${module}`);
    });
    await renderRoutes(routes, '/blogs');
    await screen.findByRole('heading', { name: 'This section is temporarily unavailable' });
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'About Us', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Page of ./About' })).toBeInTheDocument();
  });
});

describe('404 page', () => {
  it('shows 404, Oops! Page not found and a link home, and logs the unknown path', async () => {
    await renderRoutes(routes, '/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expectFrame();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '404 Error: User attempted to access non-existent route:',
        '/no/such/page',
      ),
    );
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('a page that fails unexpectedly', () => {
  function Broken(): never {
    throw new Error('unexpected');
  }

  /** The shell's frame with a page that throws at /broken. */
  function withBrokenRoute(): RouteObject[] {
    const [frame] = routes as [RouteObject];
    return [
      {
        element: frame.element,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/', element: <h1>Home page</h1> },
        ],
      },
    ];
  }

  it('keeps the header and footer, offers a way home and logs the error', async () => {
    await renderRoutes(withBrokenRoute(), '/broken');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expectFrame();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expectLogged('Unexpected Application Error!', 'unexpected');
  });

  it('shows the next page after a navigation', async () => {
    const user = userEvent.setup();
    await renderRoutes(withBrokenRoute(), '/broken');
    await user.click(await screen.findByRole('link', { name: 'Return to Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
