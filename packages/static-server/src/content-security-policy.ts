/** The origins a page of the site talks to, by what it does with them. */
export interface TrustedOrigins {
  /** Remotes: their scripts, images and manifests. */
  remotes?: readonly string[];
  /** Backends called with `fetch` (blog backend, contact API); they may also serve images. */
  apis?: readonly string[];
  /** The bot-check service: its script, its token requests and (Google's) its frame. */
  botCheck?: readonly string[];
}

const list = (...groups: (readonly string[] | undefined)[]) =>
  ["'self'", ...new Set(groups.flatMap((group) => group ?? []))].join(' ');

/**
 * The Content-Security-Policy of the site's HTML: scripts, styles, images and requests only from
 * the page's own origin and the origins it is configured to use, each for what it is used for.
 * Emotion writes `<style>` elements at run time, hence `'unsafe-inline'` for styles only; no
 * script is ever inline or evaluated (the blog's JSON-LD is data, not script).
 */
export function contentSecurityPolicy({ remotes, apis, botCheck }: TrustedOrigins = {}): string {
  return [
    "default-src 'self'",
    `script-src ${list(remotes, botCheck)}`,
    `connect-src ${list(remotes, apis, botCheck)}`,
    `img-src ${list(remotes, apis)} data:`,
    `style-src 'self' 'unsafe-inline'`,
    `font-src ${list(remotes)}`,
    `frame-src ${botCheck?.length ? list(botCheck).replace("'self' ", '') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
