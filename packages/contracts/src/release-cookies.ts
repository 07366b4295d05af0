/**
 * The first-party cookies that choose what a visitor is shown before everyone sees it: a
 * release of a remote (issue 37, items 3 and 4; decisions 039, 040) or a draft post (issue 38,
 * item 2; decision 042). The edge passes these to the renderer, and nothing else of a visitor's
 * cookies; it passes the renderer's `Set-Cookie` back.
 */

/** A preview link's grant (a signed, expiring token): the candidate release, for this visitor. */
export const previewCookie = 'site_preview';

/**
 * A random id, no personal data, that keeps a visitor in the same canary bucket (strictly
 * necessary, as load-balancing cookies are: no consent needed, listed in the cookies policy).
 */
export const bucketCookie = 'site_bucket';

/**
 * A draft preview link's token (signed and expiring, checked by the blog backend's own read
 * path), set by the landing page's script for the draft's path only: that page is rendered with
 * the draft, for this visitor, and kept by no cache.
 */
export const draftCookie = 'site_draft';

/** The cookies the edge passes on to the renderer, in this order. */
export const rendererCookies = [previewCookie, bucketCookie, draftCookie] as const;

/** Where a preview link lands (`?token=…`): the renderer sets the cookie and sends the visitor on. */
export const previewPath = '/_preview';

/** Where the preview banner's link leads: the cookie is cleared, and the visitor is back on live. */
export const leavePreviewPath = '/_preview/leave';

/**
 * Where a draft preview link lands: `/_preview/draft/<slug>#<token>`. The token travels in the
 * fragment, which no request carries and no log keeps; the page's script makes it the cookie.
 */
export const draftPreviewPath = '/_preview/draft';

/** Where the draft banner's link leads (`?path=<the draft's path>`): the cookie is cleared. */
export const leaveDraftPath = '/_preview/draft-leave';

/**
 * Only the renderer's cookies of a `Cookie` header, in the same form (`a=1; b=2`); undefined
 * when it has none. What the edge forwards to the renderer.
 */
export function rendererCookiesOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const kept = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => rendererCookies.some((name) => pair.startsWith(`${name}=`)));
  return kept.length > 0 ? kept.join('; ') : undefined;
}
