import { signPreview } from '@site/release-registry/preview-token';
import { chooseRelease, cookieValue } from './release-choice';

const secret = 'a'.repeat(32);
const grant = (version: string, expiresAt = Date.now() + 60_000) =>
  signPreview({ remote: 'marketing', version, expiresAt }, secret);

const choose = (cookieHeader: string | undefined, candidates = {}) =>
  chooseRelease({ cookieHeader, candidates, previewSecret: secret, secure: true });

describe('which release a visitor gets (decision 039)', () => {
  it('is the live one, kept by any cache, when no remote has a candidate', () => {
    expect(choose(`site_preview=${grant('v2')}`)).toEqual({
      variant: 'live',
      caching: 'shared',
      setCookies: [],
    });
  });

  it('is the candidate for a preview grant of it, kept by no cache; a stale grant is ignored', () => {
    const candidates = { marketing: { version: 'v2' } };
    expect(choose(`_ga=1; site_preview=${grant('v2')}`, candidates)).toEqual({
      variant: 'candidate',
      preview: { remote: 'marketing', version: 'v2' },
      caching: 'none',
      setCookies: [],
    });
    expect(choose(`site_preview=${grant('v1')}`, candidates).variant).toBe('live');
    expect(choose(`site_preview=${grant('v2', Date.now() - 1)}`, candidates).variant).toBe('live');
    expect(choose(`site_preview=${grant('v2')}x`, candidates).variant).toBe('live');
  });

  it('assigns every visitor a bucket while a canary runs, keeps it, and splits by its share', () => {
    const canary = { marketing: { version: 'v2', canaryPercent: 50 } };
    const first = choose(undefined, canary);
    expect(first.caching).toBe('private');
    expect(first.setCookies).toEqual([
      expect.stringMatching(
        /^site_bucket=[\w-]{22}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      ),
    ]);
    const id = cookieValue(first.setCookies[0]!.split(';')[0], 'site_bucket');
    const again = choose(`site_bucket=${id}`, canary);
    expect(again).toEqual({ ...first, setCookies: [] });

    const sides = Array.from(
      { length: 400 },
      (_, n) => choose(`site_bucket=visitor-number-${String(n).padStart(6, '0')}`, canary).variant,
    );
    const inCanary = sides.filter((side) => side === 'candidate').length;
    expect(inCanary).toBeGreaterThan(150);
    expect(inCanary).toBeLessThan(250);
    expect(
      choose('site_bucket=visitor-number-000001', {
        marketing: { version: 'v2', canaryPercent: 100 },
      }).variant,
    ).toBe('candidate');
  });

  it('gives a new bucket for a malformed one', () => {
    const canary = { marketing: { version: 'v2', canaryPercent: 10 } };
    expect(choose('site_bucket=<script>', canary).setCookies).toHaveLength(1);
  });
});
