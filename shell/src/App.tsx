import { SiteProvider, SiteUrlContext } from '@site/ui';
import { BrowserRouter } from '@site/ui/router';
import type { ReactNode } from 'react';
import type { RemoteRoute } from '@site/contracts/page-routes';
import type { ServerState } from '@site/contracts/server-state';
import { RouteTableContext } from './federation/route-table-context';
import { PreviewContext } from './layout/preview-context';
import { SiteRoutes } from './routes';
import { useFrameRunning } from './running-mark';

/** What every page is rendered in, in the browser and on the server: the site's URL and design system. */
export function SiteFrame({ siteUrl, children }: { siteUrl: string; children: ReactNode }) {
  return (
    <SiteUrlContext value={siteUrl}>
      <SiteProvider>{children}</SiteProvider>
    </SiteUrlContext>
  );
}

/**
 * The site in the browser, routing the pages of `routes` (the live releases', decision 040).
 * `siteUrl` is empty on a page the server did not render (its origin).
 */
export function App({
  siteUrl = '',
  routes,
  preview,
}: {
  siteUrl?: string;
  routes: readonly RemoteRoute[];
  /** The candidate release the server rendered this page with, for a preview link's visitor. */
  preview?: ServerState['preview'];
}) {
  // `data-hydrated` once the frame, and the page's region, run (running-mark.ts).
  useFrameRunning();
  return (
    <SiteFrame siteUrl={siteUrl}>
      <RouteTableContext value={routes}>
        <PreviewContext value={preview}>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </PreviewContext>
      </RouteTableContext>
    </SiteFrame>
  );
}
