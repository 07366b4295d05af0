import { SiteProvider } from '@site/ui';
import { BrowserRouter } from '@site/ui/router';
import { SiteRoutes } from './routes';

export function App() {
  return (
    <SiteProvider>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </SiteProvider>
  );
}
