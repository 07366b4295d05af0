import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TransactionSql } from 'postgres';
import { blogListResponseSchema, blogPostResponseSchema } from '@site/contracts/blog';
import { asFunctionRole } from '../functions/_shared/function-role.ts';
import { handleGetBlogs } from '../functions/get-blogs/handler.ts';
import { migrationsDir } from '../local/database';
import { fixturePosts } from './fixture-posts';
import { post, startHost, startTestDatabase, type TestDatabase } from './helpers';

/**
 * Scheduled publishing (decision 042): a post is visible when `published and publish_at <=
 * now()`, to get-blogs (list, category, slug, window), to anon and to blog_reader, with nothing
 * written when its time comes.
 */
jest.setTimeout(120_000);

let database: TestDatabase;
const call = async (body: unknown) => {
  const response = await handleGetBlogs(post(body), { sql: database.sql });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const listSlugs = async (body: unknown) => {
  const { status, body: answer } = await call(body);
  expect(status).toBe(200);
  return blogListResponseSchema.parse(answer).posts.map((p) => p.slug);
};
const windowOf = (from: string, before: string) => ({
  published_from: from,
  published_before: before,
});
const everything = windowOf('2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z');

/** Polls `check` until it is true, for at most `timeoutMs`: waits for a state, not a time. */
async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Not true within ${timeoutMs} ms.`);
}

async function insertPost(
  slug: string,
  publishAt: string,
  published = true,
  category = 'Healthcare',
) {
  await database.sql.unsafe(
    `insert into public.blog_posts
       (slug, title, excerpt, content, category, author, published_date, read_time, published, publish_at)
     values ($1, $1, 'Excerpt.', '## Body', $2, 'Ann', current_date, '3 min read', $3, ${publishAt})`,
    [slug, category, published],
  );
}

const slugsAs = (role: 'anon' | 'blog_reader') =>
  database.sql.begin(async (tx: TransactionSql) => {
    await tx.unsafe(`set local role ${role}`);
    return (await tx<{ slug: string }[]>`select slug from public.blog_posts`).map((r) => r.slug);
  });

beforeAll(async () => {
  database = await startTestDatabase(fixturePosts);
});
afterAll(async () => {
  await database?.close();
});

describe('a post scheduled for later', () => {
  test('is invisible everywhere until its time, then visible everywhere, with nothing written', async () => {
    await insertPost('scheduled-soon', "now() + interval '2 seconds'");
    const [{ updated_at: before }] = await database.sql<[{ updated_at: Date }]>`
      select updated_at from public.blog_posts where slug = 'scheduled-soon'`;

    expect(await listSlugs({ limit: 50 })).not.toContain('scheduled-soon');
    expect(await listSlugs({ category: 'Healthcare', limit: 50 })).not.toContain('scheduled-soon');
    expect(await listSlugs(everything)).not.toContain('scheduled-soon');
    expect((await call({ slug: 'scheduled-soon' })).status).toBe(404);
    expect(await slugsAs('anon')).not.toContain('scheduled-soon');
    expect(await slugsAs('blog_reader')).not.toContain('scheduled-soon');

    await waitUntil(async () => (await listSlugs({ limit: 50 })).includes('scheduled-soon'));
    expect(await listSlugs({ category: 'Healthcare', limit: 50 })).toContain('scheduled-soon');
    expect(await listSlugs(everything)).toContain('scheduled-soon');
    const single = await call({ slug: 'scheduled-soon' });
    expect(single.status).toBe(200);
    expect(blogPostResponseSchema.parse(single.body).posts.slug).toBe('scheduled-soon');
    expect(await slugsAs('anon')).toContain('scheduled-soon');
    expect(await slugsAs('blog_reader')).toContain('scheduled-soon');

    const [{ updated_at: after }] = await database.sql<[{ updated_at: Date }]>`
      select updated_at from public.blog_posts where slug = 'scheduled-soon'`;
    expect(after).toEqual(before);
  });

  test('a post scheduled far ahead stays invisible, also to blog_reader reading past get-blogs', async () => {
    await insertPost('scheduled-far', "now() + interval '30 days'");
    expect(await listSlugs({ limit: 50 })).not.toContain('scheduled-far');
    const asReader = await asFunctionRole(
      database.sql,
      (tx) => tx`select slug from public.blog_posts where slug = 'scheduled-far'`,
    );
    expect(asReader).toHaveLength(0);
  });

  test('every answer carries published_at, the publication time in UTC', async () => {
    await insertPost('published-at-known', "'2026-03-04T05:06:07.891+01:00'");
    const list = blogListResponseSchema.parse((await call({ limit: 50 })).body).posts;
    expect(list.find((p) => p.slug === 'published-at-known')?.published_at).toBe(
      '2026-03-04T04:06:07.891Z',
    );
    const single = blogPostResponseSchema.parse((await call({ slug: 'published-at-known' })).body);
    expect(single.posts.published_at).toBe('2026-03-04T04:06:07.891Z');
  });

  test('turning published on without a time publishes now; a schedule set with it is kept', async () => {
    await insertPost('old-draft', "now() - interval '90 days'", false);
    await database.sql`update public.blog_posts set published = true where slug = 'old-draft'`;
    const [draft] = await database.sql<[{ recent: boolean }]>`
      select publish_at > now() - interval '1 minute' as recent
      from public.blog_posts where slug = 'old-draft'`;
    expect(draft.recent).toBe(true);

    await insertPost('draft-to-schedule', "now() - interval '90 days'", false);
    await database.sql`
      update public.blog_posts set published = true, publish_at = '2099-01-01T00:00:00Z'
      where slug = 'draft-to-schedule'`;
    const [scheduled] = await database.sql<[{ at: string }]>`
      select to_char(publish_at at time zone 'UTC', 'YYYY-MM-DD') as at
      from public.blog_posts where slug = 'draft-to-schedule'`;
    expect(scheduled.at).toBe('2099-01-01');
  });
});

describe('get-blogs: the window request', () => {
  beforeAll(async () => {
    await insertPost('window-a', "'2030-01-01T00:00:00Z'");
    await insertPost('window-b', "'2020-05-01T10:00:00Z'");
    await insertPost('window-c', "'2020-05-01T10:00:00Z'");
    await insertPost('window-d', "'2020-05-31T23:59:59.999Z'");
    await insertPost('window-e', "'2020-06-01T00:00:00Z'");
    await insertPost('window-draft', "'2020-05-15T00:00:00Z'", false);
  });

  test('gives the posts visible now with publish_at in [from, before), oldest first, ties by id', async () => {
    const slugs = await listSlugs(windowOf('2020-05-01T10:00:00Z', '2020-06-01T00:00:00Z'));
    // b and c share their time: the tie goes by id.
    const tied = await database.sql<{ slug: string }[]>`
      select slug from public.blog_posts where slug in ('window-b', 'window-c') order by id`;
    expect(slugs).toEqual([...tied.map((row) => row.slug), 'window-d']);
    // An offset on the zone names the same instants.
    expect(
      await listSlugs(windowOf('2020-05-01T11:00:00+01:00', '2020-06-01T01:00:00+01:00')),
    ).toEqual(slugs);
    // Not yet visible (2030), not published, or outside the window: never.
    expect(await listSlugs(everything)).not.toContain('window-a');
    expect(await listSlugs(everything)).not.toContain('window-draft');
  });

  test('pages with limit and offset, by default the most a call gives', async () => {
    const all = await listSlugs(windowOf('2020-01-01T00:00:00Z', '2020-12-31T00:00:00Z'));
    expect(all).toEqual(expect.arrayContaining(['window-b', 'window-c', 'window-d', 'window-e']));
    expect(
      await listSlugs({
        ...windowOf('2020-01-01T00:00:00Z', '2020-12-31T00:00:00Z'),
        limit: 2,
        offset: 1,
      }),
    ).toEqual(all.slice(1, 3));
    const wide = await listSlugs(everything);
    expect(wide.length).toBeGreaterThan(10);
  });

  test.each([
    [
      windowOf('2020-06-01T00:00:00Z', '2020-06-01T00:00:00Z'),
      /published_from must be before published_before/,
    ],
    [
      windowOf('2020-07-01T00:00:00Z', '2020-06-01T00:00:00Z'),
      /published_from must be before published_before/,
    ],
    [
      windowOf('2020-06-01T00:00:00', '2020-07-01T00:00:00Z'),
      /published_from must be an ISO 8601 time with a zone/,
    ],
    [
      windowOf('2020-06-01T00:00:00Z', 'June'),
      /published_before must be an ISO 8601 time with a zone/,
    ],
    [{ published_from: '2020-06-01T00:00:00Z' }, /published_before/],
    [{ ...everything, limit: 51 }, /limit must be at most 50/],
    [{ ...everything, category: 'Healthcare' }, /category/],
  ])('refuses %j with 400 and says why', async (body, message) => {
    const { status, body: answer } = await call(body);
    expect(status).toBe(400);
    expect(answer).toEqual({ success: false, error: expect.stringMatching(message) });
  });
});

describe('the list indexes answer the time from the index', () => {
  test.each([
    [
      'the list',
      'where published and publish_at <= now() order by published_date desc, id desc limit 10',
      'blog_posts_published_list_idx',
    ],
    [
      'a category',
      "where published and publish_at <= now() and category = 'Healthcare' order by published_date desc, id desc limit 10",
      'blog_posts_category_list_idx',
    ],
    [
      'the window',
      "where published and publish_at <= now() and publish_at >= '2020-01-01' and publish_at < '2021-01-01' order by publish_at, id limit 50",
      'blog_posts_publish_window_idx',
    ],
  ])('%s', async (_name, where, index) => {
    const plan = await database.sql.begin(async (tx) => {
      // A few dozen rows would be read whole; the question is what the index can answer.
      await tx`set local enable_seqscan = off`;
      return tx.unsafe(`explain select id from public.blog_posts ${where}`);
    });
    const text = plan.map((row) => String(row['QUERY PLAN'])).join('\n');
    if (process.env.BLOG_TEST_LOG) console.log(text);
    expect(text).toContain(index);
    expect(text).toMatch(/Index Cond: .*publish_at <= now\(\)/);
  });
});

describe('the migration, on a database that has posts already', () => {
  let work: string;
  const host = startHost();
  afterAll(async () => {
    await host.terminate();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('gives published posts the start of their shown date, never later than now', async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'blog-schedule-migration-'));
    const before = path.join(work, 'before');
    cpSync(migrationsDir, before, { recursive: true });
    for (const file of readdirSync(before)) {
      if (file >= '20261127000000') rmSync(path.join(before, file));
    }
    const dataDir = path.join(work, 'data');
    await host.call('probeDatabase', { dataDir, migrationsDir: before }, [
      `insert into public.blog_posts (slug, title, excerpt, content, category, author, published_date, read_time, published)
       values ('shown-2024', 't', 'e', 'c', 'Healthcare', 'a', '2024-02-03', '1 min read', true),
              ('shown-later', 't', 'e', 'c', 'Healthcare', 'a', '2999-01-01', '1 min read', true)`,
    ]);
    const probe = await host.call('probeDatabase', { dataDir }, [
      `select slug, to_char(publish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as at,
              publish_at <= now() as visible
       from public.blog_posts order by slug`,
    ]);
    expect(probe.applied[0]).toBe('20261127000000');
    expect(probe.rows[0]).toEqual([
      { slug: 'shown-2024', at: '2024-02-03T00:00:00', visible: true },
      { slug: 'shown-later', at: expect.any(String), visible: true },
    ]);
  });
});
