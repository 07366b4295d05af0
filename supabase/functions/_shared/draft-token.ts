/**
 * A draft preview link's token (decision 042): `<payload>.<signature>`, both base64url without
 * padding, where the payload is the JSON `{ "slug": "<slug>", "exp": <Unix seconds> }` and the
 * signature is HMAC-SHA-256 of the payload's base64url text under `BLOG_PREVIEW_SECRET`.
 *
 * Web Crypto only, so the same module signs in Node (the editors' command) and verifies in Deno
 * (the `get-draft` function), and a SQL function with pgcrypto's `hmac` can make the same token.
 */

export interface DraftGrant {
  slug: string;
  /** Expiry, Unix time in seconds. */
  exp: number;
}

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The shortest secret accepted: 32 bytes of its UTF-8 text, the size of the hash. */
export const minSecretBytes = 32;

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  const raw = encoder.encode(secret);
  if (raw.byteLength < minSecretBytes) {
    throw new Error(`BLOG_PREVIEW_SECRET must be at least ${minSecretBytes} bytes long.`);
  }
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** A token for `grant`, signed with `secret`. */
export async function signDraftToken(grant: DraftGrant, secret: string): Promise<string> {
  const payload = toBase64Url(encoder.encode(JSON.stringify({ slug: grant.slug, exp: grant.exp })));
  const key = await hmacKey(secret, 'sign');
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
  return `${payload}.${toBase64Url(signature)}`;
}

/**
 * The grant of a token whose signature is `secret`'s and which has not expired at `nowMs`;
 * undefined for anything else (malformed, altered, another key's, expired). The signature is
 * checked by `crypto.subtle.verify`, which compares in constant time, before the payload is read.
 */
export async function verifyDraftToken(
  token: string,
  secret: string,
  nowMs: number = Date.now(),
): Promise<DraftGrant | undefined> {
  const parts = token.split('.');
  if (parts.length !== 2) return undefined;
  const [payload, signatureText] = parts as [string, string];
  const signature = fromBase64Url(signatureText);
  if (!payload || !signature || signature.byteLength !== 32) return undefined;

  const key = await hmacKey(secret, 'verify');
  const valid = await crypto.subtle.verify('HMAC', key, signature, encoder.encode(payload));
  if (!valid) return undefined;

  const json = fromBase64Url(payload);
  if (!json) return undefined;
  let grant: unknown;
  try {
    grant = JSON.parse(new TextDecoder().decode(json));
  } catch {
    return undefined;
  }
  if (typeof grant !== 'object' || grant === null) return undefined;
  const { slug, exp } = grant as Record<string, unknown>;
  if (typeof slug !== 'string' || typeof exp !== 'number' || !Number.isFinite(exp))
    return undefined;
  if (exp * 1000 <= nowMs) return undefined;
  return { slug, exp };
}
