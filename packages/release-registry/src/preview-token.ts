import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed part of a preview link (issue 37, item 3): which remote's release a visitor may see
 * before it is live, until when. An HMAC-SHA-256 under the site's preview secret, so only the
 * registry can make one and the renderer can check it without asking anyone.
 */
export interface PreviewGrant {
  remote: string;
  version: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** A secret shorter than this is refused: the MAC is only as strong as its key. */
export const minimumSecretBytes = 32;

function checkSecret(secret: string): void {
  if (Buffer.byteLength(secret) < minimumSecretBytes) {
    throw new Error(`the preview secret must be at least ${minimumSecretBytes} bytes`);
  }
}

const mac = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`preview:${payload}`).digest();

/** `<payload>.<mac>`, both base64url: safe in a URL's query and in a cookie. */
export function signPreview(grant: PreviewGrant, secret: string): string {
  checkSecret(secret);
  const payload = Buffer.from(
    JSON.stringify([grant.remote, grant.version, grant.expiresAt]),
  ).toString('base64url');
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
}

/** The grant a token carries, if its MAC is right and it has not expired; else undefined. */
export function verifyPreview(
  token: string,
  secret: string,
  now: number = Date.now(),
): PreviewGrant | undefined {
  checkSecret(secret);
  // Bounded before any work: a token is a few dozen bytes.
  if (token.length > 512) return undefined;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = mac(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(fields) || fields.length !== 3) return undefined;
  const [remote, version, expiresAt] = fields as unknown[];
  if (typeof remote !== 'string' || typeof version !== 'string') return undefined;
  if (typeof expiresAt !== 'number' || !(now < expiresAt)) return undefined;
  return { remote, version, expiresAt };
}
