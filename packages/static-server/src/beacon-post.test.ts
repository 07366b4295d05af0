import { startStaticServer, type RunningStaticServer } from './static-server';
import { beaconPost } from './edge-policy';
import { builtAppFolder, startShellHost } from './testing/built-app-folder';
import { startStandIn, type StandIn } from './testing/stand-in-server';

const root = builtAppFolder();

describe('the telemetry beacon at the edge (decision 038)', () => {
  let site: RunningStaticServer;
  let remote: RunningStaticServer;
  let renderer: StandIn;

  beforeAll(async () => {
    renderer = await startStandIn(({ method }) =>
      method === 'POST'
        ? { status: 204 }
        : { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<title>Page</title>' },
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

  const post = (base: string, path: string, body: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'session=secret' },
      body,
      redirect: 'manual',
    });

  it('passes the POST to the renderer, with its body and the client behind it, and its answer back', async () => {
    const answer = await post(site.url, beaconPost.path, '{"views":1}');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(renderer.received).toEqual([
      expect.objectContaining({ method: 'POST', url: beaconPost.path, body: '{"views":1}' }),
    ]);
    const headers = renderer.received[0]!.headers;
    expect(headers['x-forwarded-for']).toMatch(/127\.0\.0\.1$/);
    expect(headers['content-type']).toBe('application/json');
    expect(headers.cookie).toBeUndefined();
  });

  it('refuses a body past its bound with a JSON 413, and sends nothing on', async () => {
    const answer = await post(site.url, beaconPost.path, 'x'.repeat(beaconPost.maxBodyBytes + 1));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: expect.any(String) });
    expect(renderer.received).toHaveLength(0);
  });

  it('passes only this one: a form posted to a page is still a 303, another path a 405', async () => {
    expect((await post(site.url, '/telemetry/more', '{}')).status).toBe(303);
    expect((await post(site.url, '/about', 'name=x')).status).toBe(303);
    expect((await post(site.url, '/remotes.json', '{}')).status).toBe(405);
    expect(renderer.received).toHaveLength(0);
  });

  it('is a 405 on a host with no renderer (a remote)', async () => {
    expect((await post(remote.url, beaconPost.path, '{}')).status).toBe(405);
  });
});
