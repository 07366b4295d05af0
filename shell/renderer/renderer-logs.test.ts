import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { capturedLogs } from '@site/static-server/testing/captured-logs';
import { rendererApp } from './renderer-app';
import type { RenderThreads } from './render-threads';

// The render threads' own output is checked in render-pool.test.ts.
describe("the renderer's log keeps no newsletter link's token", () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const failing = {
      ready: () => true,
      candidates: () => ({}),
      ask: async () => {
        throw new Error('the render threads are busy');
      },
    } as unknown as RenderThreads;
    const app = rendererApp({
      threads: failing,
      siteUrl: 'https://www.example.co.uk',
      shellDist: path.join(__dirname, '__fixtures__'),
      routes: () => [
        { path: '/newsletter/confirm', personal: true },
        { path: '/newsletter/unsubscribe', personal: true },
      ],
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it.each(['/newsletter/confirm', '/newsletter/unsubscribe'])(
    'logs a page of %s that could not be rendered by its path alone',
    async (pathname) => {
      const logs = await capturedLogs(async () => {
        const answer = await fetch(`${url}${pathname}?token=secret-51f0&from=email`);
        expect(answer.status).toBe(503);
      });
      expect(logs).toContain(`[renderer] ${pathname}?[redacted]: not rendered`);
      expect(logs).not.toContain('secret-51f0');
    },
  );
});
