import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startStaticServer, type RunningStaticServer } from './static-server';

let root: string;
let server: RunningStaticServer;
const shellOrigin = 'http://localhost:3000';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-server-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Site</title>');
  await writeFile(path.join(root, 'remoteEntry.js'), 'var marketing;');
  await writeFile(path.join(root, 'mf-manifest.json'), '{"id":"marketing"}');
  await writeFile(path.join(root, 'main.1a2b3c4d.js'), `console.log(${'"x",'.repeat(2000)}1);`);
  await writeFile(path.join(root, 'assets', 'logo.0f0f0f0f.svg'), '<svg/>');
  await writeFile(path.join(path.dirname(root), 'secret.txt'), 'outside the root');
  server = await startStaticServer({
    root,
    port: 0,
    spaFallback: true,
    allowedOrigins: [shellOrigin],
    contentSecurityPolicy: "default-src 'self'",
    generatedFiles: { '/remotes.json': () => '{"remotes":{}}' },
  });
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
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
    const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        request(
          `${server.url}/main.1a2b3c4d.js`,
          { headers: { 'Accept-Encoding': 'gzip' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        )
          .on('error', reject)
          .end();
      },
    );
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
      root,
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

describe('a form the browser posts to a page by itself (JavaScript off)', () => {
  const message = 'name=Ada&email=ada%40example.co.uk&message=A+private+enquiry+7f3a9c';
  const secret = 'A private enquiry 7f3a9c';
  let site: RunningStaticServer;
  let renderer: Server;
  const askedRenderer: string[] = [];

  beforeAll(async () => {
    renderer = createServer((req, res) => {
      askedRenderer.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Rendered</title>');
    });
    await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
    const { port } = renderer.address() as AddressInfo;
    site = await startStaticServer({
      root,
      port: 0,
      spaFallback: true,
      sitePages: true,
      renderer: { url: `http://127.0.0.1:${port}`, timeoutMs: 2000 },
    });
  });
  afterAll(async () => {
    await site.close();
    renderer.closeAllConnections();
    await new Promise((resolve) => renderer.close(resolve));
  });
  beforeEach(() => {
    askedRenderer.length = 0;
  });

  const post = (base: string, pathname: string, method = 'POST') =>
    fetch(`${base}${pathname}`, {
      method,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: message,
      redirect: 'manual',
    });

  it.each([
    '/contact',
    '/blogs',
    '/',
    '/blog/a-post/',
    '/newsletter/confirm?token=abc',
    '/nowhere',
  ])('sends a POST to the page %s on to the page saying it was not sent', async (pathname) => {
    const response = await post(site.url, pathname);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/not-sent');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('allow')).toBeNull();
    expect(await response.text()).not.toContain(secret);
    // Nothing of it goes further: the renderer is not asked.
    expect(askedRenderer).toEqual([]);
  });

  it.each(['/index.html', '/remotes.json', '/main.1a2b3c4d.js', '/sitemap.xml', '/missing.js'])(
    'answers a POST to the file %s with 405, as before',
    async (pathname) => {
      const response = await post(site.url, pathname);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    },
  );

  it.each(['PUT', 'PATCH', 'DELETE'])(
    'answers %s to a page with 405, as before',
    async (method) => {
      const response = await post(site.url, '/contact', method);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    },
  );

  it("answers 405 where the site's pages are not served (a remote's host)", async () => {
    const response = await post(server.url, '/contact');
    expect(response.status).toBe(405);
  });

  it('still renders the page itself for GET', async () => {
    const response = await fetch(`${site.url}/contact`);
    expect(response.status).toBe(200);
    expect(askedRenderer).toEqual(['GET /contact']);
  });

  it('answers before the body has arrived: it never waits for it or reads it', async () => {
    const answer = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      const req = request(`${site.url}/contact`, {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': String(1024 * 1024),
        },
      });
      req.on('response', (res) => {
        resolve({ status: res.statusCode, location: res.headers.location });
        res.resume();
        req.destroy();
      });
      req.on('error', reject);
      // A part of the body only; the rest never comes.
      req.write(message);
    });
    expect(answer).toEqual({ status: 303, location: '/not-sent' });
  });

  it('logs nothing of the message', async () => {
    const written: string[] = [];
    const capture = (stream: NodeJS.WriteStream) =>
      jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        written.push(String(chunk));
        return true;
      });
    const spies = [
      capture(process.stdout),
      capture(process.stderr),
      ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
        jest.spyOn(console, name).mockImplementation((...args: unknown[]) => {
          written.push(args.map(String).join(' '));
        }),
      ),
    ];
    try {
      for (const pathname of ['/contact', '/remotes.json', '/blogs?category=Finance']) {
        await (await post(site.url, pathname)).text();
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(written.join('\n')).not.toMatch(/7f3a9c|private|ada/i);
  });
});

describe('in front of the renderer (decision 030)', () => {
  let site: RunningStaticServer;
  let renderer: Server;
  let other: Server;
  const asked: string[] = [];
  let otherAsked = 0;

  beforeAll(async () => {
    renderer = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url === '/about/') {
        res.writeHead(308, {
          Location: 'https://www.example.co.uk/about',
          'Cache-Control': 'public, max-age=0, s-maxage=60',
        });
        res.end();
        return;
      }
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
        'Surrogate-Key': 'route:/about shell:s1',
        'Cache-Tag': 'route:/about,shell:s1',
      });
      res.end('<!doctype html><title>Rendered</title>');
    });
    other = createServer((_req, res) => {
      otherAsked += 1;
      res.end('{"secret":"another service"}');
    });
    await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    site = await startStaticServer({
      root,
      port: 0,
      sitePages: true,
      renderer: {
        url: `http://127.0.0.1:${(renderer.address() as AddressInfo).port}`,
        timeoutMs: 2000,
      },
    });
  });
  afterAll(async () => {
    await site.close();
    for (const server of [renderer, other]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /** A raw request, with the target exactly as written (fetch would normalise it). */
  const raw = (target: string) =>
    new Promise<{ status?: number; headers: IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: site.port, path: target });
        req.on('response', (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      },
    );

  it('is no proxy: a target of //host/path is a path on the renderer, never another host', async () => {
    const otherHost = `127.0.0.1:${(other.address() as AddressInfo).port}`;
    const answer = await raw(`//${otherHost}/healthz`);
    expect(answer.body).not.toContain('another service');
    expect(otherAsked).toBe(0);
    expect(asked.at(-1)).toBe(`//${otherHost}/healthz`);
  });

  it('reads a target of two slashes and a query as a path, not a failed URL', async () => {
    const answer = await raw('//?x=1');
    expect(answer.status).toBeLessThan(500);
  });

  it('refuses a request target that is not a path', async () => {
    const answer = await raw('http://127.0.0.1:1/about');
    expect(answer.status).toBe(400);
  });

  it('passes on the renderer’s caching, tags and canonical redirects', async () => {
    const page = await raw('/about?gclid=1');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(page.headers['surrogate-key']).toBe('route:/about shell:s1');
    expect(page.headers['cache-tag']).toBe('route:/about,shell:s1');

    const moved = await raw('/about/');
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe('https://www.example.co.uk/about');
    expect(moved.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });
});
