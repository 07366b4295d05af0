/**
 * How long browsers and CDNs may keep each file of a built app. Files whose names carry a
 * content hash never change, so they are cached for a year; everything else (HTML, the remote
 * entry, manifests, runtime settings) must be revalidated on every use, so a deploy takes effect
 * at once.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** `name.1a2b3c4d.js`, `assets/logo.1a2b3c4d.svg`: the hash webpack puts in file names. */
export const contentHashed = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(pathname: string): string {
  return contentHashed.test(pathname) ? IMMUTABLE : REVALIDATE;
}
