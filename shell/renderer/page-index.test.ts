import type { PageIndex } from '@site/contracts/federation';
import { changedTags, pageIndexKeeper } from './page-index';

const index = (versions: Record<string, string>): PageIndex => ({
  paths: {
    '/blog/:slug': Object.keys(versions)
      .filter((tag) => tag.startsWith('post:'))
      .map((tag) => `/blog/${tag.slice(5)}`),
  },
  queries: {},
  versions,
});

describe('changedTags', () => {
  it('names the tags whose version changed, came or went', () => {
    expect(
      changedTags(
        { 'post:a': '1', 'post:b': '1', 'blog-list': 'a b' },
        { 'post:a': '1', 'post:b': '2', 'post:c': '1', 'blog-list': 'a b c' },
      ),
    ).toEqual(['blog-list', 'post:b', 'post:c']);
    expect(changedTags({ 'post:a': '1' }, {})).toEqual(['post:a']);
    expect(changedTags({ 'post:a': '1' }, { 'post:a': '1' })).toEqual([]);
  });
});

describe('pageIndexKeeper', () => {
  it('purges what changed since the last read, and nothing at the first', async () => {
    const reads = [
      index({ 'post:a': '1', 'blog-list': 'a' }),
      index({ 'post:a': '2', 'post:b': '1', 'blog-list': 'a b' }),
    ];
    const purged: string[][] = [];
    const keeper = pageIndexKeeper({
      load: async () => reads.shift()!,
      purge: async (tags) => void purged.push([...tags]),
      intervalMs: 60_000,
    });
    await keeper.refresh();
    expect(purged).toEqual([]);
    expect(keeper.current()?.paths['/blog/:slug']).toEqual(['/blog/a']);
    await keeper.refresh();
    expect(purged).toEqual([['blog-list', 'post:a', 'post:b']]);
  });

  it('keeps the last index when it cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    const keeper = pageIndexKeeper({
      load: async () => {
        if (fail) throw new Error('backend down');
        return index({ 'post:a': '1' });
      },
      purge: async () => undefined,
      intervalMs: 60_000,
    });
    await keeper.refresh();
    fail = true;
    await keeper.refresh();
    expect(keeper.current()?.versions).toEqual({ 'post:a': '1' });
  });

  it('reads once for requests that come together', async () => {
    const load = jest.fn(async () => index({}));
    const keeper = pageIndexKeeper({ load, purge: async () => undefined, intervalMs: 60_000 });
    await Promise.all([keeper.refresh(), keeper.refresh()]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('pageIndexKeeper.readAfterNow (the publish hooks)', () => {
  /** A load that waits to be let go, so a test can call in while a read is under way. */
  function heldLoads() {
    const waiting: { release: (index: PageIndex) => void; fail: (error: Error) => void }[] = [];
    const load = jest.fn(
      () =>
        new Promise<PageIndex>((resolve, reject) => {
          waiting.push({ release: resolve, fail: reject });
        }),
    );
    return { load, waiting };
  }
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('reads once more after a read that was under way, and calls meanwhile share that read', async () => {
    const { load, waiting } = heldLoads();
    const purged: string[][] = [];
    const keeper = pageIndexKeeper({
      load,
      purge: async (tags) => void purged.push([...tags]),
      intervalMs: 60_000,
    });
    // A read begun before the post was committed: it finds the index without it.
    const periodic = keeper.refresh();
    const hooks = [keeper.readAfterNow(), keeper.readAfterNow(), keeper.readAfterNow()];
    expect(load).toHaveBeenCalledTimes(1);
    waiting[0]!.release(index({ 'post:a': '1' }));
    await periodic;
    await settled();
    expect(load).toHaveBeenCalledTimes(2);
    waiting[1]!.release(index({ 'post:a': '1', 'post:b': '1' }));
    await Promise.all(hooks);
    expect(load).toHaveBeenCalledTimes(2);
    expect(purged).toEqual([['post:b']]);
  });

  it('reads at once when no read is under way, and rejects when the index could not be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, waiting } = heldLoads();
    const keeper = pageIndexKeeper({ load, purge: async () => undefined, intervalMs: 60_000 });
    const hook = keeper.readAfterNow();
    expect(load).toHaveBeenCalledTimes(1);
    waiting[0]!.fail(new Error('backend down'));
    await expect(hook).rejects.toThrow('the page index could not be read');
    // The periodic reads still never reject.
    const periodic = keeper.refresh();
    waiting[1]!.fail(new Error('backend down'));
    await expect(periodic).resolves.toBeUndefined();
  });
});
