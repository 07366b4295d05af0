import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Sql, TransactionSql } from 'postgres';
import { blogListResponseSchema } from '@site/contracts/blog';
import {
  realPostgresMissing,
  startPostgresServer,
  type PostgresServer,
} from '../../contact-api/src/testing/postgres-server';
import { createSql } from '../functions/_shared/db.ts';
import { asFunctionRole } from '../functions/_shared/function-role.ts';
import { handleGetBlogs, notFoundMessage } from '../functions/get-blogs/handler.ts';
import { runComposeInitScripts } from './compose-initdb';
import { post, startTestDatabase } from './helpers';

/**
 * The edge functions read as `blog_reader` (decision 022): published posts and nothing else,
 * enforced by the database (grants and row-level security), not by the functions' SQL. Checked
 * on PGlite (the local backend) and, where Debian's postgresql is installed, on a throwaway real
 * Postgres set up by the compose image's own init scripts, where the functions log in as the role.
 */
jest.setTimeout(120_000);

// PGlite and Postgres send a WARNING with some refused statements; the refusals are intended.
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

const fixtureSeed = path.join(__dirname, 'fixtures', 'seed.sql');
const published = ['fixture-newest', 'fixture-middle', 'fixture-oldest'];
const draft = 'fixture-draft';

interface Setup {
  /** A connection as the tables' owner, what `SUPABASE_DB_URL` is on Supabase and locally. */
  owner: Sql;
  /** Runs `work` the way the functions' queries run, as `blog_reader`. */
  asReader<T>(work: (tx: TransactionSql) => Promise<T>): Promise<T>;
  /** What the get-blogs function is given. */
  functionSql: Sql;
}

const permissionDenied = { message: expect.stringMatching(/permission denied/) };

function roleChecks(setup: () => Setup) {
  test('blog_reader is neither a superuser, nor exempt from row-level security, nor an owner', async () => {
    const { owner } = setup();
    const [role] = await owner<[{ rolsuper: boolean; rolbypassrls: boolean; owns: number }]>`
      select rolsuper, rolbypassrls,
        (select count(*)::int from pg_catalog.pg_class where relowner = pg_roles.oid) as owns
      from pg_catalog.pg_roles where rolname = 'blog_reader'`;
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, owns: 0 });
  });

  test('reads published posts and never a draft, whatever it asks for', async () => {
    const rows = await setup().asReader(
      (tx) => tx<{ slug: string; user: string }[]>`
        select slug, current_user as user from public.blog_posts order by published_date desc`,
    );
    expect(rows.map((row) => row.slug)).toEqual(published);
    expect(new Set(rows.map((row) => row.user))).toEqual(new Set(['blog_reader']));
    const drafts = await setup().asReader(
      (tx) => tx`select slug from public.blog_posts where not published or slug = ${draft}`,
    );
    expect(drafts).toHaveLength(0);
  });

  test('may not write posts', async () => {
    const { asReader } = setup();
    await expect(
      asReader(
        (tx) => tx`
          insert into public.blog_posts (slug, title, excerpt, content, category, author, read_time, published)
          values ('spam', 'Spam', 'x', 'x', 'Healthcare', 'x', '1 min read', true)`,
      ),
    ).rejects.toMatchObject(permissionDenied);
    await expect(
      asReader((tx) => tx`update public.blog_posts set published = true`),
    ).rejects.toMatchObject(permissionDenied);
    await expect(asReader((tx) => tx`delete from public.blog_posts`)).rejects.toMatchObject(
      permissionDenied,
    );
  });

  test('may not read any other table, nor one added later, nor create one', async () => {
    const { owner, asReader } = setup();
    // What a later migration (or the contact API in the same database) might add, without a
    // grant to blog_reader: nothing reaches it by default.
    await owner.unsafe(`
      create schema if not exists newsletter;
      create table if not exists newsletter.subscribers (email text primary key);
      insert into newsletter.subscribers values ('reader@example.com') on conflict do nothing;
      create table if not exists public.later_private (secret text);
      insert into public.later_private values ('hidden');
      -- The migrations' record (the compose database, set up by psql, has none).
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text);
    `);
    for (const table of [
      'newsletter.subscribers',
      'public.later_private',
      'supabase_migrations.schema_migrations',
    ]) {
      // The names are this test's constants.
      await expect(asReader((tx) => tx.unsafe(`select * from ${table}`))).rejects.toMatchObject(
        permissionDenied,
      );
    }
    await expect(asReader((tx) => tx`create table public.mine (id int)`)).rejects.toMatchObject(
      permissionDenied,
    );
  });

  test('get-blogs reads through row-level security: without the policy it sees no post at all', async () => {
    const { owner, functionSql } = setup();
    const list = async () => {
      const response = await handleGetBlogs(post({}), { sql: functionSql });
      expect(response.status).toBe(200);
      return blogListResponseSchema.parse(await response.json()).posts.map((p) => p.slug);
    };
    expect(await list()).toEqual(published);

    await owner`drop policy "Published posts are readable by the edge functions" on public.blog_posts`;
    try {
      expect(await list()).toEqual([]);
      const one = await handleGetBlogs(post({ slug: published[0] }), { sql: functionSql });
      expect([one.status, await one.json()]).toEqual([
        404,
        { success: false, error: notFoundMessage },
      ]);
    } finally {
      await owner`
        create policy "Published posts are readable by the edge functions"
          on public.blog_posts for select to blog_reader using (published)`;
    }
    expect(await list()).toEqual(published);
  });

  test('get-blogs has no privilege of its own: without the grant it fails (500), not the owner', async () => {
    const { owner, functionSql } = setup();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await owner`revoke select on public.blog_posts from blog_reader`;
    try {
      const response = await handleGetBlogs(post({}), { sql: functionSql });
      expect(response.status).toBe(500);
      expect(String(errors.mock.calls[0]?.[1])).toMatch(/permission denied/);
    } finally {
      await owner`grant select on public.blog_posts to blog_reader`;
    }
  });
}

