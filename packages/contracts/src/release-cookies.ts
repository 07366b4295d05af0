/**
 * The two first-party cookies that choose which release of a remote a visitor gets (issue 37,
 * items 3 and 4; decisions 039, 040). The edge passes these to the renderer, and nothing else of
 * a visitor's cookies; it passes the renderer's `Set-Cookie` back.
 */

/** A preview link's grant (a signed, expiring token): the candidate release, for this visitor. */
export const previewCookie = 'site_preview';

/**
 * A random id, no personal data, that keeps a visitor in the same canary bucket (strictly
 * necessary, as load-balancing cookies are: no consent needed, listed in the cookies policy).
 */
export const bucketCookie = 'site_bucket';

/** The cookies the edge passes on to the renderer, in this order. */
export const releaseCookies = [previewCookie, bucketCookie] as const;

/** Where a preview link lands (`?token=…`): the renderer sets the cookie and sends the visitor on. */
export const previewPath = '/_preview';

/** Where the preview banner's link leads: the cookie is cleared, and the visitor is back on live. */
export const leavePreviewPath = '/_preview/leave';

/**
 * Only the release cookies of a `Cookie` header, in the same form (`a=1; b=2`); undefined when it
 * has none. What the edge forwards to the renderer.
 */
export function releaseCookiesOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const kept = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => releaseCookies.some((name) => pair.startsWith(`${name}=`)));
  return kept.length > 0 ? kept.join('; ') : undefined;
}
