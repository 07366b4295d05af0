import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postCategories } from '@site/contracts/blog-facts';
import { migrationsDir, readMigrations } from '../local/database';
import { fixturePosts } from './fixture-posts';
import { startHost, startTestDatabase } from './helpers';
import type { TestDatabase } from './helpers';

jest.setTimeout(120_000);

// PGlite adds a WARNING notice ("aborting transaction") to every failed statement; the client
// passes warnings to console.warn. The failures here are intended.
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

const versions = readMigrations().map((m) => m.version);
const fixtureSeed = path.join(__dirname, 'fixtures', 'seed.sql');

describe('row-level security (as Supabase roles)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await startTestDatabase(fixturePosts);
  });
  afterAll(async () => {
    await database?.close();
  });

  const asRole = <T>(
    role: 'anon' | 'authenticated',
    work: (tx: TestDatabase['sql']) => Promise<T>,
  ) =>
    database.sql.begin(async (tx) => {
      await tx.unsafe(`set local role ${role}`);
      return work(tx as unknown as TestDatabase['sql']);
    }) as Promise<T>;

  test.each(['anon', 'authenticated'] as const)('%s sees published posts only', async (role) => {
    const rows = await asRole(
      role,
      (tx) => tx<{ slug: string; published: boolean }[]>`
      select slug, published from public.blog_posts`,
    );
    const published = fixturePosts.filter((p) => p.published !== false).map((p) => p.slug);
    expect(rows.map((r) => r.slug).sort()).toEqual([...published].sort());
    expect(rows.every((r) => r.published)).toBe(true);
    const draft = await asRole(
      role,
      (tx) => tx`
      select 1 from public.blog_posts where slug = 'draft-post'`,
    );
    expect(draft).toHaveLength(0);
  });

  test('anon cannot insert, update or delete posts', async () => {
    const insert = asRole(
      'anon',
      (tx) => tx`
      insert into public.blog_posts (slug, title, excerpt, content, category, author, read_time, published)
      values ('spam', 'Spam', 'x', 'x', 'Healthcare', 'x', '1 min read', true)`,
    );
    await expect(insert).rejects.toMatchObject({
      message: expect.stringMatching(/permission denied/),
    });
    await expect(
      asRole('anon', (tx) => tx`update public.blog_posts set title = 'Defaced'`),
    ).rejects.toMatchObject({ message: expect.stringMatching(/permission denied/) });
    await expect(asRole('anon', (tx) => tx`delete from public.blog_posts`)).rejects.toMatchObject({
      message: expect.stringMatching(/permission denied/),
    });
  });

  test('even with the table grants Supabase gives anon by default, RLS refuses writes', async () => {
    const attempt = database.sql.begin(async (tx) => {
      await tx`grant insert, update, delete on public.blog_posts to anon`;
      await tx`set local role anon`;
      const updated = await tx`update public.blog_posts set title = 'Defaced'`;
      const deleted = await tx`delete from public.blog_posts`;
      expect([updated.count, deleted.count]).toEqual([0, 0]);
      await tx`
        insert into public.blog_posts (slug, title, excerpt, content, category, author, read_time, published)
        values ('spam', 'Spam', 'x', 'x', 'Healthcare', 'x', '1 min read', true)`;
    });
    await expect(attempt).rejects.toMatchObject({
      message: expect.stringMatching(/row-level security/),
    });
    const [{ count }] = await database.sql<[{ count: number }]>`
      select count(*)::int as count from public.blog_posts where title = 'Defaced' or slug = 'spam'`;
    expect(count).toBe(0);
  });
});

describe('schema rules', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await startTestDatabase(fixturePosts);
  });
  afterAll(async () => {
    await database?.close();
  });

  const insertPost = (slug: string, category: string) => database.sql`
    insert into public.blog_posts (slug, title, excerpt, content, category, author, read_time)
    values (${slug}, 't', 'e', 'c', ${category}, 'a', '1 min read')`;

  test("categories are the site's (@site/contracts/blog-facts), and no other", async () => {
    await expect(insertPost('cooking-post', 'Cooking')).rejects.toMatchObject({
      message: expect.stringMatching(/blog_posts_category_check/),
    });
    // The migration's list and the pages' list are written twice (SQL and TypeScript): each of
    // the site's categories is accepted, so the two cannot drift apart unnoticed.
    for (const [index, category] of postCategories.entries()) {
      await insertPost(`category-${index}`, category);
    }
  });

  test('slugs are unique and URL-safe; new posts are drafts', async () => {
    await expect(insertPost('newest-healthcare', 'Healthcare')).rejects.toMatchObject({
      message: expect.stringMatching(/blog_posts_slug_key/),
    });
    await expect(insertPost('Not A Slug', 'Healthcare')).rejects.toMatchObject({
      message: expect.stringMatching(/blog_posts_slug_format/),
    });
    await insertPost('a-draft-by-default', 'Healthcare');
    const [row] = await database.sql<[{ published: boolean }]>`
      select published from public.blog_posts where slug = 'a-draft-by-default'`;
    expect(row.published).toBe(false);
  });

  test('updated_at follows every update', async () => {
    await database.sql`
      update public.blog_posts set updated_at = '2000-01-01' where slug = 'finance-one'`;
    const [row] = await database.sql<[{ recent: boolean }]>`
      select updated_at > now() - interval '1 minute' as recent
      from public.blog_posts where slug = 'finance-one'`;
    expect(row.recent).toBe(true);
  });
});

