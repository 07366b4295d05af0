import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { maxPublishHookBytes, publishHookPath } from '@site/contracts/publish-hook';
import { readRendererSettings } from './settings';
import { pageIndexKeeper } from './page-index';
import { publishHook } from './publish-hook';
import { rendererApp } from './renderer-app';
import type { RenderThreads } from './render-threads';

const secret = 'a-publish-hook-secret-of-32-bytes-or-more';

const started: Server[] = [];
afterEach(async () => {
  await Promise.all(
    started.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.close(resolve);
          // A request a failed test left waiting must not hold the server open.
          server.closeAllConnections();
        }),
    ),
  );
});

/** Render threads that render nothing: a POST to a page is answered without one. */
const idleThreads = { ready: () => true, candidates: () => ({}) } as unknown as RenderThreads;

/**
 * The renderer's app with the hook, in front of a page index keeper whose loads wait until the
 * test lets them go, and which records what it purges.
 */
async function serve({ hookSecret }: { hookSecret: string | undefined } = { hookSecret: secret }) {
  const loads: { release: (versions: Record<string, string>) => void; fail: () => void }[] = [];
  const purged: string[][] = [];
  let hooksRead = 0;
  const index = pageIndexKeeper({
    load: () =>
      new Promise((resolve, reject) => {
        loads.push({
          release: (versions) => resolve({ paths: {}, queries: {}, versions }),
          fail: () => reject(new Error('backend down')),
        });
      }),
    purge: async (tags) => void purged.push([...tags]),
    intervalMs: 60_000,
  });
  const app = rendererApp({
    threads: idleThreads,
    siteUrl: 'https://www.example.co.uk',
    shellDist: '/nonexistent',
    routes: () => [],
    publishHook: publishHook({
      secret: hookSecret,
      readIndex: () => {
        hooksRead++;
        return index.readAfterNow();
      },
    }),
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  started.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = (options: { method?: string; token?: string; body?: string; path?: string } = {}) =>
    fetch(`${url}${options.path ?? publishHookPath}`, {
      method: options.method ?? 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/json',
        ...(options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }),
      },
      ...(options.body === undefined ? {} : { body: options.body }),
    });
  /** Waits until the keeper has asked for `count` reads in all. */
  const loadsAsked = async (count: number) => {
    for (let tries = 0; tries < 200 && loads.length < count; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(loads).toHaveLength(count);
  };
  /** Waits until `count` hooks in all have asked the keeper for a read. */
  const hooksArrived = async (count: number) => {
    for (let tries = 0; tries < 400 && hooksRead < count; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(hooksRead).toBe(count);
  };
  return { index, loads, purged, call, loadsAsked, hooksArrived };
}

/** A Supabase Database Webhook's body for an update of a post. */
const webhookBody = JSON.stringify({
  type: 'UPDATE',
  table: 'blog_posts',
  schema: 'public',
  record: { slug: 'a-post', published: true },
  old_record: { slug: 'a-post', published: false },
});

describe('the publish hook (decision 045)', () => {
  it('reads the page index, purges what changed, and answers once that is done', async () => {
    const { index, loads, purged, call, loadsAsked } = await serve();
    // The index as the renderer knew it before the post was published.
    const first = index.refresh();
    loads[0]!.release({ 'post:a-post': '1', 'blog-list': 'x' });
    await first;

    let answered = false;
    const answer = call({ token: secret, body: webhookBody }).then((response) => {
      answered = true;
      return response;
    });
    await loadsAsked(2);
    expect(answered).toBe(false);
    loads[1]!.release({ 'post:a-post': '2', 'blog-list': 'y' });
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ refreshed: true });
    expect(purged).toEqual([['blog-list', 'post:a-post']]);
    expect(loads).toHaveLength(2);
  });

  it('joins a read begun before it, and reads once more for all the hooks that came meanwhile', async () => {
    const { index, loads, purged, call, loadsAsked, hooksArrived } = await serve();
    const periodic = index.refresh();
    const hooks = [1, 2, 3].map(() => call({ token: secret, body: webhookBody }));
    await loadsAsked(1);
    // The three requests reach the hook while the first read is still under way.
    await hooksArrived(3);
    loads[0]!.release({ 'post:a': '1' });
    await periodic;
    await loadsAsked(2);
    loads[1]!.release({ 'post:a': '1', 'post:b': '1' });
    const answers = await Promise.all(hooks);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(loads).toHaveLength(2);
    expect(purged).toEqual([['post:b']]);
  });

  it('answers 503 with a JSON error when the index could not be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loads, call, loadsAsked } = await serve();
    const answer = call({ token: secret, body: webhookBody });
    await loadsAsked(1);
    loads[0]!.fail();
    const response = await answer;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong secret', 'not-the-secret'],
    ['the secret with one more character', `${secret}x`],
    ['an empty token', ''],
  ])('refuses %s with 401 and reads nothing', async (_name, token) => {
    const { loads, call } = await serve();
    const response = await call({ ...(token === undefined ? {} : { token }), body: webhookBody });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(loads).toHaveLength(0);
  });

  it('answers 405 to any other method, and 413 to a body past its bound, reading nothing', async () => {
    const { loads, call } = await serve();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await call({ method, token: secret });
      expect([method, response.status, response.headers.get('allow')]).toEqual([
        method,
        405,
        'POST',
      ]);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    const tooLarge = await call({ token: secret, body: 'x'.repeat(maxPublishHookBytes + 1) });
    expect(tooLarge.status).toBe(413);
    const text = await tooLarge.text();
    expect(JSON.parse(text)).toEqual({ error: expect.any(String) });
    // No stack trace, nor any of the error's own words.
    expect(text).not.toMatch(/\bat \S+:\d+|PayloadTooLargeError|entity\.too\.large/);
    expect(loads).toHaveLength(0);
  });

  it('is a 404 while PUBLISH_HOOK_SECRET is unset, and other POSTs keep their answers', async () => {
    const { loads, call } = await serve({ hookSecret: undefined });
    const response = await call({ token: secret, body: webhookBody });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
    expect(loads).toHaveLength(0);
    // A form posted to a page is still sent on to the page saying it was not sent.
    const form = await call({ path: '/_hooks/other', token: secret, body: '' });
    expect(form.status).toBe(303);
  });
});

describe('PUBLISH_HOOK_SECRET', () => {
  it('is unset unless given, and at least 32 bytes when it is', () => {
    expect(readRendererSettings({}).PUBLISH_HOOK_SECRET).toBeUndefined();
    expect(readRendererSettings({ PUBLISH_HOOK_SECRET: secret }).PUBLISH_HOOK_SECRET).toBe(secret);
    expect(() => readRendererSettings({ PUBLISH_HOOK_SECRET: 'short' })).toThrow(
      /PUBLISH_HOOK_SECRET/,
    );
  });
});
