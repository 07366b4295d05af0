import { routesOf } from '@site/contracts/federation';
import { Box, Container, SiteProvider, Spinner, TextLink, chakra } from '@site/ui';
import { Outlet, RouterProvider, createBrowserRouter } from '@site/ui/router';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { standalonePages } from './standalone-pages';

/**
 * The marketing remote on its own, for its team: the same pages on the same paths, in a plain
 * frame instead of the shell's (which is deployed separately).
 */
const routes = routesOf('marketing');

function StandaloneFrame() {
  return (
    <>
      <Box as="header" bg="gray.900" color="white" py="2">
        <Container maxW="7xl">
          <chakra.nav aria-label="Marketing pages" fontSize="sm">
            <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="4">
              {routes.map(({ path, module }) => (
                <li key={path}>
                  <TextLink to={path} color="white">
                    {module.slice(2)}
                  </TextLink>
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

const router = createBrowserRouter([
  {
    element: <StandaloneFrame />,
    children: routes.map(({ path, module }) => {
      const Page = lazy(standalonePages[module]);
      return { path, element: <Page /> };
    }),
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <SiteProvider>
      <RouterProvider router={router} />
    </SiteProvider>
  </StrictMode>,
);
