import {
  standInsClosedAfterEach,
  type Received,
} from '@site/static-server/testing/stand-in-server';
import { CdnPurgeError } from './purge-call';
import { fastlyPurger } from './fastly';

const standIn = standInsClosedAfterEach();

/** One header of a call, as the stand-in received it. */
const header = (call: Received | undefined, name: string) => String(call?.headers[name] ?? '');

const tags = (count: number, prefix = 'post:') =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);

const token = 'tok-3c1f9a7e-secret';

describe('fastlyPurger', () => {
  it('purges the keys in one call: POST /service/{id}/purge, Surrogate-Key, Fastly-Key', async () => {
    const api = await standIn(() => ({
      status: 200,
      body: '{"post:a":"108-1","blog-list":"108-2"}',
    }));
    const purger = fastlyPurger({
      serviceId: 'SU1Z0isxPaozGVKXdv0eY',
      apiToken: token,
      apiUrl: api.url,
    });
    expect(purger.name).toBe('fastly');
    await purger.purge(['post:a', 'blog-list', 'route:/blogs', 'post:a']);
    expect(api.received).toHaveLength(1);
    const [call] = api.received;
    expect(call).toMatchObject({ method: 'POST', url: '/service/SU1Z0isxPaozGVKXdv0eY/purge' });
    expect(call!.headers['surrogate-key']).toBe('post:a blog-list route:/blogs');
    expect(call!.headers['fastly-key']).toBe(token);
    expect(call!.headers['fastly-soft-purge']).toBeUndefined();
  });

  it('sends at most 256 keys a call', async () => {
    const api = await standIn(() => ({ status: 200, body: '{}' }));
    await fastlyPurger({ serviceId: 'svc', apiToken: token, apiUrl: api.url }).purge(tags(300));
    const sent = api.received.map((call) => header(call, 'surrogate-key').split(' '));
    expect(sent.map((keys) => keys.length)).toEqual([256, 44]);
    expect(sent.flat()).toEqual(tags(300));
  });

  it('keeps one call’s keys within a header a server takes', async () => {
    const api = await standIn(() => ({ status: 200, body: '{}' }));
    const long = tags(20, `remote:blog:${'r'.repeat(1_000)}:`);
    await fastlyPurger({ serviceId: 'svc', apiToken: token, apiUrl: api.url }).purge(long);
    expect(api.received.length).toBeGreaterThan(1);
    for (const call of api.received) {
      expect(header(call, 'surrogate-key').length).toBeLessThanOrEqual(7_000);
    }
    expect(api.received.flatMap((call) => header(call, 'surrogate-key').split(' '))).toEqual(long);
  });

  it('asks for a soft purge when told', async () => {
    const api = await standIn(() => ({ status: 200, body: '{}' }));
    await fastlyPurger({ serviceId: 'svc', apiToken: token, apiUrl: api.url, soft: true }).purge([
      'blog-list',
    ]);
    expect(api.received[0]!.headers['fastly-soft-purge']).toBe('1');
  });

  it('fails naming Fastly and the status, without the token even when the answer echoes it', async () => {
    const api = await standIn(() => ({
      status: 403,
      body: JSON.stringify({ msg: 'Provided credentials are missing or invalid', token }),
    }));
    const purging = fastlyPurger({ serviceId: 'svc', apiToken: token, apiUrl: api.url }).purge([
      'blog-list',
    ]);
    const error = (await purging.catch((e: unknown) => e)) as CdnPurgeError;
    expect(error).toBeInstanceOf(CdnPurgeError);
    expect(error.message).toMatch(/^Fastly purge failed: HTTP 403: .*credentials are missing/);
    expect(error.status).toBe(403);
    expect(error.message).not.toContain(token);
  });

  it('stops the batches at the first refusal', async () => {
    const api = await standIn(() => ({ status: 500, body: '' }));
    await expect(
      fastlyPurger({ serviceId: 'svc', apiToken: token, apiUrl: api.url }).purge(tags(300)),
    ).rejects.toThrow('Fastly purge failed: HTTP 500');
    expect(api.received).toHaveLength(1);
  });
});
