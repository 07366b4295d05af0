import type { RunningStaticServer } from './static-server';
import { builtAppFolder, startShellHost } from './testing/built-app-folder';
import { rawRequest } from './testing/raw-request';
import { startStandIn, type StandIn } from './testing/stand-in-server';

const root = builtAppFolder();

describe('the posts’ share images (decision 043)', () => {
  let site: RunningStaticServer;
  let renderer: StandIn;

  beforeAll(async () => {
    renderer = await startStandIn(({ url }) => {
      if (url === '/og/blog/a-post/mi0abc.png') {
        return {
          status: 200,
          headers: {
            'Content-Type': 'image/png',
            'Cache-Control': 'public, max-age=31536000, immutable',
            'Surrogate-Key': 'post:a-post',
            'Cache-Tag': 'post:a-post',
            'Set-Cookie': 'never=passed',
          },
          body: 'the image',
        };
      }
      if (url === '/og/blog/a-post/old.png') {
        return {
          status: 308,
          headers: {
            Location: 'https://www.example.co.uk/og/blog/a-post/mi0abc.png',
            'Cache-Control': 'public, max-age=0, s-maxage=60',
            'Surrogate-Key': 'post:a-post',
          },
        };
      }
      return {
        status: 404,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: '{"error":"Not found"}',
      };
    });
    site = await startShellHost(root(), renderer.url);
  });
  afterAll(async () => {
    await Promise.all([site.close(), renderer.close()]);
  });

  const get = (target: string) =>
    rawRequest(`${site.url}${target}`, { headers: { Cookie: 'site_preview=grant.sig' } });

  it('are the renderer’s, passed on with their caching and tags, taking and setting no cookie', async () => {
    const image = await get('/og/blog/a-post/mi0abc.png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['surrogate-key']).toBe('post:a-post');
    expect(image.headers['cache-tag']).toBe('post:a-post');
    expect(image.headers['set-cookie']).toBeUndefined();
    expect(image.body.toString()).toBe('the image');
    expect(renderer.received.at(-1)?.headers.cookie).toBeUndefined();
  });

  it('pass on the renderer’s 308 to the current version, and its 404 as JSON', async () => {
    const moved = await get('/og/blog/a-post/old.png');
    expect([moved.status, moved.headers.location]).toEqual([
      308,
      'https://www.example.co.uk/og/blog/a-post/mi0abc.png',
    ]);
    const missing = await get('/og/blog/no-post/mi0abc.png');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(missing.body.toString())).toEqual({ error: 'Not found' });
  });
});
