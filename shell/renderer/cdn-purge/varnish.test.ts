import { standInsClosedAfterEach } from '@site/static-server/testing/stand-in-server';
import { varnishPurger } from './varnish';

const standIn = standInsClosedAfterEach();

describe('varnishPurger', () => {
  it('sends PURGE with the tags in Surrogate-Key', async () => {
    const api = await standIn(() => ({ status: 200, body: 'Purged 3 objects' }));
    const purger = varnishPurger({ url: `${api.url}/` });
    expect(purger.name).toBe('varnish');
    await purger.purge(['post:hello', 'blog-list']);
    expect(api.received).toEqual([
      expect.objectContaining({ method: 'PURGE', url: '/', body: '' }),
    ]);
    expect(api.received[0]!.headers['surrogate-key']).toBe('post:hello blog-list');
  });

  it('fails naming Varnish and the status when refused', async () => {
    const api = await standIn(() => ({
      status: 403,
      body: 'Purging is not allowed from this address',
    }));
    await expect(varnishPurger({ url: `${api.url}/` }).purge(['blog-list'])).rejects.toThrow(
      'Varnish purge failed: HTTP 403: Purging is not allowed from this address',
    );
  });
});
