/**
 * The Content-Security-Policy of the site's HTML: scripts, styles, images and requests only from
 * the page's own origin and the origins it is configured to use (the remotes, later the blog
 * backend, the contact API and the bot-check service). Emotion writes `<style>` elements at run
 * time, hence `'unsafe-inline'` for styles only; no script is ever inline or evaluated.
 */
export function contentSecurityPolicy(trustedOrigins: readonly string[]): string {
  const sources = ["'self'", ...new Set(trustedOrigins)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    `connect-src ${sources}`,
    `img-src ${sources} data:`,
    `style-src 'self' 'unsafe-inline'`,
    `font-src ${sources}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
