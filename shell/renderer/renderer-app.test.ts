import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notSentPath } from '@site/contracts/federation';
import { readRendererSettings } from './main';
import { rendererApp } from './renderer-app';
import type { RenderThreads } from './render-threads';

/** Render threads that render nothing: these tests ask only for what needs no render. */
const idleThreads = { ready: () => true } as unknown as RenderThreads;

async function serve(strictTransportSecurity?: string) {
  const app = rendererApp({
    threads: idleThreads,
    siteUrl: 'https://www.example.co.uk',
    shellDist: '/nonexistent',
    cacheTtlMs: 1000,
    strictTransportSecurity,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the renderer and Strict-Transport-Security', () => {
  it('sends it on every answer when configured', async () => {
    const hsts = 'max-age=63072000; includeSubDomains';
    const renderer = await serve(hsts);
    try {
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
    } finally {
      await renderer.close();
    }
  });

  it('sends none when not configured', async () => {
    const renderer = await serve();
    try {
      const answer = await fetch(`${renderer.url}/robots.txt`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await renderer.close();
    }
  });

  it('reads HSTS_MAX_AGE, off unless set, and names it when it is wrong', () => {
    expect(readRendererSettings({}).HSTS_MAX_AGE).toBe('');
    expect(readRendererSettings({ HSTS_MAX_AGE: '63072000' }).HSTS_MAX_AGE).toBe('63072000');
    expect(() => readRendererSettings({ HSTS_MAX_AGE: '2y' })).toThrow(
      /HSTS_MAX_AGE: HSTS_MAX_AGE must be a number of seconds/,
    );
  });
});

describe('a form the browser posts to a page by itself (JavaScript off)', () => {
  const form = 'name=Ada&email=ada%40example.co.uk&message=A+private+enquiry';
  const post = (base: string, pathname: string, method = 'POST') =>
    fetch(`${base}${pathname}`, {
      method,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });

  it.each(['/contact', '/blogs?category=Finance', '/newsletter/confirm?token=abc', '/', '/x/y/'])(
    'sends a POST to the page %s on to the page saying it was not sent, rendering nothing',
    async (pathname) => {
      // The threads render nothing: a render asked for would fail the answer.
      const renderer = await serve();
      try {
        const answer = await post(renderer.url, pathname);
        expect(answer.status).toBe(303);
        expect(answer.headers.get('location')).toBe(notSentPath);
        expect(answer.headers.get('cache-control')).toBe('no-cache');
        expect(await answer.text()).toBe('');
      } finally {
        await renderer.close();
      }
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
    try {
      const answer = await post(renderer.url, pathname, method);
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
    } finally {
      await renderer.close();
    }
  });

  it('answers before the body has arrived: it never waits for it or reads it', async () => {
    const renderer = await serve();
    try {
      const answer = await new Promise<{ status?: number; location?: string }>(
        (resolve, reject) => {
          const req = request(`${renderer.url}/contact`, {
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
          req.write(form);
        },
      );
      expect(answer).toEqual({ status: 303, location: notSentPath });
    } finally {
      await renderer.close();
    }
  });
});
