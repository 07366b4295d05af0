import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { releaseFolderOf, renderThreadFetch } from './render-thread-fetch';

/** A server that answers each request only when the test says so. */
async function holdingServer() {
  const waiting = new Map<string, ServerResponse>();
  const arrived = new Set<() => void>();
  const server = createServer((req, res) => {
    waiting.set(req.url ?? '', res);
    for (const check of arrived) check();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Resolves once `path` has been asked for. */
    asked: (path: string) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!waiting.has(path)) return;
          arrived.delete(check);
          resolve();
        };
        arrived.add(check);
        check();
      }),
    answer: (path: string, body: string) => waiting.get(path)?.end(body),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("a render thread's fetch", () => {
  const publicOrigin = 'https://blog.example.co.uk';

  async function setUp(fetchTimeoutMs = 5_000) {
    const server = await holdingServer();
    const scoped = renderThreadFetch(fetch, {
      fetchTimeoutMs,
      internalOrigins: { [publicOrigin]: server.origin },
      releaseFolders: [releaseFolderOf(`${publicOrigin}/blog/server/remoteEntry.js`)],
    });
    return { server, scoped };
  }

  it("stops a render's own request (its page's data) when the render is given up", async () => {
    const { server, scoped } = await setUp();
    try {
      const render = new AbortController();
      const data = scoped.run(render.signal, () => scoped.fetch(`${publicOrigin}/api/posts`));
      await server.asked('/api/posts');
      render.abort();
      await expect(data).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      await server.close();
    }
  });

  it("lets a request for a remote's release go on: every render shares what it loads", async () => {
    const { server, scoped } = await setUp();
    try {
      const render = new AbortController();
      const config = scoped.run(render.signal, () =>
        scoped.fetch(`${publicOrigin}/blog/config.json`),
      );
      const chunk = scoped.run(render.signal, () =>
        scoped.fetch(`${publicOrigin}/blog/server/123.js`),
      );
      await Promise.all([server.asked('/blog/config.json'), server.asked('/blog/server/123.js')]);
      render.abort();
      server.answer('/blog/config.json', '{}');
      server.answer('/blog/server/123.js', 'chunk');
      expect(await (await config).text()).toBe('{}');
      expect(await (await chunk).text()).toBe('chunk');
    } finally {
      await server.close();
    }
  });

  it('gives every request a deadline, and its own signal still counts', async () => {
    const { server, scoped } = await setUp(100);
    try {
      await expect(scoped.fetch(`${publicOrigin}/blog/server/slow.js`)).rejects.toMatchObject({
        name: 'TimeoutError',
      });
      const own = new AbortController();
      const asked = scoped.fetch(`${publicOrigin}/api/own`, { signal: own.signal });
      own.abort();
      await expect(asked).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      await server.close();
    }
  });
});
