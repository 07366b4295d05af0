import { standInsClosedAfterEach } from '@site/static-server/testing/stand-in-server';
import { cloudflarePurger } from './cloudflare';
import { fastlyPurger } from './fastly';

const standIn = standInsClosedAfterEach();

const token = 'tok-3c1f9a7e-secret';

describe('every purger', () => {
  it('gives up on a provider that does not answer, within its time-out', async () => {
    const api = await standIn(() => 'never');
    const started = Date.now();
    await expect(
      fastlyPurger({ serviceId: 'svc', apiToken: token, apiUrl: api.url, timeoutMs: 300 }).purge([
        'blog-list',
      ]),
    ).rejects.toThrow('Fastly purge failed: no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('names a provider it cannot reach', async () => {
    const api = await standIn(() => ({ status: 200 }));
    const { url } = api;
    await api.close();
    await expect(
      cloudflarePurger({ zoneId: 'zone', apiToken: token, apiUrl: url }).purge(['blog-list']),
    ).rejects.toThrow(/^Cloudflare purge failed: could not reach it \(ECONNREFUSED\)$/);
  });

  it('calls nobody for no tags, and refuses a tag that would purge something else', async () => {
    const api = await standIn(() => ({ status: 200, body: '{}' }));
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
