import type { PageIndex } from '@site/contracts/federation';
import { unknownRouteValue } from '@site/contracts/page-routes';

/** A page route as the renderer reads it: the route table's rows and the shell's own pages. */
export interface PageRoute {
  path: string;
  query?: readonly string[];
  personal?: true;
}

/**
 * What the renderer does with a request for a page (decision 030), decided before anything is
 * rendered, so that a URL nobody links to costs no render:
 * - `redirect`: the path is not written the canonical way (a trailing or doubled slash, capitals
 *   in a fixed segment): `308` to the canonical path, the query as it was;
 * - `page`: rendered (or taken from the cache) under `key`, the canonical path and the query
 *   parameters its route reads, nothing else; `personal` pages have no key and are never kept;
 * - `not-found`: one shared 404, decided from the route table and the remotes' page index.
 */
export type PageRequest =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; url: string; route: string; key?: string }
  | { kind: 'not-found'; key: string; url: string; route?: string };

/** The one cache key every unknown path shares. */
export const notFoundKey = 'not-found';

/** What every unknown path is rendered as: a path no route has. */
const unknownPath = '/404';

/** The one 404 of every path the route table does not know. */
const notFound: PageRequest = { kind: 'not-found', key: notFoundKey, url: unknownPath };

/**
 * The one 404 of a route's pages the index does not name (an unknown slug, category or page):
 * the route's own "not found" (Blog Post Not Found), rendered once for a value no page has.
 */
const notFoundOf = (route: PageRoute): PageRequest => ({
  kind: 'not-found',
  key: `${notFoundKey}:${route.path}`,
  url:
    route.path.replace(/:[^/]+/g, unknownRouteValue) +
    (route.query?.length ? `?${route.query[0]}=${unknownRouteValue}` : ''),
  route: route.path,
});

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The route `segments` match, fixed segments compared without case, with the path as written. */
function matchRoute(routes: readonly PageRoute[], segments: string[]) {
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every(
      (part, index) =>
        part.startsWith(':') || part.toLowerCase() === segments[index]!.toLowerCase(),
    );
    if (!matches) continue;
    const canonical = pattern.map((part, index) => (part.startsWith(':') ? segments[index] : part));
    return { route, path: `/${canonical.join('/')}` };
  }
  return undefined;
}

/**
 * The query a route reads, as its canonical URL writes it: its parameters in its order, each at
 * most once and not empty. Undefined when a parameter comes twice (no page has that URL).
 */
function canonicalQuery(route: PageRoute, search: string): string | undefined {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of route.query ?? []) {
    const values = params.getAll(name).filter((value) => value !== '');
    if (values.length > 1) return undefined;
    if (values[0] !== undefined) kept.set(name, values[0]);
  }
  return kept.toString();
}

/**
 * Decides what a request target (`req.originalUrl`: path and query, as sent) is. `index` is the
 * remotes' page index when it is known; without it, data-named pages are rendered as asked.
 */
export function pageRequestOf(
  target: string,
  routes: readonly PageRoute[],
  index?: PageIndex,
): PageRequest {
  const queryAt = target.indexOf('?');
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? '' : target.slice(queryAt + 1);
  // Only the path is read: `//host/path` is a path with a doubled slash, never another host.
  if (!rawPath.startsWith('/')) return notFound;
  const segments = segmentsOf(rawPath);
  const found = matchRoute(routes, segments);
  const canonicalPath = found?.path ?? `/${segments.join('/')}`;
  if (canonicalPath !== rawPath) {
    return { kind: 'redirect', location: canonicalPath + (queryAt < 0 ? '' : `?${search}`) };
  }
  if (!found) return notFound;
  const { route, path } = found;
  if (route.personal) return { kind: 'page', url: target, route: route.path };

  const knownPaths = index?.paths[route.path];
  if (knownPaths && !knownPaths.includes(path)) return notFoundOf(route);
  const query = canonicalQuery(route, search);
  if (query === undefined) return notFoundOf(route);
  const knownQueries = index?.queries[route.path];
  if (knownQueries && !knownQueries.includes(query)) return notFoundOf(route);
  const url = query ? `${path}?${query}` : path;
  return { kind: 'page', url, route: route.path, key: url };
}
