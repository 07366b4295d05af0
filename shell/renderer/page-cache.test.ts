import { pageCache, type CachedPage } from './page-cache';

function setup(maxBytes = 1_000_000) {
  let time = 0;
  const errors: unknown[] = [];
  const cache = pageCache({
    maxBytes,
    lifetimeOf: (page) =>
      page.status === 503 ? { freshMs: 5, staleMs: 0 } : { freshMs: 100, staleMs: 1000 },
    now: () => time,
    onRevalidationError: (_key, error) => errors.push(error),
  });
  return {
    cache,
    errors,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const page = (body: string, tags: string[] = [], status = 200): CachedPage => ({
  status,
  body,
  tags,
});

/** A render that resolves when told, counting its calls. */
function controlledRender() {
  const calls: ((value: CachedPage) => void)[] = [];
  const render = jest.fn(() => new Promise<CachedPage>((resolve) => calls.push(resolve)));
  return { render, finish: (value: CachedPage) => calls.shift()?.(value) };
}

describe('pageCache', () => {
  it('renders once for concurrent requests, then answers from the cache', async () => {
    const { cache } = setup();
    const { render, finish } = controlledRender();
    const first = cache.get('/a', render);
    const second = cache.get('/a', render);
    finish(page('A'));
    expect(await first).toEqual({ page: expect.objectContaining({ body: 'A' }), state: 'miss' });
    expect((await second).page.body).toBe('A');
    expect(await cache.get('/a', render)).toMatchObject({ state: 'hit' });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('serves the stale copy at once while it is made again, then the new one', async () => {
    const { cache, advance } = setup();
    await cache.get('/a', async () => page('old'));
    advance(150);
    const { render, finish } = controlledRender();
    const stale = await cache.get('/a', render);
    expect(stale).toMatchObject({ state: 'stale', page: { body: 'old' } });
    expect(render).toHaveBeenCalledTimes(1);
    expect((await cache.get('/a', render)).page.body).toBe('old'); // one revalidation at a time
    expect(render).toHaveBeenCalledTimes(1);
    finish(page('new'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('/a', render)).toMatchObject({ state: 'hit', page: { body: 'new' } });
  });

  it('keeps the stale copy when the page cannot be made again', async () => {
    const { cache, advance, errors } = setup();
    await cache.get('/a', async () => page('old'));
    advance(150);
    await cache.get('/a', () => Promise.reject(new Error('backend down')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(1);
    expect(cache.peek('/a')?.body).toBe('old');
  });

  it('keeps the stale copy when the page is made again as an error (a backend down)', async () => {
    const { cache, advance, errors } = setup();
    await cache.get('/blogs', async () => page('posts'));
    advance(150);
    const stale = await cache.get('/blogs', async () => page('down', [], 503));
    expect(stale).toMatchObject({ state: 'stale', page: { body: 'posts' } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(1);
    expect(cache.peek('/blogs')?.body).toBe('posts');
    expect((await cache.get('/blogs', async () => page('down', [], 503))).page.body).toBe('posts');
  });

  it('asks a failing backend again only once its error would have expired', async () => {
    let time = 0;
    const cache = pageCache({
      maxBytes: 1_000_000,
      lifetimeOf: () => ({ freshMs: 100, staleMs: 1000 }),
      now: () => time,
      retryMs: 5,
    });
    await cache.get('/blogs', async () => page('posts'));
    time += 150;
    const failing = jest.fn(async () => page('down', [], 503));
    await cache.get('/blogs', failing);
    await new Promise((resolve) => setImmediate(resolve));
    time += 4;
    expect(await cache.get('/blogs', failing)).toMatchObject({ state: 'stale' });
    expect(failing).toHaveBeenCalledTimes(1);
    time += 1;
    expect(await cache.get('/blogs', async () => page('back'))).toMatchObject({
      state: 'stale',
      page: { body: 'posts' },
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('/blogs', failing)).toMatchObject({
      state: 'hit',
      page: { body: 'back' },
    });
  });

  it('renders again once the stale time is over', async () => {
    const { cache, advance } = setup();
    await cache.get('/a', async () => page('old'));
    advance(1200);
    expect(cache.peek('/a')).toBeUndefined();
    expect(await cache.get('/a', async () => page('new'))).toMatchObject({ state: 'miss' });
  });

  it('keeps a 503 a few moments only, and never stale', async () => {
    const { cache, advance } = setup();
    const render = jest.fn(async () => page('down', [], 503));
    await cache.get('/a', render);
    await cache.get('/a', render);
    expect(render).toHaveBeenCalledTimes(1);
    advance(6);
    expect(cache.peek('/a')).toBeUndefined();
    await cache.get('/a', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('purges exactly the answers with a tag', async () => {
    const { cache } = setup();
    await cache.get('/blogs', async () => page('list', ['blog-list', 'route:/blogs']));
    await cache.get('/blog/a', async () => page('a', ['post:a']));
    await cache.get('/about', async () => page('about', ['remote:marketing:1']));
    expect(cache.purge(['blog-list', 'post:a'])).toBe(2);
    expect(cache.peek('/blogs')).toBeUndefined();
    expect(cache.peek('/blog/a')).toBeUndefined();
    expect(cache.peek('/about')?.body).toBe('about');
    expect(cache.purge(['blog-list'])).toBe(0);
  });

  it('is bounded in bytes: the least recently used answers go first', async () => {
    const { cache } = setup(1000);
    for (let i = 0; i < 10; i += 1) await cache.get(`/p${i}`, async () => page('x'.repeat(200)));
    expect(cache.size()).toBeLessThanOrEqual(1000);
    expect(cache.peek('/p0')).toBeUndefined();
    expect(cache.peek('/p9')).toBeDefined();
  });
});
