import { standInsClosedAfterEach } from '@site/static-server/testing/stand-in-server';
import { purgerFromEnvironment } from './cdn-purge';

const standIn = standInsClosedAfterEach();

const token = 'tok-3c1f9a7e-secret';

describe('purgerFromEnvironment', () => {
  it('gives none when CDN_PURGE is unset or empty', () => {
    expect(purgerFromEnvironment({})).toBeUndefined();
    expect(purgerFromEnvironment({ CDN_PURGE: '', FASTLY_API_TOKEN: token })).toBeUndefined();
  });

  it('builds the purger CDN_PURGE names from its settings', async () => {
    const api = await standIn(() => ({ status: 200, body: JSON.stringify({ success: true }) }));
    const fastly = purgerFromEnvironment({
      CDN_PURGE: 'fastly',
      FASTLY_SERVICE_ID: 'svc',
      FASTLY_API_TOKEN: token,
      FASTLY_API_URL: api.url,
      FASTLY_SOFT_PURGE: 'true',
    });
    const cloudflare = purgerFromEnvironment({
      CDN_PURGE: 'cloudflare',
      CLOUDFLARE_ZONE_ID: 'zone',
      CLOUDFLARE_API_TOKEN: token,
      CLOUDFLARE_API_URL: api.url,
    });
    const varnish = purgerFromEnvironment({
      CDN_PURGE: 'varnish',
      VARNISH_PURGE_URL: `${api.url}/`,
    });
    expect([fastly?.name, cloudflare?.name, varnish?.name]).toEqual([
      'fastly',
      'cloudflare',
      'varnish',
    ]);
    await fastly!.purge(['a']);
    await cloudflare!.purge(['b']);
    await varnish!.purge(['c']);
    expect(api.received.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /service/svc/purge',
      'POST /client/v4/zones/zone/purge_cache',
      'PURGE /',
    ]);
    expect(api.received[0]!.headers['fastly-soft-purge']).toBe('1');
  });

  it('names each missing or wrong setting, and never a token', () => {
    const message = (env: Record<string, string | undefined>) => {
      try {
        purgerFromEnvironment(env);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('expected the settings to be refused');
    };
    expect(message({ CDN_PURGE: 'akamai' })).toMatch(
      /CDN_PURGE must be fastly, cloudflare or varnish/,
    );
    const fastly = message({
      CDN_PURGE: 'fastly',
      FASTLY_API_TOKEN: token,
      FASTLY_API_URL: 'ftp://x',
    });
    expect(fastly).toMatch(/FASTLY_SERVICE_ID is required when CDN_PURGE=fastly/);
    expect(fastly).toMatch(/FASTLY_API_URL must be an http\(s\) URL/);
    expect(fastly).not.toContain(token);
    expect(
      message({ CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zone', CLOUDFLARE_API_TOKEN: ' ' }),
    ).toMatch(/CLOUDFLARE_API_TOKEN is required when CDN_PURGE=cloudflare/);
    expect(message({ CDN_PURGE: 'varnish' })).toMatch(
      /VARNISH_PURGE_URL .* is required when CDN_PURGE=varnish/,
    );
    expect(
      message({
        CDN_PURGE: 'fastly',
        FASTLY_SERVICE_ID: 's',
        FASTLY_API_TOKEN: token,
        FASTLY_SOFT_PURGE: 'maybe',
      }),
    ).toMatch(/FASTLY_SOFT_PURGE must be true or false/);
  });
});
