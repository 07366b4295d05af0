import net from 'node:net';
import { blogListResponseSchema, blogPostResponseSchema } from '@site/contracts/blog';
import type { BlogPostSummary } from '@site/contracts/blog';
import { createSql } from '../functions/_shared/db.ts';
import {
  handleGetBlogs,
  loadFailedMessage,
  notFoundMessage,
} from '../functions/get-blogs/handler.ts';
import { fixturePosts, publishedFixtures } from './fixture-posts';
import { failingSql, post, startTestDatabase } from './helpers';
import type { TestDatabase } from './helpers';

jest.setTimeout(60_000);

let database: TestDatabase;
const call = (req: Request) => handleGetBlogs(req, { sql: database.sql });
const listSlugs = async (body: unknown) => {
  const response = await call(post(body));
  expect(response.status).toBe(200);
  return blogListResponseSchema.parse(await response.json()).posts.map((p) => p.slug);
};

beforeAll(async () => {
  database = await startTestDatabase(fixturePosts);
});
afterAll(async () => {
  await database?.close();
});

/** The published fixtures in the order the list must give: newest first, ties by id desc. */
async function expectedOrder(category?: string): Promise<string[]> {
  const rows = await database.sql<{ slug: string }[]>`
    select slug from public.blog_posts
    where published ${category ? database.sql`and category = ${category}` : database.sql``}
    order by published_date desc, id desc`;
  return rows.map((row) => row.slug);
}

