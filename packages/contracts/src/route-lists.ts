import { isRecord } from './federation';
import type { PageRoute, RemoteRoute } from './page-routes';

/**
 * The remotes' route lists as the site reads them (decision 040): merged into one table, and
 * read from a release's manifest or `remotes.json`. Not in a server-rendered page's start-up:
 * the renderer, the release registry and the static host's page (a chunk of its own) use them.
 */

/** Two routes answer the same pathnames (`/blog/:slug` and `/blog/:id`). */
const samePattern = (a: string, b: string) =>
  a.replace(/:[^/]+/g, ':') === b.replace(/:[^/]+/g, ':');

export interface RouteTable {
  routes: RemoteRoute[];
  /** Each route left out because another remote's route had the path first. */
  conflicts: string[];
}

/**
 * The site's route table from its remotes' lists: every route of every remote, but where two
 * remotes claim one path, the remote that had it in `previous` (the table live until now) keeps
 * it, else the remote listed first. The route left out is named in `conflicts`, for the log.
 */
export function mergeRoutes(
  lists: Readonly<Record<string, readonly PageRoute[]>>,
  previous: readonly RemoteRoute[] = [],
): RouteTable {
  const ownerBefore = (path: string) =>
    previous.find((route) => samePattern(route.path, path))?.remote;
  const claims = Object.entries(lists).flatMap(([remote, routes]) =>
    routes.map((route) => ({ ...route, remote })),
  );
  // Those that held their path before come first, so they win against a newcomer.
  const ordered = [
    ...claims.filter((route) => ownerBefore(route.path) === route.remote),
    ...claims.filter((route) => ownerBefore(route.path) !== route.remote),
  ];
  const routes: RemoteRoute[] = [];
  const conflicts: string[] = [];
  for (const route of ordered) {
    const holder = routes.find((taken) => samePattern(taken.path, route.path));
    if (holder && holder.remote !== route.remote) {
      conflicts.push(
        `${route.path} is claimed by the "${route.remote}" remote, but the "${holder.remote}" remote has it: left out`,
      );
    } else if (!holder) {
      routes.push(route);
    }
  }
  // In the remotes' own order, whichever won.
  return { routes: claims.filter((claim) => routes.includes(claim)), conflicts };
}

const flags = ['prefetch', 'serverData', 'noindex', 'personal'] as const;

/**
 * Reads the routes a release's manifest declares; throws naming the first problem. Hand-written,
 * like the rest of the manifest's reader: it runs in the browser on a page the server did not
 * render.
 */
export function parsePageRoutes(input: unknown, where: string): PageRoute[] {
  if (!Array.isArray(input)) throw new Error(`${where}: routes must be a list`);
  return input.map((raw, index) => {
    const at = `${where}: routes[${index}]`;
    if (!isRecord(raw)) throw new Error(`${at} is not an object`);
    const { path, module, query } = raw;
    if (typeof path !== 'string' || !/^\/[A-Za-z0-9\-._~:/]*$/.test(path) || path.includes('//')) {
      throw new Error(`${at}.path must be a path such as /careers or /blog/:slug`);
    }
    if (typeof module !== 'string' || !/^\.\/[A-Za-z0-9_-]+$/.test(module)) {
      throw new Error(`${at}.module must name an exposed module such as ./Careers`);
    }
    const route: PageRoute = { path, module: module as `./${string}` };
    for (const flag of flags) {
      if (raw[flag] === true) route[flag] = true;
      else if (raw[flag] !== undefined) throw new Error(`${at}.${flag} must be true or absent`);
    }
    if (query !== undefined) {
      if (!Array.isArray(query) || !query.every((name) => typeof name === 'string')) {
        throw new Error(`${at}.query must be a list of parameter names`);
      }
      route.query = query as string[];
    }
    return route;
  });
}
