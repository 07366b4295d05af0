import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CdnPurgeError,
  cloudflarePurger,
  fastlyPurger,
  purgerFromEnvironment,
  varnishPurger,
} from './cdn-purge';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
interface Answer {
  status: number;
  body?: string;
}

/** A stand-in of the provider's API on 127.0.0.1: it records each call and answers as told. */
async function standIn(answer: (received: Received) => Answer | 'never') {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(call);
      const reply = answer(call);
      if (reply === 'never') return;
      response.writeHead(reply.status, { 'Content-Type': 'application/json' });
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, received, close };
}

/** One header of a call, as the stand-in received it. */
const header = (call: Received | undefined, name: string) => String(call?.headers[name] ?? '');

let api: Awaited<ReturnType<typeof standIn>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const tags = (count: number, prefix = 'post:') =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);
const token = 'tok-3c1f9a7e-secret';

describe('fastlyPurger', () => {
  it('purges the keys in one call: POST /service/{id}/purge, Surrogate-Key, Fastly-Key', async () => {
    api = await standIn(() => ({ status: 200, body: '{"post:a":"108-1","blog-list":"108-2"}' }));
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
    api = await standIn(() => ({ status: 200, body: '{}' }));
    await fastlyPurger({ serviceId: 'svc', apiToken: token, apiUrl: api.url }).purge(tags(300));
    const sent = api.received.map((call) => header(call, 'surrogate-key').split(' '));
    expect(sent.map((keys) => keys.length)).toEqual([256, 44]);
    expect(sent.flat()).toEqual(tags(300));
  });

  it('keeps one call’s keys within a header a server takes', async () => {
    api = await standIn(() => ({ status: 200, body: '{}' }));
    const long = tags(20, `remote:blog:${'r'.repeat(1_000)}:`);
    await fastlyPurger({ serviceId: 'svc', apiToken: token, apiUrl: api.url }).purge(long);
    expect(api.received.length).toBeGreaterThan(1);
    for (const call of api.received) {
      expect(header(call, 'surrogate-key').length).toBeLessThanOrEqual(7_000);
    }
    expect(api.received.flatMap((call) => header(call, 'surrogate-key').split(' '))).toEqual(long);
  });

  it('asks for a soft purge when told', async () => {
    api = await standIn(() => ({ status: 200, body: '{}' }));
    await fastlyPurger({ serviceId: 'svc', apiToken: token, apiUrl: api.url, soft: true }).purge([
      'blog-list',
    ]);
    expect(api.received[0]!.headers['fastly-soft-purge']).toBe('1');
  });

  it('fails naming Fastly and the status, without the token even when the answer echoes it', async () => {
    api = await standIn(() => ({
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
    api = await standIn(() => ({ status: 500, body: '' }));
    await expect(
      fastlyPurger({ serviceId: 'svc', apiToken: token, apiUrl: api.url }).purge(tags(300)),
    ).rejects.toThrow('Fastly purge failed: HTTP 500');
    expect(api.received).toHaveLength(1);
  });
});

describe('cloudflarePurger', () => {
  const ok = {
    status: 200,
    body: JSON.stringify({ success: true, errors: [], result: { id: 'z' } }),
  };

  it('purges the tags: POST /client/v4/zones/{zone}/purge_cache, Bearer token, {"tags": [...]}', async () => {
    api = await standIn(() => ok);
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
    api = await standIn(() => ok);
    await cloudflarePurger({ zoneId: 'zone', apiToken: token, apiUrl: api.url }).purge(tags(250));
    const sent = api.received.map((call) => (JSON.parse(call.body) as { tags: string[] }).tags);
    expect(sent.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(sent.flat()).toEqual(tags(250));
  });

  it('fails on an answer whose success is false, naming its errors', async () => {
    api = await standIn(() => ({
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
    api = await standIn(() => ({
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
    api = await standIn(() => ({ status: 200, body: '<html>captive portal</html>' }));
    await expect(
      cloudflarePurger({ zoneId: 'zone', apiToken: token, apiUrl: api.url }).purge(['blog-list']),
    ).rejects.toThrow(/Cloudflare purge failed: HTTP 200 with an answer that is not its API's/);
  });
});

describe('varnishPurger', () => {
  it('sends PURGE with the tags in Surrogate-Key', async () => {
    api = await standIn(() => ({ status: 200, body: 'Purged 3 objects' }));
    const purger = varnishPurger({ url: `${api.url}/` });
    expect(purger.name).toBe('varnish');
    await purger.purge(['post:hello', 'blog-list']);
    expect(api.received).toEqual([
      expect.objectContaining({ method: 'PURGE', url: '/', body: '' }),
    ]);
    expect(api.received[0]!.headers['surrogate-key']).toBe('post:hello blog-list');
  });

  it('fails naming Varnish and the status when refused', async () => {
    api = await standIn(() => ({ status: 403, body: 'Purging is not allowed from this address' }));
    await expect(varnishPurger({ url: `${api.url}/` }).purge(['blog-list'])).rejects.toThrow(
      'Varnish purge failed: HTTP 403: Purging is not allowed from this address',
    );
  });
});

describe('every purger', () => {
  it('gives up on a provider that does not answer, within its time-out', async () => {
    api = await standIn(() => 'never');
    const started = Date.now();
    await expect(
      fastlyPurger({ serviceId: 'svc', apiToken: token, apiUrl: api.url, timeoutMs: 300 }).purge([
        'blog-list',
      ]),
    ).rejects.toThrow('Fastly purge failed: no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('names a provider it cannot reach', async () => {
    api = await standIn(() => ({ status: 200 }));
    const { url } = api;
    await api.close();
    api = undefined;
    await expect(
      cloudflarePurger({ zoneId: 'zone', apiToken: token, apiUrl: url }).purge(['blog-list']),
    ).rejects.toThrow(/^Cloudflare purge failed: could not reach it \(ECONNREFUSED\)$/);
  });

  it('calls nobody for no tags, and refuses a tag that would purge something else', async () => {
    api = await standIn(() => ({ status: 200, body: '{}' }));
    const purger = fastlyPurger({ serviceId: 'svc', apiToken: token, apiUrl: api.url });
    await purger.purge([]);
    for (const tag of ['', 'two words', 'a,b', 'café']) {
      await expect(purger.purge(['blog-list', tag])).rejects.toThrow(
        `Fastly purge failed: the tag ${JSON.stringify(tag)} is not visible ASCII without a comma`,
      );
    }
    expect(api.received).toEqual([]);
  });
});

describe('purgerFromEnvironment', () => {
  it('gives none when CDN_PURGE is unset or empty', () => {
    expect(purgerFromEnvironment({})).toBeUndefined();
    expect(purgerFromEnvironment({ CDN_PURGE: '', FASTLY_API_TOKEN: token })).toBeUndefined();
  });

  it('builds the purger CDN_PURGE names from its settings', async () => {
    api = await standIn(() => ({ status: 200, body: JSON.stringify({ success: true }) }));
    const fastly = purgerFromEnvironment({
      CDN_PURGE: 'fastly',
      FASTLY_SERVICE_ID: 'svc',
      FASTLY_API_TOKEN: token,
      FASTLY_API_URL: api.url,
      FASTLY_SOFT_PURGE: 'true',
    });
    const cloudflare = purgerFromEnvironment({
      CDN_PURGE: 'cloudflare',
      CLOUDFLARE_ZONE_ID: 'zone',
      CLOUDFLARE_API_TOKEN: token,
      CLOUDFLARE_API_URL: api.url,
    });
    const varnish = purgerFromEnvironment({
      CDN_PURGE: 'varnish',
      VARNISH_PURGE_URL: `${api.url}/`,
    });
    expect([fastly?.name, cloudflare?.name, varnish?.name]).toEqual([
      'fastly',
      'cloudflare',
      'varnish',
    ]);
    await fastly!.purge(['a']);
    await cloudflare!.purge(['b']);
    await varnish!.purge(['c']);
    expect(api.received.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /service/svc/purge',
      'POST /client/v4/zones/zone/purge_cache',
      'PURGE /',
    ]);
    expect(api.received[0]!.headers['fastly-soft-purge']).toBe('1');
  });

  it('names each missing or wrong setting, and never a token', () => {
    const message = (env: Record<string, string | undefined>) => {
      try {
        purgerFromEnvironment(env);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('expected the settings to be refused');
    };
    expect(message({ CDN_PURGE: 'akamai' })).toMatch(
      /CDN_PURGE must be fastly, cloudflare or varnish/,
    );
    const fastly = message({
      CDN_PURGE: 'fastly',
      FASTLY_API_TOKEN: token,
      FASTLY_API_URL: 'ftp://x',
    });
    expect(fastly).toMatch(/FASTLY_SERVICE_ID is required when CDN_PURGE=fastly/);
    expect(fastly).toMatch(/FASTLY_API_URL must be an http\(s\) URL/);
    expect(fastly).not.toContain(token);
    expect(
      message({ CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zone', CLOUDFLARE_API_TOKEN: ' ' }),
    ).toMatch(/CLOUDFLARE_API_TOKEN is required when CDN_PURGE=cloudflare/);
    expect(message({ CDN_PURGE: 'varnish' })).toMatch(
      /VARNISH_PURGE_URL .* is required when CDN_PURGE=varnish/,
    );
    expect(
      message({
        CDN_PURGE: 'fastly',
        FASTLY_SERVICE_ID: 's',
        FASTLY_API_TOKEN: token,
        FASTLY_SOFT_PURGE: 'maybe',
      }),
    ).toMatch(/FASTLY_SOFT_PURGE must be true or false/);
  });
});