describe('on PGlite (the local backend): the functions switch to blog_reader per transaction', () => {
  let database: Awaited<ReturnType<typeof startTestDatabase>>;
  beforeAll(async () => {
    database = await startTestDatabase([], { seedFile: fixtureSeed });
  });
  afterAll(async () => {
    await database?.close();
  });

  roleChecks(() => ({
    owner: database.sql,
    asReader: (work) => asFunctionRole(database.sql, work),
    functionSql: database.sql,
  }));
});

const missing = realPostgresMissing();
if (missing) console.info(`Real-Postgres role checks skipped: ${missing}.`);

(missing ? describe.skip : describe)(
  "on real Postgres, set up by the compose image's init scripts: the functions log in as blog_reader",
  () => {
    let server: PostgresServer;
    let owner: Sql;
    let reader: Sql;
    let work: string;
    const password = 'reader_test_1';

    beforeAll(async () => {
      server = await startPostgresServer();
      work = runComposeInitScripts(server.url, ['10-blog-schema.sh', '20-blog-reader-login.sh'], {
        BLOG_READER_PASSWORD: password,
      });
      owner = createSql(server.url);
      reader = createSql(`postgres://blog_reader:${password}@${new URL(server.url).host}/postgres`);
    });
    afterAll(async () => {
      await reader?.end({ timeout: 1 });
      await owner?.end({ timeout: 1 });
      await server?.stop();
      if (work) rmSync(work, { recursive: true, force: true });
    });

    roleChecks(() => ({
      owner,
      // Connected as the role itself, with no switch: what the compose functions run as.
      asReader: (work) => reader.begin((tx) => work(tx)) as never,
      functionSql: reader,
    }));

    test('a session of blog_reader cannot reset to a stronger role', async () => {
      await expect(
        reader.begin(async (tx) => {
          await tx`reset role`;
          return tx`select * from public.later_private`;
        }),
      ).rejects.toMatchObject(permissionDenied);
      await expect(reader`set role postgres`).rejects.toMatchObject(permissionDenied);
    });

    test('the init script refuses a password that would break the database URL', () => {
      const result = spawnSync(
        'sh',
        [path.join(__dirname, '..', 'docker', 'initdb', '20-blog-reader-login.sh')],
        {
          env: { PATH: process.env.PATH ?? '', BLOG_READER_PASSWORD: 'p@ss/word' },
          encoding: 'utf8',
        },
      );
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('BLOG_READER_PASSWORD must be set');
    });
  },
);
