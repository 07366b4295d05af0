import { existsSync } from 'node:fs';
import {
  blogListResponseSchema,
  blogPostResponseSchema,
  filterCategories,
  postCategories,
} from '@site/contracts/blog';
import { slugSchema } from '@site/contracts/blog-requests';
import type { BlogPostSummary } from '@site/contracts/blog';
import { handleGetBlogs } from '../functions/get-blogs/handler.ts';
import { seedFile } from '../local/database';
import { post, startTestDatabase } from './helpers';
import type { TestDatabase } from './helpers';

/** `supabase/seed.sql` applied on the real migrations, read back through get-blogs. */
jest.setTimeout(60_000);

const describeSeed = existsSync(seedFile) ? describe : describe.skip;

describeSeed('seed.sql', () => {
  let database: TestDatabase;
  let posts: BlogPostSummary[];

  beforeAll(async () => {
    database = await startTestDatabase([], { seedFile });
    posts = [];
    for (let offset = 0; ; offset += 50) {
      const response = await handleGetBlogs(post({ limit: 50, offset }), { sql: database.sql });
      const page = blogListResponseSchema.parse(await response.json()).posts;
      posts.push(...page);
      if (page.length < 50) break;
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  test('applies on the migrations and publishes at least 30 posts in the wire format', () => {
    expect(posts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    for (const p of posts) {
      expect(slugSchema.safeParse(p.slug).success).toBe(true);
      expect((postCategories as readonly string[]).includes(p.category)).toBe(true);
      expect(p.published_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test('every filter category has posts, enough to page the list', () => {
    for (const category of filterCategories) {
      expect(posts.filter((p) => p.category === category).length).toBeGreaterThan(0);
    }
    expect(posts.length).toBeGreaterThan(10);
  });

  test('each published post loads by its slug', async () => {
    for (const { slug } of posts.slice(0, 5)) {
      const response = await handleGetBlogs(post({ slug }), { sql: database.sql });
      expect(blogPostResponseSchema.parse(await response.json()).posts.slug).toBe(slug);
    }
  });
});