describe('get-blogs: the list', () => {
  test('answers ten published posts, newest first, in the wire format', async () => {
    const response = await call(post({ limit: 10, offset: 0 }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = blogListResponseSchema.parse(await response.json());
    expect(body.success).toBe(true);
    expect(body.posts).toHaveLength(10);
    expect(body.posts.map((p) => p.slug)).toEqual((await expectedOrder()).slice(0, 10));
    const dates = body.posts.map((p) => p.published_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.posts[0]).toMatchObject({
      slug: 'newest-healthcare',
      category: 'Healthcare',
      published_date: '2024-03-01',
      read_time: '5 min read',
      author: 'Jane Author',
      image_url: null,
      seo_title: null,
      seo_description: null,
    });
    expect(body.posts[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    // The list never shows a post's body: its entries leave it out.
    expect(body.posts[0]).not.toHaveProperty('content');
  });

  test('an empty body and {} give the first page of ten', async () => {
    const empty = await call(post('', { raw: true }));
    expect(empty.status).toBe(200);
    expect(blogListResponseSchema.parse(await empty.json()).posts).toHaveLength(10);
    expect(await listSlugs({})).toEqual((await expectedOrder()).slice(0, 10));
  });

  test('never lists unpublished posts', async () => {
    const all = await listSlugs({ limit: 50 });
    expect(all).toHaveLength(publishedFixtures.length);
    expect(all).not.toContain('draft-newest');
    expect(all).not.toContain('draft-post');
    expect(await listSlugs({ category: 'Healthcare', limit: 50 })).not.toContain('draft-newest');
    expect(await listSlugs({ category: 'Compliance', limit: 50 })).not.toContain('draft-post');
  });

  test('pages with limit and offset, stable across pages (ties broken by id)', async () => {
    const full = await expectedOrder();
    expect(await listSlugs({ limit: 50 })).toEqual(full);

    const paged: string[] = [];
    for (let offset = 0; offset < full.length + 3; offset += 3) {
      paged.push(...(await listSlugs({ limit: 3, offset })));
    }
    expect(paged).toEqual(full);
    expect(new Set(paged).size).toBe(full.length);

    // The second page of ten holds the rest; past the end is empty.
    expect(await listSlugs({ limit: 10, offset: 10 })).toEqual(full.slice(10));
    expect(await listSlugs({ offset: 1000 })).toEqual([]);

    // The three posts of 2024-02-20 come in the same order every time.
    const ties = full.filter((slug) => slug.startsWith('tie-'));
    expect(ties).toHaveLength(3);
    expect((await listSlugs({ limit: 3, offset: 1 })).filter((s) => s.startsWith('tie-'))).toEqual(
      ties,
    );
  });

  test.each([
    'Healthcare',
    'Healthcare Innovation',
    'SaaS Solutions',
    'Compliance',
    'Financial Services',
    'Salesforce',
    'Digital Transformation',
  ])('filters by category %s', async (category) => {
    const response = await call(post({ category, limit: 10, offset: 0 }));
    const { posts } = blogListResponseSchema.parse(await response.json());
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p: BlogPostSummary) => p.category === category)).toBe(true);
    expect(posts.map((p) => p.slug)).toEqual(await expectedOrder(category));
  });

  test('category filter pages too', async () => {
    const healthcare = await expectedOrder('Healthcare');
    expect(healthcare).toHaveLength(3);
    expect(await listSlugs({ category: 'Healthcare', limit: 2 })).toEqual(healthcare.slice(0, 2));
    expect(await listSlugs({ category: 'Healthcare', limit: 2, offset: 2 })).toEqual(
      healthcare.slice(2),
    );
  });

  test('handles concurrent requests on its single connection', async () => {
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => call(post({ limit: 1 + (i % 5), offset: i % 3 }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(25).fill(200));
  });
});

describe('get-blogs: one post by slug', () => {
  test('answers the post as the single object in posts', async () => {
    const response = await call(post({ slug: 'innovation-one' }));
    expect(response.status).toBe(200);
    const body = blogPostResponseSchema.parse(await response.json());
    expect(Array.isArray(body.posts)).toBe(false);
    expect(body.posts).toMatchObject({
      slug: 'innovation-one',
      category: 'Healthcare Innovation',
      published_date: '2024-01-15',
      image_url: 'https://example.com/a.jpg',
      seo_title: 'Innovation SEO title',
    });
    expect(body.posts.content).toContain('Body of **innovation-one**');
  });

  test('an unknown slug is a 404', async () => {
    const response = await call(post({ slug: 'no-such-post' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: notFoundMessage });
  });

  test('an unpublished post is a 404 too', async () => {
    for (const slug of ['draft-post', 'draft-newest']) {
      const response = await call(post({ slug }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: notFoundMessage });
    }
  });
});

describe('get-blogs: bad requests are 400 with a useful message', () => {
  test.each<[string, unknown, boolean, RegExp]>([
    ['malformed JSON', '{"limit": 10', true, /valid JSON/],
    ['an array body', [], false, /JSON object/],
    ['a null body', 'null', true, /JSON object/],
    ['a string body', '"hello"', true, /JSON object/],
    ['a number body', '42', true, /JSON object/],
    ['an unknown key', { limit: 10, page: 2 }, false, /page/],
    ['limit 0', { limit: 0 }, false, /limit must be at least 1/],
    ['limit 51', { limit: 51 }, false, /limit must be at most 50/],
    ['limit 1.5', { limit: 1.5 }, false, /limit must be a whole number/],
    ["limit '10'", { limit: '10' }, false, /limit must be a whole number/],
    ['limit null', { limit: null }, false, /limit must be a whole number/],
    ['a negative offset', { offset: -1 }, false, /offset must be 0 or more/],
    ['an offset too far', { offset: 100_001 }, false, /offset must be at most 100000/],
    ['an unknown category', { category: 'Cooking' }, false, /Unknown category/],
    ['category All', { category: 'All' }, false, /Unknown category/],
    ['a bad slug', { slug: 'Not A Slug!' }, false, /slug is lower-case letters/],
    ['an empty slug', { slug: '' }, false, /slug/],
    ['a number slug', { slug: 42 }, false, /slug/],
    ['a slug with list keys', { slug: 'tie-saas', limit: 10 }, false, /limit/],
  ])('%s', async (_name, body, raw, message) => {
    const response = await call(post(body, { raw }));
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const json = (await response.json()) as { success: boolean; error: string };
    expect(json.success).toBe(false);
    expect(json.error).toMatch(message);
  });

  // zod writes these messages, not the contract: `zod/mini` needs the English locale installed
  // (`_shared/validation.ts`), or each would read "Invalid input".
  test.each<[unknown, string]>([
    [{ limit: 10, page: 2 }, 'Unrecognized key: "page"'],
    [{ slug: 42 }, 'slug: Invalid input: expected string, received number'],
    [
      { slug: '' },
      'slug: Too small: expected string to have >=1 characters A slug is lower-case letters, digits and single hyphens.',
    ],
  ])('%j is answered in English words', async (body, error) => {
    const response = await call(post(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
  });

  test('a body over 16 KiB is refused', async () => {
    const response = await call(post({ slug: 'a'.repeat(20_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      error: 'The request body is too large.',
    });
  });
});

describe('get-blogs: HTTP', () => {
  test('OPTIONS is the CORS preflight: 200 ok with the headers supabase-js sends', async () => {
    const response = await call(
      new Request('http://localhost/functions/v1/get-blogs', { method: 'OPTIONS' }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers')!.split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'x-client-info', 'apikey', 'content-type']),
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  test.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s is 405', async (method) => {
    const response = await call(
      new Request('http://localhost/functions/v1/get-blogs', {
        method,
        ...(method === 'GET' ? {} : { body: '{}' }),
      }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toEqual({
      success: false,
      error: 'Method not allowed. Use POST.',
    });
  });
});

describe('get-blogs: failures', () => {
  test('a database error is a 500 with a safe message, and the real error is logged', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const secret = 'relation "public.blog_posts" does not exist at character 42';
    for (const body of [{ limit: 10 }, { slug: 'tie-saas' }]) {
      const response = await handleGetBlogs(post(body), { sql: failingSql(secret) });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ success: false, error: loadFailedMessage });
      expect(text).not.toContain('relation');
    }
    expect(errorSpy).toHaveBeenCalledTimes(2);
    expect(String(errorSpy.mock.calls[0]![1])).toContain(secret);
    errorSpy.mockRestore();
  });

  test('an unreachable database is a 500 too', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const sql = createSql(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
    const logError = jest.fn();
    const response = await handleGetBlogs(post({}), { sql, logError });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, error: loadFailedMessage });
    expect(logError).toHaveBeenCalledWith(
      'get-blogs: database query failed',
      expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }),
    );
    await sql.end({ timeout: 1 });
  });
});
