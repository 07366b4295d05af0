import {
  allowedMethods,
  botCheckScriptOrigins,
  contentSecurityPolicy,
  cors,
  documentHeaders,
  isPagePath,
  namesAFile,
  rendererCookieHeader,
  rendererFiles,
  securityHeaders,
  sharedCacheMayKeep,
} from './edge-policy';

// The edge's rules as the site states them: every host (this server, nginx) is tested against
// the policy, so its values are pinned here, once.
describe('edge policy', () => {
  it('security headers of every answer, and of documents', () => {
    expect(securityHeaders).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    });
    expect(documentHeaders).toEqual({ 'X-Frame-Options': 'DENY' });
  });

  it('reading methods only, and CORS preflights kept ten minutes', () => {
    expect(allowedMethods).toBe('GET, HEAD, OPTIONS');
    expect(cors).toEqual({ allowMethods: 'GET, HEAD, OPTIONS', preflightMaxAgeSeconds: 600 });
  });

  it('every path without a dot in its last segment is a page', () => {
    for (const page of ['/', '/about', '/blog/a-post/', '/a.b/', '/no/such/page']) {
      expect([page, isPagePath(page), namesAFile.test(page)]).toEqual([page, true, false]);
    }
    for (const file of ['/main.1a2b3c4d.js', '/remotes.json', ...rendererFiles]) {
      expect([file, isPagePath(file)]).toEqual([file, false]);
    }
  });

  it('the renderer gets the release cookies alone, and no cache keeps a visitor’s own answer', () => {
    expect(rendererCookieHeader('_ga=1; site_bucket=b1; session=x; site_preview=p.s')).toBe(
      'site_bucket=b1; site_preview=p.s',
    );
    expect(rendererCookieHeader('_ga=1; my_site_bucket=b1')).toBeUndefined();
    const shared = 'public, max-age=0, s-maxage=60';
    expect(sharedCacheMayKeep({ cacheControl: shared, setsCookie: false })).toBe(true);
    expect(sharedCacheMayKeep({ cacheControl: 'no-cache', setsCookie: false })).toBe(true);
    expect(sharedCacheMayKeep({ cacheControl: shared, setsCookie: true })).toBe(false);
    expect(sharedCacheMayKeep({ cacheControl: 'private, max-age=0', setsCookie: false })).toBe(
      false,
    );
    expect(sharedCacheMayKeep({ cacheControl: 'Private', setsCookie: false })).toBe(false);
    expect(sharedCacheMayKeep({ cacheControl: 'private, no-store', setsCookie: false })).toBe(
      false,
    );
  });

  it("Google's reCAPTCHA may load its scripts from www.gstatic.com, and frame nothing else", () => {
    const policy = contentSecurityPolicy({
      botCheck: ['https://www.google.com'],
      botCheckScripts: botCheckScriptOrigins['https://www.google.com'],
    });
    expect(policy).toContain(
      "script-src 'self' https://www.google.com https://www.gstatic.com; connect-src 'self' https://www.google.com;",
    );
    expect(policy).toContain('frame-src https://www.google.com;');
  });
});