describe('migrations and seed on a persistent database', () => {
  const host = startHost();
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'blog-db-test-'));
  });
  afterAll(async () => {
    await host.terminate();
    rmSync(work, { recursive: true, force: true });
  });

  const countPosts = 'select count(*)::int as count from public.blog_posts';
  const tracked = 'select version from supabase_migrations.schema_migrations order by version';

  test('a new database gets every migration and the seed; a reopened one keeps its data', async () => {
    const dataDir = path.join(work, 'data');
    const first = await host.call('probeDatabase', { dataDir, seedFile: fixtureSeed }, [
      countPosts,
    ]);
    expect(first).toMatchObject({ created: true, applied: versions, seeded: true });
    expect(first.rows[0]).toEqual([{ count: 4 }]);

    const second = await host.call('probeDatabase', { dataDir, seedFile: fixtureSeed }, [
      countPosts,
      tracked,
    ]);
    expect(second).toMatchObject({ created: false, applied: [], seeded: false });
    expect(second.rows).toEqual([[{ count: 4 }], versions.map((version) => ({ version }))]);

    // A new migration file is applied at the next start, and only it.
    const moreMigrations = path.join(work, 'migrations');
    cpSync(migrationsDir, moreMigrations, { recursive: true });
    writeFileSync(
      path.join(moreMigrations, '20991231000000_post_tags.sql'),
      'alter table public.blog_posts add column tags text[] not null default array[]::text[];',
    );
    const third = await host.call(
      'probeDatabase',
      { dataDir, seedFile: fixtureSeed, migrationsDir: moreMigrations },
      [countPosts, "select tags from public.blog_posts where slug = 'fixture-newest'"],
    );
    expect(third).toMatchObject({ created: false, applied: ['20991231000000'], seeded: false });
    expect(third.rows).toEqual([[{ count: 4 }], [{ tags: [] }]]);
  });

  test('the legacy newsletter sign-ups are dropped with their rows on an existing database', async () => {
    // A database as it was before the drop: every migration up to it, and one sign-up.
    const dataDir = path.join(work, 'legacy');
    const before = path.join(work, 'migrations-before-drop');
    cpSync(migrationsDir, before, { recursive: true });
    rmSync(path.join(before, '20261124000000_drop_newsletter_subscribers.sql'));
    const table = "select to_regclass('public.newsletter_subscribers')::text as name";
    const old = await host.call('probeDatabase', { dataDir, migrationsDir: before }, [
      "insert into public.newsletter_subscribers (email) values ('old@example.com') returning email",
      table,
    ]);
    expect(old.rows).toEqual([
      [{ email: 'old@example.com' }],
      [{ name: 'newsletter_subscribers' }],
    ]);

    const now = await host.call('probeDatabase', { dataDir }, [table]);
    expect(now.applied).toContain('20261124000000');
    expect(now.rows).toEqual([[{ name: null }]]);
  });

  test('a failing migration leaves a new database untouched, so the next start retries', async () => {
    const dataDir = path.join(work, 'broken');
    const badMigrations = path.join(work, 'bad-migrations');
    cpSync(migrationsDir, badMigrations, { recursive: true });
    writeFileSync(path.join(badMigrations, '20991231000000_broken.sql'), 'select * from nowhere;');

    await expect(
      host.call('probeDatabase', { dataDir, seedFile: fixtureSeed, migrationsDir: badMigrations }),
    ).rejects.toThrow(/Migration 20991231000000_broken\.sql failed: .*nowhere/);

    const retry = await host.call('probeDatabase', { dataDir, seedFile: fixtureSeed }, [
      countPosts,
    ]);
    expect(retry).toMatchObject({ created: true, applied: versions, seeded: true });
    expect(retry.rows[0]).toEqual([{ count: 4 }]);
  });
});
