/**
 * HTTP Strict Transport Security, one rule for every host of the site: the static hosts (the
 * local `packages/static-server` and the containers' nginx, `deploy/static/`) and the shell's
 * renderer. Each reads `HSTS_MAX_AGE`, in seconds: unset, empty or `0` sends no header (plain
 * `http://localhost` in development), anything else `max-age=<n>; includeSubDomains` on every
 * answer. Decision 022.
 *
 * - `includeSubDomains`: the header covers the host that sends it and the names under it
 *   (`www.example.co.uk` covers only `*.www.example.co.uk`), none of which the site serves over
 *   plain HTTP.
 * - No `preload`: the preload list is a promise about the whole registrable domain, made by
 *   whoever serves its apex, not by these hosts.
 * - Browsers ignore the header on a plain-HTTP answer, so it is sent whatever the scheme: behind
 *   a proxy that ends TLS, the host itself only ever sees HTTP.
 */

/** Two years: what hstspreload.org asks for, and Mozilla's recommended configuration. */
export const recommendedHstsMaxAge = 63_072_000;

/** The largest accepted value (the entrypoint checks at most nine digits). */
const largestMaxAge = 999_999_999;

/** `HSTS_MAX_AGE` as a number of seconds (`0`: off), or an error naming the variable. */
export function parseHstsMaxAge(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return 0;
  if (!/^\d{1,9}$/.test(text) || Number(text) > largestMaxAge) {
    throw new Error(
      `HSTS_MAX_AGE must be a number of seconds (0 or empty: no header), e.g. ${recommendedHstsMaxAge}`,
    );
  }
  return Number(text);
}

/** The header's value for `maxAge` seconds, or undefined when it is off (0). */
export function strictTransportSecurity(maxAge: number): string | undefined {
  return maxAge > 0 ? `max-age=${maxAge}; includeSubDomains` : undefined;
}
