import { gunzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { beaconPost } from './edge-policy';
import type { RunningStaticServer } from './static-server';
import { builtAppFolder, startShellHost } from './testing/built-app-folder';
import { rawRequest } from './testing/raw-request';
import { startStandIn, type StandIn } from './testing/stand-in-server';

const root = builtAppFolder();

/** What a visitor's browser sends: analytics and another site's session beside the two. */
const visitorCookies = '_ga=1; site_preview=grant.sig; session=secret; site_bucket=b-123';

describe('cookies between the visitor and the renderer (decision 039)', () => {
  let site: RunningStaticServer;
  let renderer: StandIn;

  beforeAll(async () => {
    renderer = await startStandIn(({ url, method }) => {
      if (method === 'POST') return { status: 204, headers: { 'Set-Cookie': 'beacon=1' } };
      const setCookie = ['site_bucket=b-456; Path=/; HttpOnly', 'site_preview=; Max-Age=0; Path=/'];
      if (url === '/sitemap.xml') {
        return {
          status: 200,
          headers: { 'Content-Type': 'application/xml', 'Set-Cookie': setCookie },
          body: '<urlset/>',
        };
      }
      const isPrivate = url.startsWith('/private');
      return {
        status: url.startsWith('/_preview') ? 303 : 200,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': isPrivate ? 'private, max-age=0' : 'public, max-age=0, s-maxage=60',
          ...(isPrivate || url.startsWith('/_preview') ? { 'Set-Cookie': setCookie } : {}),
        },
        // Past the size the host compresses from.
        body: `<!doctype html><title>${url}</title>${'<p>Rendered</p>'.repeat(200)}`,
      };
    });
    site = await startShellHost(root(), renderer.url);
  });
  afterAll(async () => {
    await Promise.all([site.close(), renderer.close()]);
  });
  beforeEach(() => {
    renderer.received.length = 0;
  });

  const get = (target: string, headers: Record<string, string> = {}) =>
    rawRequest(`${site.url}${target}`, { headers });

  it('passes the release cookies of a page’s request to the renderer, and no other', async () => {
    await get('/about', { Cookie: visitorCookies });
    await get('/about', { Cookie: '_ga=1; session=secret' });
    await get('/about');
    expect(renderer.received.map((call) => call.headers.cookie)).toEqual([
      'site_preview=grant.sig; site_bucket=b-123',
      undefined,
      undefined,
    ]);
  });

  it('passes each of the renderer’s Set-Cookie headers back to the visitor', async () => {
    for (const target of ['/_preview?token=grant.sig', '/private/page']) {
      const answer = await get(target, { Cookie: visitorCookies });
      expect([target, answer.headers['set-cookie']]).toEqual([
        target,
        ['site_bucket=b-456; Path=/; HttpOnly', 'site_preview=; Max-Age=0; Path=/'],
      ]);
    }
    expect((await get('/about')).headers['set-cookie']).toBeUndefined();
  });

  it('sends no cookie to the renderer’s own files, and sets none from them', async () => {
    const sitemap = await get('/sitemap.xml', { Cookie: visitorCookies });
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['set-cookie']).toBeUndefined();
    expect((await get('/main.1a2b3c4d.js', { Cookie: visitorCookies })).status).toBe(200);
    expect(renderer.received.map((call) => [call.url, call.headers.cookie])).toEqual([
      ['/sitemap.xml', undefined],
    ]);
  });

  it('sends no cookie with the telemetry beacon, and sets none from it', async () => {
    const answer = await rawRequest(`${site.url}${beaconPost.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: visitorCookies },
      body: '{}',
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(renderer.received[0]?.headers.cookie).toBeUndefined();
  });

  it('compresses a private answer, or one that sets a cookie, for its visitor only: nothing keeps it', async () => {
    const kept = jest.spyOn(LRUCache.prototype, 'set');
    try {
      const gzip = { 'Accept-Encoding': 'gzip' };
      const own = await get('/private/page', { ...gzip, Cookie: visitorCookies });
      expect(own.headers['content-encoding']).toBe('gzip');
      expect(own.headers['cache-control']).toBe('private, max-age=0');
      expect(gunzipSync(own.body).toString()).toContain('<title>/private/page</title>');
      expect(kept).not.toHaveBeenCalled();

      const shared = await get('/shared/page', gzip);
      expect(shared.headers['content-encoding']).toBe('gzip');
      expect(kept).toHaveBeenCalledTimes(1);
    } finally {
      kept.mockRestore();
    }
  });
});
