import { startStaticServer, type RunningStaticServer } from './static-server';
import { beaconPost, notSentPath, publishHookPost } from './edge-policy';
import { builtAppFolder, startShellHost } from './testing/built-app-folder';
import { startStandIn, type StandIn } from './testing/stand-in-server';

const root = builtAppFolder();
const token = 'Bearer a-publish-hook-secret-of-32-bytes-or-more';

describe('the publish hook at the edge (decision 045)', () => {
  let site: RunningStaticServer;
  let remote: RunningStaticServer;
  let renderer: StandIn;

  beforeAll(async () => {
    // Answers as the renderer's hook does: 200 with the token, else 401.
    renderer = await startStandIn(({ method, headers }) =>
      method !== 'POST'
        ? { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<title>Page</title>' }
        : headers.authorization === token
          ? {
              status: 200,
              headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
              body: '{"refreshed":true}',
            }
          : {
              status: 401,
              headers: { 'Content-Type': 'application/json' },
              body: '{"error":"A valid bearer token is required."}',
            },
    );
    site = await startShellHost(root(), renderer.url);
    remote = await startStaticServer({ root: root(), port: 0 });
  });
  afterAll(async () => {
    await Promise.all([site.close(), remote.close(), renderer.close()]);
  });
  beforeEach(() => {
    renderer.received.length = 0;
  });

  const webhook = '{"type":"UPDATE","table":"blog_posts","record":{"slug":"a-post"}}';
  const post = (base: string, path: string, body: string, authorization?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: 'session=secret; site_preview=grant',
        ...(authorization ? { Authorization: authorization } : {}),
      },
      body,
      redirect: 'manual',
    });

  it('passes the POST to the renderer with its Authorization and body, no cookie, and its answer back', async () => {
    const answer = await post(site.url, publishHookPost.path, webhook, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ refreshed: true });
    expect(renderer.received).toEqual([
      expect.objectContaining({ method: 'POST', url: publishHookPost.path, body: webhook }),
    ]);
    const headers = renderer.received[0]!.headers;
    expect(headers.authorization).toBe(token);
    expect(headers['content-type']).toBe('application/json');
    expect(headers.cookie).toBeUndefined();
  });

  it("passes the renderer's refusal of a missing token back as it is", async () => {
    const answer = await post(site.url, publishHookPost.path, webhook);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: expect.any(String) });
    expect(renderer.received).toHaveLength(1);
  });

  it('refuses a body past its bound with a JSON 413, and sends nothing on', async () => {
    const body = 'x'.repeat(publishHookPost.maxBodyBytes + 1);
    const answer = await post(site.url, publishHookPost.path, body, token);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: expect.any(String) });
    expect(renderer.received).toHaveLength(0);
  });

  it('passes only this one: any other POST to a page is still a 303, to a file a 405', async () => {
    for (const path of ['/_hooks/other', `${publishHookPost.path}/more`, '/about']) {
      const answer = await post(site.url, path, webhook, token);
      expect([path, answer.status, answer.headers.get('location')]).toEqual([
        path,
        303,
        notSentPath,
      ]);
    }
    expect((await post(site.url, '/remotes.json', '{}', token)).status).toBe(405);
    expect(renderer.received).toHaveLength(0);
  });

  it('is a 405 on a host with no renderer (a remote)', async () => {
    expect((await post(remote.url, publishHookPost.path, webhook, token)).status).toBe(405);
  });

  it("is a 405 on the shell's host run without a renderer, as in nginx: no page to post to", async () => {
    const alone = await startStaticServer({ root: root(), port: 0, sitePages: true });
    try {
      for (const path of [publishHookPost.path, beaconPost.path]) {
        const answer = await post(alone.url, path, webhook, token);
        expect([path, answer.status, answer.headers.get('allow')]).toEqual([
          path,
          405,
          'GET, HEAD, OPTIONS',
        ]);
      }
      expect((await post(alone.url, '/about', 'name=A', token)).status).toBe(303);
    } finally {
      await alone.close();
    }
  });
});
