import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { draftLandingScript } from '@site/contracts/draft-landing';
import { rendererApp } from './renderer-app';
import type { RenderThreads } from './render-threads';

/** Draft previews (decision 042): the landing page, the draft's own render, the way out. */

const started: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((close) => close()));
});

/** Threads that say a page is a draft when asked with a token; `asked` is what they were asked. */
function draftThreads() {
  const asked: { url?: string; draft?: string }[] = [];
  const threads = {
    ready: () => true,
    candidates: () => ({}),
    ask: async (request: { kind: string; url?: string; draft?: string }) => {
      asked.push({ url: request.url, draft: request.draft });
      return request.draft === 'good.sig'
        ? { status: 200, html: '<p>draft</p>', tags: ['post:a-draft'], draft: true }
        : { status: 404, html: '<p>not found</p>' };
    },
  } as unknown as RenderThreads;
  return { threads, asked };
}

async function serve(threads: RenderThreads) {
  const app = rendererApp({
    threads,
    siteUrl: 'https://www.example.co.uk',
    shellDist: path.join(__dirname, '__fixtures__'),
    routes: () => [{ path: '/blog/:slug' }],
    pageIndex: () => ({ paths: { '/blog/:slug': ['/blog/published'] }, queries: {}, versions: {} }),
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  started.push(() => new Promise((resolve) => server.close(resolve)));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (target: string, cookie?: string) =>
    fetch(`${url}${target}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
}

describe('a draft preview link', () => {
  it('lands on a page whose one script makes the fragment the cookie, kept by nobody', async () => {
    const get = await serve(draftThreads().threads);
    const landing = await get('/_preview/draft/blog/a-draft');
    expect(landing.status).toBe(200);
    expect(landing.headers.get('cache-control')).toBe('private, no-store');
    expect(landing.headers.get('x-robots-tag')).toBe('noindex');
    const html = await landing.text();
    expect(html).toContain(`<script>${draftLandingScript}</script>`);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('renders the page with the token, past the index and the cache, for this visitor only', async () => {
    const { threads, asked } = draftThreads();
    const get = await serve(threads);
    for (let i = 0; i < 2; i += 1) {
      const page = await get('/blog/a-draft', 'site_draft=good.sig');
      expect(page.status).toBe(200);
      expect(await page.text()).toBe('<p>draft</p>');
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      expect(page.headers.get('surrogate-key')).toBeNull();
    }
    expect(asked).toEqual([
      { url: '/blog/a-draft', draft: 'good.sig' },
      { url: '/blog/a-draft', draft: 'good.sig' },
    ]);
  });

  it('is a 404 as today without the cookie, with no render (the index does not name it)', async () => {
    const { threads, asked } = draftThreads();
    const get = await serve(threads);
    const page = await get('/blog/a-draft', '_ga=1; site_draftx=good.sig');
    expect(page.status).toBe(404);
    expect(asked.every((request) => request.draft === undefined)).toBe(true);
  });

  it('leaves: clears the cookie of that path alone, and goes back to it', async () => {
    const get = await serve(draftThreads().threads);
    const leave = await get('/_preview/draft-leave?path=%2Fblog%2Fa-draft');
    expect(leave.status).toBe(303);
    expect(leave.headers.get('location')).toBe('/blog/a-draft');
    expect(leave.headers.get('set-cookie')).toBe(
      'site_draft=; Max-Age=0; Path=/blog/a-draft; HttpOnly; Secure; SameSite=Lax',
    );
    for (const away of ['//evil.example', 'https://evil.example/x', '/blog/../x', '/Blog'])
      expect(
        (await get(`/_preview/draft-leave?path=${encodeURIComponent(away)}`)).headers.get(
          'location',
        ),
      ).toBe('/');
  });
});
