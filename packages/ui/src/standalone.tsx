import type { DeclaredRoute } from '@site/contracts/page-routes';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Spinner } from '@chakra-ui/react/spinner';
import { chakra } from '@chakra-ui/react/styled-system';
import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { fixedStyles } from './fixed-styles';
import { Link } from '@site/ui/router';
import { linkStyles } from './links';
import { SiteProvider } from './SiteProvider';
import { loadSystem } from './system';

/** A link of the standalone frame's bar: the brand's link, white on the dark bar. */
const NavLink = fixedStyles(Link, { ...linkStyles, color: 'white' }, 'Standalone.NavLink');

/**
 * Imports a page component of the remote by its file name in `src/pages/` (its routes'
 * `page`), the ordinary way (the shell loads the same pages remotely). Each remote's bootstrap
 * passes a dynamic import of its own `./pages/` folder, which webpack splits by file.
 */
export type ImportPage = (page: string) => Promise<{ default: ComponentType }>;

/**
 * The plain frame of a remote run as an app of its own: a bar of links to the remote's pages
 * (those without parameters: a post is reached from the list) above the page.
 */
export function StandaloneFrame({
  remote,
  routes,
}: {
  remote: string;
  routes: readonly DeclaredRoute[];
}) {
  const linkable = routes.filter(({ path }) => !path.includes(':'));
  return (
    <>
      <Box as="header" bg="gray.900" color="white" py="2">
        <Container maxW="7xl">
          <chakra.nav aria-label={`${remote} pages`} fontSize="sm">
            <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="4">
              {linkable.map(({ path, module }) => (
                <li key={path}>
                  <NavLink to={path}>{module.slice(2)}</NavLink>
                </li>
              ))}
            </chakra.ul>
          </chakra.nav>
        </Container>
      </Box>
      <Box as="main" minH="100vh">
        <Suspense fallback={<Spinner m="8" />}>
          <Outlet />
        </Suspense>
      </Box>
    </>
  );
}

/**
 * Runs a remote as an app of its own, for its team: the same pages on the same paths, in a plain
 * frame instead of the shell's (which is deployed separately). Used only by standalone builds.
 */
export function mountStandalone(
  remote: string,
  routes: readonly DeclaredRoute[],
  importPage: ImportPage,
) {
  const router = createBrowserRouter([
    {
      element: <StandaloneFrame remote={remote} routes={routes} />,
      children: routes.map(({ path, page }) => {
        const Page = lazy(() => importPage(page));
        return { path, element: <Page /> };
      }),
    },
  ]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // Everything here is rendered by the browser, with the design system (decision 061).
  loadSystem().then(
    () =>
      createRoot(container).render(
        <StrictMode>
          <SiteProvider>
            <RouterProvider router={router} />
          </SiteProvider>
        </StrictMode>,
      ),
    (error: unknown) => console.error('[ui] the design system could not be loaded:', error),
  );
}
