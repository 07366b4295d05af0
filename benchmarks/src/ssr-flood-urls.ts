/**
 * The URLs of `bench:ssr -- --flood`: every one new, as a campaign's clicks and a scanner's guesses
 * are, and what the site must answer to each (decision 030): a page with tracking parameters is
 * that page, a path or slug nobody published is the shared 404, a path written another way is a
 * `308` to its canonical form.
 */

export type FloodKind =
  | 'tracking parameters'
  | 'tracking parameters, blog pages'
  | 'unknown path'
  | 'unknown slug'
  | 'unknown query'
  | 'doubled slash'
  | 'trailing slash';

/** The status each kind of flood URL must get. */
export const expectedStatus: Record<FloodKind, number> = {
  'tracking parameters': 200,
  'tracking parameters, blog pages': 200,
  'unknown path': 404,
  'unknown slug': 404,
  'unknown query': 404,
  'doubled slash': 308,
  'trailing slash': 308,
};

export const floodKinds = Object.keys(expectedStatus) as FloodKind[];

/** The pages the visitors read, in turn, while the flood runs. */
export const visitorPages = ['/', '/finance', '/blogs', '/contact', '/about'] as const;

/** The pages that do not depend on the blog backend. */
export const nonBlogPages = visitorPages.filter((page) => page !== '/blogs');

const trackingParameters = ['gclid', 'fbclid', 'utm_source', 'utm_campaign', 'msclkid'];

const token = () => Math.random().toString(36).slice(2, 12);
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** The `n`th URL of the flood (the kinds in turn); `slug` is a published post. */
export function floodTarget(n: number, slug: string): { kind: FloodKind; path: string } {
  const kind = floodKinds[n % floodKinds.length]!;
  const tracking = `${pick(trackingParameters)}=${token()}`;
  const page = pick([...visitorPages, `/blog/${slug}`]);
  switch (kind) {
    case 'tracking parameters':
      return { kind, path: `${pick(nonBlogPages)}?${tracking}` };
    case 'tracking parameters, blog pages':
      return { kind, path: `${pick(['/blogs', `/blog/${slug}`])}?${tracking}` };
    case 'unknown path':
      return {
        kind,
        path: pick([`/${token()}`, `/${token()}/${token()}`, `/wp-login-${token()}`]),
      };
    case 'unknown slug':
      return { kind, path: `/blog/${token()}` };
    case 'unknown query':
      return {
        kind,
        path: pick([
          `/blogs?category=${token()}`,
          `/blogs?page=${1000 + Math.floor(Math.random() * 1e9)}`,
        ]),
      };
    case 'doubled slash':
      return { kind, path: pick([`/${page}?${tracking}`, `//${token()}`]) };
    case 'trailing slash':
      return {
        kind,
        path: pick([`${page === '/' ? '/about' : page}/?${tracking}`, `/${token()}/`]),
      };
  }
}

/** What the flood client reports. */
export interface FloodResult {
  /** Epoch milliseconds of the flood's first and last second. */
  startedAt: number;
  endedAt: number;
  requestsPerSecond: number;
  completed: number;
  /** Milliseconds, over every answer (autocannon's). */
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  /** Answers by kind of URL: how many of each status, and the slowest (ms). */
  byKind: Partial<Record<FloodKind, { statuses: Record<string, number>; maxMs: number }>>;
}
