import type { RemoteRoute } from '@site/contracts/page-routes';
import { createContext } from 'react';

/**
 * The site's pages, as the live releases of its remotes declare them (decision 040): the router
 * renders what this holds. On the server, the renderer's table (`RenderSettings.routes`); in the
 * browser, the same, from the page the server rendered (`loadRouteTable`).
 */
export const RouteTableContext = createContext<readonly RemoteRoute[]>([]);
