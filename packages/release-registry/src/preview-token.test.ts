import { signPreview, verifyPreview } from './preview-token';

const secret = 'a'.repeat(32);
const grant = { remote: 'marketing', version: 'v2', expiresAt: 2_000_000 };

describe('preview tokens', () => {
  it('carries the grant back while it has not expired', () => {
    const token = signPreview(grant, secret);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifyPreview(token, secret, 1_999_999)).toEqual(grant);
  });

  it('is refused once expired, under another secret, or changed', () => {
    const token = signPreview(grant, secret);
    expect(verifyPreview(token, secret, 2_000_000)).toBeUndefined();
    expect(verifyPreview(token, 'b'.repeat(32), 1)).toBeUndefined();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify(['marketing', 'v3', 2_000_000])).toString(
      'base64url',
    );
    expect(verifyPreview(`${forged}.${signature}`, secret, 1)).toBeUndefined();
    expect(verifyPreview(`${token}.x`, secret, 1)).toBeUndefined();
    expect(verifyPreview('x'.repeat(600), secret, 1)).toBeUndefined();
  });

  it('refuses a secret too short to sign with', () => {
    expect(() => signPreview(grant, 'short')).toThrow(/at least 32 bytes/);
  });
});
