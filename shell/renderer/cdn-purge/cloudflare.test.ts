import { standInsClosedAfterEach } from '@site/static-server/testing/stand-in-server';
import type { CdnPurgeError } from './purge-call';
import { cloudflarePurger } from './cloudflare';

const standIn = standInsClosedAfterEach();

const tags = (count: number, prefix = 'post:') =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);

const token = 'tok-3c1f9a7e-secret';

describe('cloudflarePurger', () => {
  const ok = {
    status: 200,
    body: JSON.stringify({ success: true, errors: [], result: { id: 'z' } }),
  };

  it('purges the tags: POST /client/v4/zones/{zone}/purge_cache, Bearer token, {"tags": [...]}', async () => {
    const api = await standIn(() => ok);
    const purger = cloudflarePurger({
      zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
      apiToken: token,
      apiUrl: api.url,
    });
    expect(purger.name).toBe('cloudflare');
    await purger.purge(['post:a', 'blog-list']);
    const [call] = api.received;
    expect(call).toMatchObject({
      method: 'POST',
      url: '/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
    });
    expect(call!.headers.authorization).toBe(`Bearer ${token}`);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call!.body)).toEqual({ tags: ['post:a', 'blog-list'] });
  });

  it('sends at most 100 tags a call', async () => {
    const api = await standIn(() => ok);
    await cloudflarePurger({ zoneId: 'zone', apiToken: token, apiUrl: api.url }).purge(tags(250));
    const sent = api.received.map((call) => (JSON.parse(call.body) as { tags: string[] }).tags);
    expect(sent.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(sent.flat()).toEqual(tags(250));
  });

  it('fails on an answer whose success is false, naming its errors', async () => {
    const api = await standIn(() => ({
      status: 200,
      body: JSON.stringify({
        success: false,
        errors: [{ code: 1134, message: 'Purge by tag is not allowed' }],
      }),
    }));
    await expect(
      cloudflarePurger({ zoneId: 'zone', apiToken: token, apiUrl: api.url }).purge(['blog-list']),
    ).rejects.toThrow(
      /^Cloudflare purge failed: HTTP 200, success false: 1134 Purge by tag is not allowed$/,
    );
  });

  it('fails naming Cloudflare and the status on a refusal, without the token', async () => {
    const api = await standIn(() => ({
      status: 429,
      body: JSON.stringify({
        success: false,
        errors: [{ code: 971, message: `Rate limited for ${token}` }],
      }),
    }));
    const error = (await cloudflarePurger({ zoneId: 'zone', apiToken: token, apiUrl: api.url })
      .purge(['blog-list'])
      .catch((e: unknown) => e)) as CdnPurgeError;
    expect(error.message).toMatch(/^Cloudflare purge failed: HTTP 429: .*Rate limited/);
    expect(error.message).not.toContain(token);
  });

  it('fails on an answer that is not its API’s', async () => {
    const api = await standIn(() => ({ status: 200, body: '<html>captive portal</html>' }));
    await expect(
      cloudflarePurger({ zoneId: 'zone', apiToken: token, apiUrl: api.url }).purge(['blog-list']),
    ).rejects.toThrow(/Cloudflare purge failed: HTTP 200 with an answer that is not its API's/);
  });
});
