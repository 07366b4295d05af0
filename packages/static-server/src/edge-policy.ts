/**
 * The site's edge, one policy for every host that serves a static bundle: the local static server
 * (`npm start`, the tests, the benchmarks) applies it as it answers, and the containers' nginx
 * configuration is generated from it when the image is built (deploy/static/, decision 031).
 * Caching, content types, CORS, security headers, the Content-Security-Policy, which paths are
 * pages (the renderer's) and what a form posted to a page gets: a rule changes here, or nowhere.
 */
export { IMMUTABLE, REVALIDATE, cacheControlFor, contentHashed } from './cache-policy';
export {
  contentSecurityPolicy,
  readInlineScriptHashes,
  type TrustedOrigins,
} from './content-security-policy';
export { compressible, contentTypeFor, contentTypes, isCompressible } from './content-types';
export { namesAFile, isPagePath, pagePostRedirect } from '@site/contracts/page-posts';
export { brotliCopy, mayHaveBrotliCopy, takesBrotli } from '@site/contracts/brotli-copies';
export { notSentPath } from '@site/contracts/federation';
export { rendererCookies } from '@site/contracts/release-cookies';
export { rendererTurnsPerClient } from '@site/contracts/client-turns';
import { rendererCookiesOf } from '@site/contracts/release-cookies';
import { shareImagePrefix } from '@site/contracts/share-image';
import {
  maxBeaconBytes,
  telemetryConfigPath,
  telemetryPath,
} from '@site/contracts/telemetry-facts';
import { maxPublishHookBytes, publishHookPath } from '@site/contracts/publish-hook';

/** Headers of every answer, errors and preflights included. */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/** Headers of HTML documents only, beside their Content-Security-Policy. */
export const documentHeaders = { 'X-Frame-Options': 'DENY' } as const;

/** The methods a static host answers; any other gets 405 with this as `Allow`. */
export const allowedMethods = 'GET, HEAD, OPTIONS';

/**
 * CORS: a remote's files are loaded by the shell's origin. An allowed `Origin` is echoed back
 * (never `*`), every answer says `Vary: Origin`, and a preflight (OPTIONS, always 204) of an
 * allowed origin gets the methods and how long the browser may keep that answer.
 */
export const cors = {
  allowMethods: allowedMethods,
  preflightMaxAgeSeconds: 600,
} as const;

/**
 * Content types worth compressing that only the renderer sends (its feed), beside those of the
 * bundles' compressible files.
 */
export const compressibleRenderedTypes = ['application/rss+xml'] as const;

/**
 * What the renderer serves beside the pages (every page path: no dot in its last segment). A new
 * page needs no change at the edge.
 */
export const rendererFiles = [
  '/sitemap.xml',
  '/robots.txt',
  '/feed.xml',
  telemetryConfigPath,
] as const;

/**
 * Folders whose files the renderer serves, whole: the blog posts' share images (decision 043),
 * tagged and kept like pages, and taking no cookie.
 */
export const rendererFolders = [shareImagePrefix] as const;

/**
 * A POST the edge passes to the renderer (decision 038): a browser's telemetry beacon, never
 * cached, its body bounded here too. Every other POST but the publish hook's keeps its answer (a
 * page's 303, else 405).
 */
export const beaconPost = { path: telemetryPath, maxBodyBytes: 2 * maxBeaconBytes } as const;

/**
 * The other POST the edge passes to the renderer (decision 045): the publish hook that the blog's
 * database calls, with its `Authorization` header (the renderer checks it) and its body, bounded
 * here as there, no cookie, never cached. Anywhere without a renderer it is a 405.
 */
export const publishHookPost = {
  path: publishHookPath,
  maxBodyBytes: maxPublishHookBytes,
} as const;

/**
 * Headers of the renderer's answer passed on to the visitor: its caching and its tags are what a
 * CDN in front keeps and purges by (decision 030); `location` is a canonical URL's `308`. The
 * host sends its own security headers and `Strict-Transport-Security` instead of the renderer's.
 */
export const rendererHeaders = [
  'content-type',
  // A page's gzip, and the ETag of the bytes sent, made once by the renderer.
  'content-encoding',
  'etag',
  'cache-control',
  'retry-after',
  'location',
  'surrogate-key',
  'cache-tag',
  // A preview (of a draft, of a release) is kept from search engines (decision 042).
  'x-robots-tag',
] as const;

/**
 * Cookies (decision 039): a page's request carries to the renderer the visitor's release cookies
 * (`rendererCookies`: a preview grant, a canary bucket, a draft preview) and no other cookie of theirs, and the
 * renderer's `Set-Cookie` headers come back to the visitor as sent. Only pages: the renderer's own
 * files (`rendererFiles`), the telemetry beacon and the bundles' files take and set no cookie.
 * This is the `Cookie` header a page's request has at the renderer: undefined for none.
 */
export const rendererCookieHeader = rendererCookiesOf;

/**
 * Whether a cache of the edge may keep an answer, or a compressed copy of it, for others: not
 * when it sets a cookie, nor when it is the visitor's own (`private`, `no-store`).
 */
export function sharedCacheMayKeep(answer: {
  cacheControl: string | undefined;
  setsCookie: boolean;
}): boolean {
  return !answer.setsCookie && !/\b(private|no-store)\b/i.test(answer.cacheControl ?? '');
}

/**
 * Request headers the renderer honours only from inside (the benchmark's uncached renders, on its
 * internal port): a host in front never passes them on from a visitor.
 */
export const rendererInternalRequestHeaders = ['X-Render-Bypass'] as const;

/**
 * Script origins a bot-check service loads its own code from, beside its script's origin. Google's
 * reCAPTCHA: api.js loads the rest from www.gstatic.com (Google's CSP guidance: script-src
 * www.google.com and www.gstatic.com; its frame comes from the script's origin).
 */
export const botCheckScriptOrigins: Readonly<Record<string, readonly string[]>> = {
  'https://www.google.com': ['https://www.gstatic.com'],
  'https://www.recaptcha.net': ['https://www.gstatic.com'],
  'https://recaptcha.net': ['https://www.gstatic.com'],
};
