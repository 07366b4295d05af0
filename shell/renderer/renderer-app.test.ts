import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
        fetch(`${renderer.url}/about`, { method: 'POST' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 405]);
      expect(answers.map((answer) => answer.headers.get('strict-transport-security'))).toEqual([
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
