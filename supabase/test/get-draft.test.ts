import { rmSync } from 'node:fs';
import type { Sql } from 'postgres';
import { blogPostResponseSchema } from '@site/contracts/blog';
import {
  realPostgresMissing,
  startPostgresServer,
  type PostgresServer,
} from '../../contact-api/src/testing/postgres-server';
import { createSql } from '../functions/_shared/db.ts';
import { signDraftToken, verifyDraftToken } from '../functions/_shared/draft-token.ts';
import { asPreviewRole } from '../functions/_shared/function-role.ts';
import { draftNotFoundMessage, handleGetDraft } from '../functions/get-draft/handler.ts';
import { handleGetBlogs } from '../functions/get-blogs/handler.ts';
import { fixturePosts } from './fixture-posts';
import { runComposeInitScripts } from './compose-initdb';
import { post, startTestDatabase, type TestDatabase } from './helpers';

/**
 * The draft preview's own read path (decision 042): a signed, expiring token names one post;
 * `get-draft` checks it and reads that post as `blog_previewer`, which can read nothing else.
 */
jest.setTimeout(120_000);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

const secret = 'a-test-preview-secret-of-more-than-32-bytes';
const nowMs = Date.parse('2026-11-27T12:00:00Z');
const inADay = nowMs / 1000 + 24 * 60 * 60;
const permissionDenied = { message: expect.stringMatching(/permission denied/) };

describe('the draft token', () => {
  test('a token signed with the secret verifies until it expires, and names its slug', async () => {
    const token = await signDraftToken({ slug: 'my-draft', exp: inADay }, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const [payload] = token.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'))).toEqual({
      slug: 'my-draft',
      exp: inADay,
    });
    expect(await verifyDraftToken(token, secret, nowMs)).toEqual({ slug: 'my-draft', exp: inADay });
    expect(await verifyDraftToken(token, secret, inADay * 1000 - 1)).toBeDefined();
    expect(await verifyDraftToken(token, secret, inADay * 1000)).toBeUndefined();
  });

  test('refuses a token of another key, an altered payload or signature, and garbage', async () => {
    const token = await signDraftToken({ slug: 'my-draft', exp: inADay }, secret);
    const [payload, signature] = token.split('.') as [string, string];
    const otherSlug = Buffer.from(JSON.stringify({ slug: 'other-post', exp: inADay })).toString(
      'base64url',
    );
    const longer = Buffer.from(JSON.stringify({ slug: 'my-draft', exp: inADay + 999999 })).toString(
      'base64url',
    );
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    for (const bad of [
      `${otherSlug}.${signature}`,
      `${longer}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}.`,
      payload,
      `${token}.x`,
      '',
      'not a token',
      `${payload}.${signature}=`,
    ]) {
      expect(await verifyDraftToken(bad, secret, nowMs)).toBeUndefined();
    }
    expect(await verifyDraftToken(token, `${secret}-rotated`, nowMs)).toBeUndefined();
  });

  test('a secret shorter than 32 bytes is refused, loudly', async () => {
    await expect(signDraftToken({ slug: 'x', exp: inADay }, 'short')).rejects.toThrow(
      /BLOG_PREVIEW_SECRET must be at least 32 bytes/,
    );
  });
});

