import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchWithRetry } from './fetch-with-retry';
import type { RetryPolicy } from './retry';

/** Node's own fetch against a real server: what a body does once the attempt's time is up. */
const fastPolicy: RetryPolicy = { retries: 2, baseDelayMs: 1, timeoutMs: 1000 };

describe('fetchWithRetry against a real server', () => {
  let server: Server;
  let url: string;
  let requests = 0;
  /** How the next answers end: whole, or cut off after half of the body. */
  let cutOffFirst = 0;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests += 1;
      const body = JSON.stringify({ supabaseUrl: 'http://127.0.0.1:54321' });
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': body.length,
      });
      if (requests <= cutOffFirst) {
        // The headers and part of the body arrive; the connection drops a moment later.
        response.write(body.slice(0, 10));
        setTimeout(() => response.destroy(), 50);
        return;
      }
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/config.json`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    requests = 0;
    cutOffFirst = 0;
  });

  it('gives an answer that is still whole when it is read after the time limit', async () => {
    // An early request for config.json is read only once the page's code arrives: on a slow
    // phone, after the attempt's limit. A body still tied to the attempt's signal fails then.
    const response = await fetchWithRetry(url, {}, { ...fastPolicy, timeoutMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(response.json()).resolves.toEqual({ supabaseUrl: 'http://127.0.0.1:54321' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('asks again when the body is cut off', async () => {
    cutOffFirst = 1;
    const response = await fetchWithRetry(url, {}, fastPolicy);
    await expect(response.json()).resolves.toEqual({ supabaseUrl: 'http://127.0.0.1:54321' });
    expect(requests).toBe(2);
  });
});
