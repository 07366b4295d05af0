import { SiteProvider, SiteUrlContext } from '@site/ui';
import { BrowserRouter } from '@site/ui/router';
import type { ReactNode } from 'react';
import { SiteRoutes } from './routes';

/** What every page is rendered in, in the browser and on the server: the site's URL and design system. */
export function SiteFrame({ siteUrl, children }: { siteUrl: string; children: ReactNode }) {
  return (
    <SiteUrlContext value={siteUrl}>
      <SiteProvider>{children}</SiteProvider>
    </SiteUrlContext>
  );
}

/** The site in the browser. `siteUrl` is empty on a page the server did not render (its origin). */
export function App({ siteUrl = '' }: { siteUrl?: string }) {
  return (
    <SiteFrame siteUrl={siteUrl}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </SiteFrame>
  );
}
