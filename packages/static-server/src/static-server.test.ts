import { gunzipSync } from 'node:zlib';
import { startStaticServer, type RunningStaticServer } from './static-server';
import { builtAppFolder } from './testing/built-app-folder';
import { rawRequest } from './testing/raw-request';

const root = builtAppFolder();
let server: RunningStaticServer;
const shellOrigin = 'http://localhost:3000';

beforeAll(async () => {
  server = await startStaticServer({
    root: root(),
    port: 0,
    spaFallback: true,
    allowedOrigins: [shellOrigin],
    contentSecurityPolicy: "default-src 'self'",
    generatedFiles: { '/remotes.json': () => '{"remotes":{}}' },
  });
});

afterAll(async () => {
  await server.close();
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathname}`, { headers });

describe('static server', () => {
  it('binds to loopback', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it.each(['/index.html', '/remoteEntry.js', '/mf-manifest.json', '/remotes.json'])(
    'makes browsers revalidate %s on every use',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(['/main.1a2b3c4d.js', '/assets/logo.0f0f0f0f.svg'])(
    'lets browsers keep the content-hashed %s for a year',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    },
  );

  it('serves index.html for deep links, with the security headers of a document', async () => {
    const response = await get('/finance');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<title>Site</title>');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await get('/missing.4d3c2b1a.js');
    expect(response.status).toBe(404);
  });

  it('allows cross-origin loading only from the allowed origins', async () => {
    const allowed = await get('/remoteEntry.js', { Origin: shellOrigin });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(shellOrigin);
    expect(allowed.headers.get('vary')).toContain('Origin');

    const other = await get('/remoteEntry.js', { Origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers CORS preflights for allowed origins', async () => {
    const response = await fetch(`${server.url}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { Origin: shellOrigin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(shellOrigin);
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('serves generated runtime files', async () => {
    const response = await get('/remotes.json');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ remotes: {} });
  });

  it('compresses text when the browser accepts gzip', async () => {
    // fetch() would decompress transparently; read the bytes as sent.
    const { headers, body } = await rawRequest(`${server.url}/main.1a2b3c4d.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toMatch(/^console\.log/);
  });

  it('answers 304 when the browser already has the current version', async () => {
    const first = await get('/remoteEntry.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/remoteEntry.js', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
  });

  it('never serves a file outside its folder', async () => {
    for (const pathname of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const response = await get(pathname);
      expect(response.status).not.toBe(200);
      expect(await response.text()).not.toContain('outside the root');
    }
  });

  it('rejects malformed paths and methods it does not serve', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    const post = await fetch(`${server.url}/index.html`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
describe('Strict-Transport-Security', () => {
  const hsts = 'max-age=63072000; includeSubDomains';
  let secure: RunningStaticServer;
  beforeAll(async () => {
    secure = await startStaticServer({
      root: root(),
      port: 0,
      spaFallback: true,
      strictTransportSecurity: hsts,
    });
  });
  afterAll(async () => {
    await secure.close();
  });

  const answers = (base: string) =>
    Promise.all([
      fetch(`${base}/`),
      fetch(`${base}/main.1a2b3c4d.js`),
      fetch(`${base}/missing.js`),
      fetch(`${base}/index.html`, { method: 'POST' }),
      fetch(`${base}/remoteEntry.js`, { method: 'OPTIONS' }),
    ]);

  it('is on every answer when configured: pages, files, 404, 405 and preflights', async () => {
    const all = await answers(secure.url);
    expect(all.map((response) => response.status)).toEqual([200, 200, 404, 405, 204]);
    expect(all.map((response) => response.headers.get('strict-transport-security'))).toEqual(
      Array(5).fill(hsts),
    );
  });

  it('is left out when not configured (plain http://localhost)', async () => {
    const all = await answers(server.url);
    expect(all.map((response) => response.headers.get('strict-transport-security'))).toEqual(
      Array(5).fill(null),
    );
  });
});