describe('get-draft', () => {
  let database: TestDatabase;
  const errors: unknown[] = [];
  const call = async (
    body: unknown,
    options: { secret?: string | undefined; at?: number } = {},
  ) => {
    const response = await handleGetDraft(post(body), {
      sql: database.sql,
      secret: 'secret' in options ? options.secret : secret,
      now: () => options.at ?? nowMs,
      logError: (message) => errors.push(message),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const tokenFor = (slug: string, exp = inADay) => signDraftToken({ slug, exp }, secret);

  beforeAll(async () => {
    database = await startTestDatabase(fixturePosts);
    await database.sql`
      insert into public.blog_posts
        (slug, title, excerpt, content, category, author, published_date, read_time, published, publish_at)
      values ('scheduled-later', 'Later', 'Soon.', '## Soon', 'Compliance', 'Ann', '2026-12-01',
              '2 min read', true, now() + interval '30 days')`;
  });
  afterAll(async () => {
    await database?.close();
  });

  test('answers a draft, as get-blogs answers a published post, for a valid token', async () => {
    const { status, body } = await call({ token: await tokenFor('draft-post') });
    expect(status).toBe(200);
    const draft = blogPostResponseSchema.parse(body).posts;
    expect(draft).toMatchObject({
      slug: 'draft-post',
      category: 'Compliance',
      published_date: '2023-06-01',
      content: expect.stringContaining('Body of **draft-post**'),
    });
    // The same fields, in the same form, as a published post through get-blogs.
    const published = await handleGetBlogs(post({ slug: 'tie-saas' }), { sql: database.sql });
    const publishedPost = blogPostResponseSchema.parse(await published.json()).posts;
    const viaDraft = blogPostResponseSchema.parse(
      (await call({ token: await tokenFor('tie-saas') })).body,
    ).posts;
    expect(viaDraft).toEqual(publishedPost);
  });

  test('answers a scheduled post before its time', async () => {
    const { status, body } = await call({ token: await tokenFor('scheduled-later') });
    expect(status).toBe(200);
    expect(blogPostResponseSchema.parse(body).posts.slug).toBe('scheduled-later');
  });

  test('an expired, altered or foreign token, or an unknown slug, is the same 404', async () => {
    const valid = await tokenFor('draft-post');
    const [payload, signature] = valid.split('.') as [string, string];
    const swapped = Buffer.from(JSON.stringify({ slug: 'draft-newest', exp: inADay })).toString(
      'base64url',
    );
    const foreign = await signDraftToken(
      { slug: 'draft-post', exp: inADay },
      'another-secret-that-is-long-enough-32b',
    );
    const cases = [
      { token: await tokenFor('draft-post', nowMs / 1000 - 1) },
      { token: `${swapped}.${signature}` },
      { token: `${payload}.${signature.slice(1)}A` },
      { token: foreign },
      { token: await tokenFor('no-such-post') },
    ];
    for (const body of cases) {
      expect(await call(body)).toEqual({
        status: 404,
        body: { success: false, error: draftNotFoundMessage },
      });
    }
    // The same valid token, a day later.
    expect((await call({ token: valid }, { at: inADay * 1000 + 1 })).status).toBe(404);
  });

  test('without a secret no token is valid, and the misconfiguration is logged', async () => {
    errors.length = 0;
    const { status } = await call({ token: await tokenFor('draft-post') }, { secret: undefined });
    expect(status).toBe(404);
    expect(errors.join(' ')).toMatch(/BLOG_PREVIEW_SECRET is not set/);
  });

  test('bad input is a 400 that says what is wrong; other methods 405', async () => {
    expect(await call({})).toEqual({
      status: 400,
      body: { success: false, error: expect.stringMatching(/token/) },
    });
    expect((await call({ token: 'x', slug: 'draft-post' })).status).toBe(400);
    expect((await call({ token: 42 })).status).toBe(400);
    const get = await handleGetDraft(new Request('http://localhost/functions/v1/get-draft'), {
      sql: database.sql,
      secret,
    });
    expect(get.status).toBe(405);
  });

  test('blog_previewer reads one post by its slug through its function, and no table', async () => {
    const { sql } = database;
    const [role] = await sql<[{ rolsuper: boolean; rolbypassrls: boolean; owns: number }]>`
      select rolsuper, rolbypassrls,
        (select count(*)::int from pg_catalog.pg_class where relowner = pg_roles.oid) as owns
      from pg_catalog.pg_roles where rolname = 'blog_previewer'`;
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, owns: 0 });
    await expect(
      asPreviewRole(sql, (tx) => tx`select slug from public.blog_posts`),
    ).rejects.toMatchObject(permissionDenied);
    await expect(
      asPreviewRole(sql, (tx) => tx`update public.blog_posts set published = true`),
    ).rejects.toMatchObject(permissionDenied);
    const one = await asPreviewRole(
      sql,
      (tx) => tx`select slug from blog_preview.draft_post('draft-post')`,
    );
    expect(one).toEqual([{ slug: 'draft-post' }]);
  });

  test('neither anon nor blog_reader may call the draft function', async () => {
    for (const role of ['anon', 'authenticated', 'blog_reader']) {
      await expect(
        database.sql.begin(async (tx) => {
          await tx.unsafe(`set local role ${role}`);
          return tx`select * from blog_preview.draft_post('draft-post')`;
        }),
      ).rejects.toMatchObject(permissionDenied);
    }
  });
});

const missing = realPostgresMissing();
if (missing) console.info(`Real-Postgres preview checks skipped: ${missing}.`);

(missing ? describe.skip : describe)(
  "on real Postgres set up by the compose init scripts: the functions' blog_reader login previews through blog_previewer",
  () => {
    let server: PostgresServer;
    let reader: Sql;
    let work: string;
    const password = 'reader_test_2';

    beforeAll(async () => {
      server = await startPostgresServer();
      work = runComposeInitScripts(server.url, ['10-blog-schema.sh', '20-blog-reader-login.sh'], {
        BLOG_READER_PASSWORD: password,
      });
      reader = createSql(`postgres://blog_reader:${password}@${new URL(server.url).host}/postgres`);
    });
    afterAll(async () => {
      await reader?.end({ timeout: 1 });
      await server?.stop();
      if (work) rmSync(work, { recursive: true, force: true });
    });

    test('get-draft answers a draft to a valid token, and the role reads no table', async () => {
      const token = await signDraftToken({ slug: 'fixture-draft', exp: inADay }, secret);
      const response = await handleGetDraft(post({ token }), {
        sql: reader,
        secret,
        now: () => nowMs,
      });
      expect(response.status).toBe(200);
      expect(blogPostResponseSchema.parse(await response.json()).posts.slug).toBe('fixture-draft');
      await expect(
        asPreviewRole(reader, (tx) => tx`select slug from public.blog_posts`),
      ).rejects.toMatchObject(permissionDenied);
      // The login itself sees published posts only, and may not call the function as itself.
      await expect(
        reader`select * from blog_preview.draft_post('fixture-draft')`,
      ).rejects.toMatchObject(permissionDenied);
    });
  },
);

(missing ? describe.skip : describe)(
  'on real Postgres with Vault and pgcrypto, as on Supabase: a preview link from the SQL editor',
  () => {
    let server: PostgresServer;
    let owner: Sql;
    let work: string;

    beforeAll(async () => {
      server = await startPostgresServer();
      owner = createSql(server.url);
      // What the Supabase project has before the migrations: pgcrypto, and Vault's view.
      await owner.unsafe(`
        create schema extensions;
        create extension pgcrypto with schema extensions;
        create schema vault;
        create table vault.decrypted_secrets (name text, decrypted_secret text);
      `);
      await owner`insert into vault.decrypted_secrets values ('blog_preview_secret', ${secret})`;
      work = runComposeInitScripts(server.url, ['10-blog-schema.sh']);
    });
    afterAll(async () => {
      await owner?.end({ timeout: 1 });
      await server?.stop();
      if (work) rmSync(work, { recursive: true, force: true });
    });

    test("signs the same token as the editors' command, which get-draft accepts", async () => {
      const [{ link }] = await owner<[{ link: string }]>`
        select blog_preview.preview_link('fixture-draft', 'https://www.example.co.uk/') as link`;
      const match =
        /^https:\/\/www\.example\.co\.uk\/_preview\/draft\/blog\/fixture-draft#([\w.-]+)$/.exec(
          link,
        );
      expect(match).not.toBeNull();
      const grant = await verifyDraftToken(match![1]!, secret);
      expect(grant?.slug).toBe('fixture-draft');
      const hours = (grant!.exp * 1000 - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      const response = await handleGetDraft(post({ token: match![1] }), { sql: owner, secret });
      expect(response.status).toBe(200);
      // Of another key, it is refused.
      expect(await verifyDraftToken(match![1]!, `${secret}-other`)).toBeUndefined();

      // A payload longer than a base64 line (76 characters) is still one token.
      const long = `a-${'long-'.repeat(30)}slug`;
      await owner`
        insert into public.blog_posts (slug, title, excerpt, content, category, author, read_time)
        values (${long}, 'Long', 'e', 'c', 'Healthcare', 'Ann', '1 min read')`;
      const [{ link: longLink }] = await owner<[{ link: string }]>`
        select blog_preview.preview_link(${long}, 'https://www.example.co.uk') as link`;
      const longToken = longLink.split('#')[1]!;
      expect(longToken).toMatch(/^[\w-]{100,}\.[\w-]{43}$/);
      expect((await verifyDraftToken(longToken, secret))?.slug).toBe(long);
    });

    test('refuses an unknown slug, and no API role may call it', async () => {
      await expect(
        owner`select blog_preview.preview_link('no-such-post', 'https://x.example')`,
      ).rejects.toMatchObject({ message: expect.stringContaining('No post has the slug') });
      for (const role of ['anon', 'authenticated', 'blog_reader', 'blog_previewer']) {
        await expect(
          owner.begin(async (tx) => {
            await tx.unsafe(`set local role ${role}`);
            return tx`select blog_preview.preview_link('fixture-draft', 'https://x.example')`;
          }),
        ).rejects.toMatchObject(permissionDenied);
      }
    });
  },
);

test('without Vault (the local backend, compose) there is no link function', async () => {
  const database = await startTestDatabase();
  try {
    const [row] = await database.sql<[{ present: boolean }]>`
      select to_regprocedure('blog_preview.preview_link(text, text)') is not null as present`;
    expect(row.present).toBe(false);
  } finally {
    await database.close();
  }
});
