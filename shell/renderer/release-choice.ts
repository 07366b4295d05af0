import { createHash, randomBytes } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import { bucketCookie, previewCookie } from '@site/contracts/release-cookies';
import type { ReleasePreview } from '@site/contracts/server-state';
import { verifyPreview } from '@site/release-registry/preview-token';
import type { ReleaseVariant } from './render-threads';

/** The remotes' candidates now: version, and the canary's share when it is one. */
export type Candidates = Readonly<Record<string, { version: string; canaryPercent?: number }>>;

/** Which release a visitor gets, and what that means for caching (decision 039). */
export interface ReleaseChoice {
  variant: ReleaseVariant;
  /** A preview link's visitor: the banner names the release. */
  preview?: ReleasePreview;
  /**
   * `shared`: any cache may keep the page (no candidate concerns this visitor). `private`: a
   * canary runs, and the page depends on the visitor's bucket. `none`: a preview, never kept.
   */
  caching: 'shared' | 'private' | 'none';
  /** `Set-Cookie` values to send: a new visitor's bucket. */
  setCookies: string[];
}

/** How long a visitor keeps their canary bucket. */
const bucketMaxAgeSeconds = 30 * 24 * 3600;

/** A cookie's value, from a `Cookie` header. */
export const cookieValue = (header: string | undefined, name: string): string | undefined =>
  header ? parseCookie(header)[name] : undefined;

/**
 * A `Set-Cookie` value of the renderer's: first-party, sent on the site's own navigations only
 * (`SameSite=Lax`), out of reach of scripts, `Secure` on an https site; `maxAge` 0 clears it.
 */
export const setCookie = (
  name: string,
  value: string,
  options: { maxAge: number; secure: boolean; path?: string },
) =>
  stringifySetCookie(name, value, {
    maxAge: Math.max(0, Math.floor(options.maxAge)),
    path: options.path ?? '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: options.secure,
  });

/** Where a bucket id falls, 0–99: the same for the same id, in every renderer. */
const bucketOf = (id: string) => createHash('sha256').update(id).digest().readUInt32BE(0) % 100;

/**
 * The release a request is rendered with: the candidate for a visitor with a valid preview grant
 * for it, or in the canary's share of buckets; the live releases otherwise. A visitor with no
 * bucket while a canary runs gets one (a random id, no personal data), so every visitor is
 * assigned and keeps their side.
 */
export function chooseRelease(options: {
  cookieHeader: string | undefined;
  candidates: Candidates;
  previewSecret: string | undefined;
  secure: boolean;
  newBucketId?: () => string;
}): ReleaseChoice {
  const { cookieHeader, candidates, previewSecret, secure } = options;
  const token = cookieValue(cookieHeader, previewCookie);
  const grant = token && previewSecret ? verifyPreview(token, previewSecret) : undefined;
  if (grant && candidates[grant.remote]?.version === grant.version) {
    return {
      variant: 'candidate',
      preview: { remote: grant.remote, version: grant.version },
      caching: 'none',
      setCookies: [],
    };
  }
  const canaries = Object.values(candidates).flatMap((c) =>
    c.canaryPercent ? [c.canaryPercent] : [],
  );
  if (canaries.length === 0) return { variant: 'live', caching: 'shared', setCookies: [] };
  const given = cookieValue(cookieHeader, bucketCookie);
  const id = given && /^[A-Za-z0-9_-]{16,64}$/.test(given) ? given : undefined;
  const bucketId = id ?? (options.newBucketId ?? (() => randomBytes(16).toString('base64url')))();
  const setCookies = id
    ? []
    : [setCookie(bucketCookie, bucketId, { maxAge: bucketMaxAgeSeconds, secure })];
  // One share for every canary running: the largest of them.
  const inCanary = bucketOf(bucketId) < Math.max(...canaries);
  return { variant: inCanary ? 'candidate' : 'live', caching: 'private', setCookies };
}

/** The preview cookie a valid link sets, until the grant expires. */
export const previewCookieFor = (token: string, expiresAt: number, secure: boolean) =>
  setCookie(previewCookie, token, { maxAge: (expiresAt - Date.now()) / 1000, secure });

/** The preview cookie cleared. */
export const noPreviewCookie = (secure: boolean) =>
  setCookie(previewCookie, '', { maxAge: 0, secure });
