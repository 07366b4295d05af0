/**
 * Pages as their remotes declare them. Each remote owns its list (`remote-<name>/src/routes.ts`),
 * ships it with every release (its manifest's `metaData.routes`), and the shell's router, the
 * renderer and the sitemap read the live releases' lists at run time: a team adds, renames or
 * removes a page with a release of its own, and the shell is neither rebuilt nor restarted
 * (decision 040).
 */

/** A route's first-load budgets, in KiB of gzip, checked by `npm run size -- --check`. */
export interface RouteBudget {
  /** The JavaScript a first-time visitor downloads (the figure reached plus about 1 KiB). */
  jsKiB: number;
  /** The page's HTML as the renderer sends it (the figure reached plus about 1 KiB). */
  htmlKiB: number;
}

/** What a page's route says on the wire: in the remote's manifest, the renderer and the browser. */
export interface PageRoute {
  /** The path, with `:name` for a segment that is data (`/blog/:slug`). */
  path: string;
  /**
   * The name the remote exposes the page under (`./Home`): in its `mf-manifest.json` and in
   * pages rendered with the release, so it never changes once deployed.
   */
  module: `./${string}`;
  /** The page fetches data: its remote's `./prefetch` module starts the requests early. */
  prefetch?: true;
  /**
   * The page renders with data on the server, and answers a status that depends on it: its
   * remote's server build exposes `./server` (`RemoteServerModule.loadPageData`).
   */
  serverData?: true;
  /** Not for search engines (a page an email's link opens): left out of the sitemap. */
  noindex?: true;
  /**
   * The query parameters the page reads, in the order its canonical URL names them. Any other
   * (`?gclid=…`, `?utm_source=…`) is ignored: the same page, one cache entry (decision 030).
   */
  query?: readonly string[];
  /**
   * The page is the visitor's own: its query carries a token (a newsletter email's link). Never
   * kept by a cache (`private, no-store`), and its URL never enters a cache key.
   */
  personal?: true;
}

/** A page's route in its remote's source (`src/routes.ts`): the wire facts and the build's. */
export interface DeclaredRoute extends PageRoute {
  /**
   * The page component's file in `src/pages/`, without `.tsx`: its default export is the page.
   * The remote's build exposes it as `module`; its standalone mode imports it.
   */
  page: string;
  /**
   * Its first-load budgets. Every route without parameters needs them: `npm run size -- --check`
   * fails, naming the route, when one has none. A route with parameters is not measured.
   */
  budget?: RouteBudget;
}

/**
 * What a route's one shared 404 is rendered with (decision 030), in place of each `:name` segment
 * and of its first query's value: a value no page has. The renderer serves that page for every
 * unknown slug, category or page of the route, so the browser, hydrating it at another address,
 * takes the server's outcome for this value as its own.
 */
export const unknownRouteValue = '-';

/** A route of the site: a page and the remote that serves it. */
export type RemoteRoute = PageRoute & { remote: string };

/** The wire facts of a declared route, as its release's manifest carries them. */
export const pageRouteOf = ({ page: _page, budget: _budget, ...route }: DeclaredRoute): PageRoute =>
  route;

/** Whether `pathname` is a route's `path` (`:name` segments match any one segment). */
export function matchesRoute(path: string, pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const pattern = path.split('/').filter(Boolean);
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => part.startsWith(':') || part === segments[index])
  );
}

/** The route of `table` whose page renders `pathname`. */
export const routeIn = <T extends { path: string }>(
  table: readonly T[],
  pathname: string,
): T | undefined => table.find((candidate) => matchesRoute(candidate.path, pathname));

/** Whether a remote's server build exposes `./server`: one of its routes renders with data. */
export const needsServerModule = (routes: readonly PageRoute[]): boolean =>
  routes.some((route) => route.serverData);

/** Whether a remote exposes `./prefetch`: one of its routes says so. */
export const needsPrefetch = (routes: readonly PageRoute[]): boolean =>
  routes.some((route) => route.prefetch);
