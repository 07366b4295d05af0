import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { notSentPath } from '@site/contracts/federation';
import { postBeforeBody, postForm, rawRequest } from '@site/static-server/testing/raw-request';
import { readRendererSettings } from './main';
import { renderBypassHeader, rendererApp } from './renderer-app';
import type { RenderThreads } from './render-threads';

/** What each test started, closed after it. */
const started: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((close) => close()));
});

/** Render threads that render nothing: these tests ask only for what needs no render. */
const idleThreads = {
  ready: () => true,
  warmed: () => true,
  candidates: () => ({}),
} as unknown as RenderThreads;

async function serve(strictTransportSecurity?: string, threads = idleThreads) {
  const app = rendererApp({
    threads,
    siteUrl: 'https://www.example.co.uk',
    shellDist: '/nonexistent',
    routes: () => [],
    strictTransportSecurity,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  started.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the renderer and Strict-Transport-Security', () => {
  it('sends it on every answer when configured', async () => {
    const hsts = 'max-age=63072000; includeSubDomains';
    const renderer = await serve(hsts);
    const answers = await Promise.all([
      fetch(`${renderer.url}/robots.txt`),
      fetch(`${renderer.url}/readyz`),
      fetch(`${renderer.url}/about.json`, { method: 'POST' }),
      fetch(`${renderer.url}/about`, { method: 'POST', redirect: 'manual' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 405, 303]);
    expect(answers.map((answer) => answer.headers.get('strict-transport-security'))).toEqual([
      hsts,
      hsts,
      hsts,
      hsts,
    ]);
  });

  it('sends none when not configured', async () => {
    const renderer = await serve();
    const answer = await fetch(`${renderer.url}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('reads HSTS_MAX_AGE, off unless set, and names it when it is wrong', () => {
    expect(readRendererSettings({}).HSTS_MAX_AGE).toBe('');
    expect(readRendererSettings({ HSTS_MAX_AGE: '63072000' }).HSTS_MAX_AGE).toBe('63072000');
    expect(() => readRendererSettings({ HSTS_MAX_AGE: '2y' })).toThrow(
      /✖ must be a number of seconds .*\n {2}→ at HSTS_MAX_AGE/,
    );
  });
});

describe('readiness', () => {
  it('answers /readyz 503 while the remotes’ code loads, though it answers pages, and 200 after', async () => {
    let warmed = false;
    const renderer = await serve(undefined, { ...idleThreads, warmed: () => warmed });
    const notYet = await fetch(`${renderer.url}/readyz`);
    expect(notYet.status).toBe(503);
    expect(await notYet.json()).toEqual({ ready: false });
    expect((await fetch(`${renderer.url}/robots.txt`)).status).toBe(200);
    warmed = true;
    const ready = await fetch(`${renderer.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
  });
});

describe('a form the browser posts to a page by itself (JavaScript off)', () => {
  const form = 'name=Ada&email=ada%40example.co.uk&message=A+private+enquiry';
  const post = (base: string, pathname: string, method = 'POST') =>
    postForm(`${base}${pathname}`, form, method);

  it.each(['/contact', '/blogs?category=Finance', '/newsletter/confirm?token=abc', '/', '/x/y/'])(
    'sends a POST to the page %s on to the page saying it was not sent, rendering nothing',
    async (pathname) => {
      // The threads render nothing: a render asked for would fail the answer.
      const renderer = await serve();
      const answer = await post(renderer.url, pathname);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(notSentPath);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toBe('');
    },
  );

  it.each<[string, string]>([
    ['POST', '/sitemap.xml'],
    ['POST', '/robots.txt'],
    ['POST', '/main.1a2b3c4d.js'],
    ['PUT', '/contact'],
    ['PATCH', '/contact'],
    ['DELETE', '/contact'],
  ])('answers %s %s with 405, as before', async (method, pathname) => {
    const renderer = await serve();
    const answer = await post(renderer.url, pathname, method);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers before the body has arrived: it never waits for it or reads it', async () => {
    const renderer = await serve();
    const answer = await postBeforeBody(`${renderer.url}/contact`, form);
    expect(answer).toEqual({ status: 303, location: notSentPath });
  });
});

describe('one cache entry per page (decision 030)', () => {
  const routes = [
    { path: '/' },
    { path: '/about' },
    { path: '/blogs', query: ['category', 'page'] },
    { path: '/blog/:slug' },
    { path: '/newsletter/confirm', personal: true as const },
  ];

  /** Threads that render `url` as its own body, counting renders; `status` may be changed. */
  function countingThreads() {
    const rendered: string[] = [];
    let status = 200;
    let failing = false;
    const threads = {
      ready: () => true,
      candidates: () => ({}),
      ask: async (request: { kind: string; url?: string }) => {
        if (failing) throw new Error('the render threads are busy');
        rendered.push(request.url ?? request.kind);
        return { status, html: `<p>${request.url}</p>`, tags: ['post:a'] };
      },
    } as unknown as RenderThreads;
    return {
      threads,
      rendered,
      setStatus: (next: number) => {
        status = next;
      },
      fail: (next: boolean) => {
        failing = next;
      },
    };
  }

  async function serveWith(threads: RenderThreads, purged: string[][] = []) {
    const app = rendererApp({
      threads,
      siteUrl: 'https://www.example.co.uk',
      shellDist: path.join(__dirname, '__fixtures__'),
      routes: () => routes,
      releaseTags: () => ['shell:s1', 'remote:marketing:m1'],
      purger: { name: 'test', purge: async (tags) => void purged.push([...tags]) },
      pageIndex: () => ({
        paths: { '/blog/:slug': ['/blog/a'] },
        queries: { '/blogs': ['', 'category=Salesforce'] },
        versions: {},
      }),
      caching: { freshMs: 60_000, staleMs: 60_000, errorMs: 60_000 },
    });
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = (target: string, headers: Record<string, string> = {}) =>
      fetch(`${url}${target}`, { redirect: 'manual', headers });
    started.push(() => new Promise((resolve) => server.close(resolve)));
    return { app, get, url };
  }

  it('lets each client’s requests on two at a time, in turn, and nobody else waits behind them (decision 047)', async () => {
    const begun: string[] = [];
    const holds: (() => void)[] = [];
    const threads = {
      ready: () => true,
      candidates: () => ({}),
      ask: async (request: { kind: string; url?: string }) => {
        begun.push(request.url ?? request.kind);
        // The first client's pages take their time, until the test lets them finish.
        if (request.url !== '/blog/a') await new Promise<void>((done) => holds.push(done));
        return { status: 200, html: `<p>${request.url}</p>`, tags: [] };
      },
    } as unknown as RenderThreads;
    const renderer = await serveWith(threads);
    const first = { 'X-Forwarded-For': '198.51.100.1' };
    const answers = ['/about', '/', '/blogs'].map((page) => renderer.get(page, first));
    for (let tries = 0; begun.length < 2; tries++) {
      if (tries > 100) throw new Error(`${begun.length} renders started`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The third waits for its turn, while another client is answered at once.
    expect(begun).toEqual(['/about', '/']);
    const other = await renderer.get('/blog/a', { 'X-Forwarded-For': '198.51.100.2' });
    expect(other.status).toBe(200);
    holds.shift()!();
    for (let tries = 0; begun.length < 4; tries++) {
      if (tries > 100) throw new Error(`${begun.length} renders started`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(begun).toEqual(['/about', '/', '/blog/a', '/blogs']);
    for (const hold of holds.splice(0)) hold();
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });

  it('answers 308 to the canonical URL on the site for a path written another way', async () => {
    const { threads, rendered } = countingThreads();
    const renderer = await serveWith(threads);
    for (const [target, location] of [
      ['/about/', 'https://www.example.co.uk/about'],
      ['//about', 'https://www.example.co.uk/about'],
      ['/ABOUT?gclid=1', 'https://www.example.co.uk/about?gclid=1'],
      ['//evil.example/about', 'https://www.example.co.uk/evil.example/about'],
    ]) {
      const answer = await renderer.get(target!);
      expect([target, answer.status]).toEqual([target, 308]);
      expect(answer.headers.get('location')).toBe(location);
      expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    }
    expect(rendered).toEqual([]);
  });

  it('renders a page once for every query it does not read, and names what it was made from', async () => {
    const { threads, rendered } = countingThreads();
    const renderer = await serveWith(threads);
    const answers = await Promise.all(
      ['/about', '/about?gclid=1', '/about?utm_source=x&fbclid=2'].map((target) =>
        renderer.get(target),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(rendered).toEqual(['/about']);
    const [first] = answers;
    expect(first!.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(first!.headers.get('surrogate-key')).toBe(
      'route:/about shell:s1 remote:marketing:m1 post:a',
    );
    expect(first!.headers.get('cache-tag')).toBe(
      'route:/about,shell:s1,remote:marketing:m1,post:a',
    );
    expect(await first!.text()).toBe('<p>/about</p>');
  });

  it('sends a page as bytes made once: gzip to a client that takes it, plain to one that does not', async () => {
    const { threads, rendered } = countingThreads();
    const renderer = await serveWith(threads);
    const zipped = await Promise.all(
      [1, 2].map(() =>
        rawRequest(`${renderer.url}/about`, { headers: { 'Accept-Encoding': 'gzip' } }),
      ),
    );
    const plain = await rawRequest(`${renderer.url}/about?gclid=1`);
    expect(rendered).toEqual(['/about']);
    for (const answer of zipped) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(gunzipSync(answer.body).toString()).toBe('<p>/about</p>');
    }
    // The same bytes and ETag every time: compressed when rendered, not per answer.
    expect(zipped[1]!.body.equals(zipped[0]!.body)).toBe(true);
    expect(zipped[1]!.headers.etag).toBe(zipped[0]!.headers.etag);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.toString()).toBe('<p>/about</p>');
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.etag).not.toBe(zipped[0]!.headers.etag);
  });

  it('shares 404s between unknown paths, and between a route’s unknown slugs or queries', async () => {
    const { threads, rendered, setStatus } = countingThreads();
    setStatus(404);
    const renderer = await serveWith(threads);
    const targets = [
      '/nowhere',
      '/x/y/z',
      '/blog/unknown',
      '/blogs?category=Nope',
      '/blogs?page=9',
    ];
    for (const target of targets) expect((await renderer.get(target)).status).toBe(404);
    for (const target of ['/blog/other', '/nowhere/else']) await renderer.get(target);
    // One 404 for every path the routes do not know, one for each route's unknown values.
    expect(rendered).toEqual(['/404', '/blog/-', '/blogs?category=-']);
  });

  it('keeps a 503 a few seconds, and renders a visitor’s own page every time, kept by no one', async () => {
    const { threads, rendered, setStatus } = countingThreads();
    setStatus(503);
    const renderer = await serveWith(threads);
    const first = await renderer.get('/blogs');
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('30');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    await renderer.get('/blogs');
    expect(rendered).toEqual(['/blogs']);

    setStatus(200);
    for (let i = 0; i < 2; i += 1) {
      const own = await renderer.get('/newsletter/confirm?token=secret');
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect(own.headers.get('surrogate-key')).toBeNull();
    }
    expect(rendered.filter((url) => url.startsWith('/newsletter'))).toHaveLength(2);
  });

  it('renders past the cache for the benchmark’s header, and keeps nothing of it', async () => {
    const { threads, rendered } = countingThreads();
    const renderer = await serveWith(threads);
    await renderer.get('/about', { [renderBypassHeader]: '1' });
    await renderer.get('/about', { [renderBypassHeader]: '1' });
    await renderer.get('/about');
    expect(rendered).toEqual(['/about', '/about', '/about']);
  });

  it('answers the copy it has when nothing can be rendered, else the client shell with 503 at once', async () => {
    const { threads, fail } = countingThreads();
    const renderer = await serveWith(threads);
    await renderer.get('/about');
    expect(renderer.app.purge).toBeDefined();
    fail(true);
    const about = await renderer.get('/about');
    expect([about.status, await about.text()]).toEqual([200, '<p>/about</p>']);
    const blogs = await renderer.get('/blogs');
    expect(blogs.status).toBe(503);
    expect(blogs.headers.get('cache-control')).toBe('no-store');
    expect(await blogs.text()).toContain('client shell');
  });

  it('purges by tag, here and in the CDN', async () => {
    const { threads, rendered } = countingThreads();
    const purged: string[][] = [];
    const renderer = await serveWith(threads, purged);
    await renderer.get('/about');
    await renderer.get('/blogs');
    expect(await renderer.app.purge(['route:/blogs'])).toBe(1);
    expect(purged).toEqual([['route:/blogs']]);
    await renderer.get('/about');
    await renderer.get('/blogs');
    expect(rendered).toEqual(['/about', '/blogs', '/blogs']);
  });
});
