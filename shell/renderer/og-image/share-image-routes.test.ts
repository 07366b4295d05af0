import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageIndex } from '@site/contracts/federation';
import { shareImageVersion, type ShareCard } from '@site/contracts/share-image';
import express from 'express';
import { shareImageRoutes } from './share-image-routes';

const siteUrl = 'https://www.example.co.uk';
const first = '2026-11-20T09:00:00.000Z';
const edited = '2026-11-27T10:30:00.000Z';

/** What each test started, closed after it. */
const started: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((close) => close()));
});

/** The routes over one post, `a-post`, whose last change the test sets; drawing is counted. */
async function serve() {
  const state = { changedAt: first, index: undefined as PageIndex | undefined };
  const asked: string[] = [];
  const drawn: string[] = [];
  const threads = {
    ask: async ({ path }: { path: string }): Promise<ShareCard | undefined> => {
      asked.push(path);
      if (path !== '/blog/a-post') return undefined;
      return {
        title: 'A post',
        category: 'Compliance',
        changedAt: state.changedAt,
        artwork: new Uint8Array(),
      };
    },
  };
  const app = express().use(
    shareImageRoutes({
      siteUrl,
      threads: threads as never,
      pageIndex: () => state.index,
      sharedCaching: (status) => `public, max-age=0, s-maxage=${status === 308 ? 5 : 60}`,
      draw: async (card) => {
        drawn.push(card.changedAt);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return Buffer.from(`png of ${card.changedAt}`);
      },
    }),
  );
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  started.push(() => new Promise((resolve) => server.close(resolve)));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string) => fetch(`${url}${path}`, { redirect: 'manual' });
  return { state, asked, drawn, get };
}

const imageOf = (changedAt: string) => `/og/blog/a-post/${shareImageVersion(changedAt)}.png`;

describe('GET /og/blog/<slug>/<version>.png', () => {
  it('answers the current version’s image, immutable and tagged with the post', async () => {
    const site = await serve();
    const answer = await site.get(imageOf(first));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('surrogate-key')).toBe('post:a-post');
    expect(answer.headers.get('cache-tag')).toBe('post:a-post');
    expect(await answer.text()).toBe(`png of ${first}`);
  });

  it('draws each version once, however many ask at once or later', async () => {
    const site = await serve();
    site.state.index = { paths: {}, queries: {}, versions: { 'post:a-post': first } };
    const answers = await Promise.all(Array.from({ length: 5 }, () => site.get(imageOf(first))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await site.get(imageOf(first))).status).toBe(200);
    expect(site.drawn).toEqual([first]);
    // Kept and named by the index: not even the blog is asked again.
    expect(site.asked).toEqual(['/blog/a-post']);
  });

  it('sends an older version to the current one with a 308, and draws the new one once', async () => {
    const site = await serve();
    site.state.index = { paths: {}, queries: {}, versions: { 'post:a-post': first } };
    expect((await site.get(imageOf(first))).status).toBe(200);
    site.state.changedAt = edited;
    site.state.index = { paths: {}, queries: {}, versions: { 'post:a-post': edited } };
    const moved = await site.get(imageOf(first));
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe(`${siteUrl}${imageOf(edited)}`);
    expect(moved.headers.get('surrogate-key')).toBe('post:a-post');
    expect((await site.get(imageOf(edited))).status).toBe(200);
    expect(site.drawn).toEqual([first, edited]);
  });

  it('draws a version the index does not know yet when the blog says it is the current one', async () => {
    const site = await serve();
    site.state.index = { paths: {}, queries: {}, versions: { 'post:a-post': first } };
    site.state.changedAt = edited;
    expect((await site.get(imageOf(edited))).status).toBe(200);
    expect(site.drawn).toEqual([edited]);
  });

  it('is a 404 for a post the index does not name, without asking the blog', async () => {
    const site = await serve();
    site.state.index = { paths: {}, queries: {}, versions: { 'post:a-post': first } };
    const answer = await site.get(`/og/blog/no-such-post/${shareImageVersion(first)}.png`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'Not found' });
    expect(answer.headers.get('surrogate-key')).toBe('post:no-such-post');
    expect(site.asked).toEqual([]);
  });

  it('is a 404 for a post the blog does not know, and for a path that names no image', async () => {
    const site = await serve();
    const answers = await Promise.all(
      [
        `/og/blog/no-such-post/${shareImageVersion(first)}.png`,
        '/og/blog/a-post/latest.jpg',
        '/og/blog/A-Post/1.png',
        '/og/blog/a-post/../x.png',
        '/og/blog/',
      ].map(site.get),
    );
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    expect(site.drawn).toEqual([]);
  });

  it('answers 503, kept nowhere, when the image cannot be made, and tries again next time', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const site = await serve();
    site.state.changedAt = 'not a time';
    const failed = await site.get(imageOf(first));
    expect(failed.status).toBe(503);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('a-post/'), expect.any(String));
    site.state.changedAt = first;
    expect((await site.get(imageOf(first))).status).toBe(200);
  });
});
