import { blogAnonKey, postAt, startFakeBlog } from '../testing/mailing-parts';
import { postsPublishedBetween } from './blog-window';
import { hasEnded, lastEndedMonth, monthName, monthWindow } from './digest-months';

/** How the digest reads the blog's posts, and which instants its months run over. */

describe("the blog's posts of a window", () => {
  it('reads every page, oldest first, with the anon key', async () => {
    const posts = Array.from({ length: 120 }, (_, index) =>
      postAt(new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(), `p${index}`),
    );
    const blog = await startFakeBlog(posts.slice().reverse());
    try {
      const source = { supabaseUrl: `${blog.url}/`, anonKey: blogAnonKey, timeoutMs: 5000 };
      const read = await postsPublishedBetween(
        source,
        new Date('2026-11-01T00:00:00Z'),
        new Date('2026-11-01T01:50:00Z'),
      );
      expect(read.map((post) => post.slug)).toEqual(posts.slice(0, 110).map((post) => post.slug));
      expect(blog.requests.map((request) => request.offset)).toEqual([0, 50, 100]);
      await expect(
        postsPublishedBetween(
          { ...source, anonKey: 'wrong' },
          new Date('2026-11-01T00:00:00Z'),
          new Date('2026-12-01T00:00:00Z'),
        ),
      ).rejects.toThrow('get-blogs answered 401');
    } finally {
      await blog.close();
    }
  });
});

describe('the months of the digest', () => {
  it('run from midnight to midnight in UK time, summer time included', () => {
    expect(monthWindow('2026-07')).toEqual({
      from: new Date('2026-06-30T23:00:00Z'),
      before: new Date('2026-07-31T23:00:00Z'),
    });
    expect(monthWindow('2026-10')).toEqual({
      from: new Date('2026-09-30T23:00:00Z'),
      before: new Date('2026-11-01T00:00:00Z'),
    });
    expect(monthWindow('2026-12').before).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(lastEndedMonth(Date.parse('2026-12-01T09:00:00Z'))).toBe('2026-11');
    expect(lastEndedMonth(Date.parse('2026-07-31T23:30:00Z'))).toBe('2026-07');
    expect(lastEndedMonth(Date.parse('2027-01-01T00:00:00Z'))).toBe('2026-12');
    expect(hasEnded('2026-11', Date.parse('2026-11-30T23:59:59Z'))).toBe(false);
    expect(monthName('2026-11')).toBe('November 2026');
  });
});
