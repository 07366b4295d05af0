import { gunzipSync, gzipSync } from 'node:zlib';
import type { RunningStaticServer } from './static-server';
import { builtAppFolder, startShellHost } from './testing/built-app-folder';
import { capturedLogs } from './testing/captured-logs';
import { rawRequest } from './testing/raw-request';
import { startStandIn, type StandIn } from './testing/stand-in-server';

const root = builtAppFolder();

describe('in front of the renderer (decision 030)', () => {
  let site: RunningStaticServer;
  let renderer: StandIn;
  let other: StandIn;

  beforeAll(async () => {
    renderer = await startStandIn(({ url }) =>
      url === '/about/'
        ? {
            status: 308,
            headers: {
              Location: 'https://www.example.co.uk/about',
              'Cache-Control': 'public, max-age=0, s-maxage=60',
            },
          }
        : {
            status: 200,
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
              'Surrogate-Key': 'route:/about shell:s1',
              'Cache-Tag': 'route:/about,shell:s1',
            },
            body: '<!doctype html><title>Rendered</title>',
          },
    );
    other = await startStandIn(() => ({ status: 200, body: '{"secret":"another service"}' }));
    site = await startShellHost(root(), renderer.url);
  });
  afterAll(async () => {
    await Promise.all([site.close(), renderer.close(), other.close()]);
  });

  /** A request with the target exactly as written (fetch would normalise it). */
  const raw = async (target: string) => {
    const answer = await rawRequest(site.url, { target });
    return { ...answer, body: answer.body.toString() };
  };

  it('is no proxy: a target of //host/path is a path on the renderer, never another host', async () => {
    const otherHost = `127.0.0.1:${other.port}`;
    const answer = await raw(`//${otherHost}/healthz`);
    expect(answer.body).not.toContain('another service');
    expect(other.received).toHaveLength(0);
    expect(renderer.received.at(-1)?.url).toBe(`//${otherHost}/healthz`);
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

describe('a page the renderer compressed once (decision 048)', () => {
  const html = `<!doctype html><title>Rendered</title>${'<p>A paragraph.</p>'.repeat(100)}`;
  let site: RunningStaticServer;
  let renderer: StandIn;

  beforeAll(async () => {
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    };
    renderer = await startStandIn(({ headers: asked }) =>
      asked['accept-encoding'] === 'gzip'
        ? {
            status: 200,
            headers: { ...headers, 'Content-Encoding': 'gzip', ETag: '"made-once-gzip"' },
            body: gzipSync(html),
          }
        : { status: 200, headers: { ...headers, ETag: '"made-once"' }, body: html },
    );
    site = await startShellHost(root(), renderer.url);
  });
  afterAll(async () => {
    await Promise.all([site.close(), renderer.close()]);
  });

  it('is passed on as it came, with its ETag, to a client that takes gzip, and revalidates', async () => {
    const zipped = await rawRequest(`${site.url}/about`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(renderer.received.at(-1)?.headers['accept-encoding']).toBe('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(html);
    expect(zipped.headers.etag).toBe('"made-once-gzip"');
    const again = await rawRequest(`${site.url}/about`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': '"made-once-gzip"' },
    });
    expect(again.status).toBe(304);
  });

  it('is asked for plain for a client that takes no gzip', async () => {
    const plain = await rawRequest(`${site.url}/about`);
    expect(renderer.received.at(-1)?.headers['accept-encoding']).toBe('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(plain.headers.etag).toBe('"made-once"');
  });
});

describe("with the renderer not answering, the log keeps no newsletter link's token", () => {
  let site: RunningStaticServer;
  let renderer: StandIn;

  beforeAll(async () => {
    renderer = await startStandIn(() => 'never');
    site = await startShellHost(root(), renderer.url, 100);
  });
  afterAll(async () => {
    await Promise.all([site.close(), renderer.close()]);
  });

  it.each(['/newsletter/confirm', '/newsletter/unsubscribe'])(
    'logs the page %s by its path alone, and serves it to the browser',
    async (pathname) => {
      const logs = await capturedLogs(async () => {
        const answer = await fetch(`${site.url}${pathname}?token=secret-93ac`);
        expect(answer.status).toBe(200);
      });
      expect(logs).toContain(`the renderer did not answer ${pathname}?[redacted]:`);
      expect(logs).not.toContain('secret-93ac');
    },
  );
});
