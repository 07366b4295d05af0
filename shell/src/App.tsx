import { SiteProvider } from '@site/ui';
import { RouterProvider, createBrowserRouter } from '@site/ui/router';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <SiteProvider>
      <RouterProvider router={router} />
    </SiteProvider>
  );
}
