import { startStaticServer, type RunningStaticServer } from './static-server';
import { builtAppFolder, startShellHost } from './testing/built-app-folder';
import { capturedLogs } from './testing/captured-logs';
import { postBeforeBody, postForm } from './testing/raw-request';
import { startStandIn, type StandIn } from './testing/stand-in-server';

const root = builtAppFolder();

describe('a form the browser posts to a page by itself (JavaScript off)', () => {
  const message = 'name=Ada&email=ada%40example.co.uk&message=A+private+enquiry+7f3a9c';
  const secret = 'A private enquiry 7f3a9c';
  let site: RunningStaticServer;
  /** A remote's host: it serves no page of the site. */
  let remote: RunningStaticServer;
  let renderer: StandIn;

  beforeAll(async () => {
    renderer = await startStandIn(() => ({
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: '<!doctype html><title>Rendered</title>',
    }));
    site = await startShellHost(root(), renderer.url);
    remote = await startStaticServer({ root: root(), port: 0, spaFallback: true });
  });
  afterAll(async () => {
    await Promise.all([site.close(), remote.close(), renderer.close()]);
  });
  beforeEach(() => {
    renderer.received.length = 0;
  });

  const post = (base: string, pathname: string, method = 'POST') =>
    postForm(`${base}${pathname}`, message, method);

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
    expect(renderer.asked()).toEqual([]);
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
    const response = await post(remote.url, '/contact');
    expect(response.status).toBe(405);
  });

  it('still renders the page itself for GET', async () => {
    const response = await fetch(`${site.url}/contact`);
    expect(response.status).toBe(200);
    expect(renderer.asked()).toEqual(['GET /contact']);
  });

  it('answers before the body has arrived: it never waits for it or reads it', async () => {
    expect(await postBeforeBody(`${site.url}/contact`, message)).toEqual({
      status: 303,
      location: '/not-sent',
    });
  });

  it('logs nothing of the message', async () => {
    const logs = await capturedLogs(async () => {
      for (const pathname of ['/contact', '/remotes.json', '/blogs?category=Finance']) {
        await (await post(site.url, pathname)).text();
      }
    });
    expect(logs).not.toMatch(/7f3a9c|private|ada/i);
  });
});
