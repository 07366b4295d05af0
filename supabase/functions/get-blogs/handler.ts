/**
 * The `get-blogs` edge function, runtime-neutral: `index.ts` serves it in Deno (Supabase), the
 * local backend's function server routes to it, and Jest calls it directly.
 *
 * POST `{ category?, limit?, offset? }` → `{ success: true, posts: BlogPostSummary[] }`: published
 * posts without their `content`, newest first (ties by id, so paging is stable), `limit`
 * (default 10) from `offset`.
 * POST `{ slug }` → `{ success: true, posts: BlogPost }` (the single post) or 404.
 * POST `{ published_from, published_before, limit?, offset? }` → `{ success: true, posts:
 * BlogPostSummary[] }`: posts with `publish_at` in [from, before), oldest first (decision 042).
 * Bad input → 400, other methods → 405, unexpected failures → 500 with a safe message.
 *
 * Only posts visible now: `published and publish_at <= now()` (scheduled publishing, decision
 * 042). Every query runs as the role `blog_reader` (`asFunctionRole`), whose row-level security
 * policy says the same: the `where` below is not the only guard.
 */
import {
  blogListRequestSchema,
  blogPostRequestSchema,
  blogWindowKeys,
  blogWindowRequestSchema,
} from '@site/contracts/blog-requests';
import type { BlogPost, BlogPostSummary } from '@site/contracts/blog';
import type { Sql, TransactionSql } from 'postgres';
import { asFunctionRole } from '../_shared/function-role.ts';
import { failure, json, readJsonObject } from '../_shared/http.ts';
import { describeIssues } from '../_shared/validation.ts';

export interface GetBlogsDeps {
  /** postgres.js client (`SUPABASE_DB_URL`); queries switch to `blog_reader` per transaction. */
  sql: Sql;
  /** Where unexpected errors go; `console.error` unless given. */
  logError?: (message: string, error: unknown) => void;
}

export const loadFailedMessage = 'Could not load blog posts. Please try again later.';
export const notFoundMessage = 'Blog post not found.';

export async function handleGetBlogs(req: Request, deps: GetBlogsDeps): Promise<Response> {
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;

  const parsed = schemaOf(body.value).safeParse(body.value);
  if (!parsed.success) return failure(400, describeIssues(parsed.error.issues));

  try {
    const request = parsed.data;
    if ('slug' in request) {
      const post = await asFunctionRole(deps.sql, (tx) => findPublishedPost(tx, request.slug));
      return post ? json({ success: true, posts: post }) : failure(404, notFoundMessage);
    }
    if ('published_from' in request) {
      const posts = await asFunctionRole(deps.sql, (tx) => listPostsPublishedIn(tx, request));
      return json({ success: true, posts });
    }
    const posts = await asFunctionRole(deps.sql, (tx) => listPublishedPosts(tx, request));
    return json({ success: true, posts });
  } catch (error) {
    (deps.logError ?? logToConsole)('get-blogs: database query failed', error);
    return failure(500, loadFailedMessage);
  }
}

const logToConsole = (message: string, error: unknown) => console.error(message, error);

/** Which of the three requests a body is, by its keys; each schema is strict about the rest. */
function schemaOf(body: Record<string, unknown>) {
  if (Object.hasOwn(body, 'slug')) return blogPostRequestSchema;
  if (blogWindowKeys.some((key) => Object.hasOwn(body, key))) return blogWindowRequestSchema;
  return blogListRequestSchema;
}

/** What every query adds to its `where`: the post is visible now. */
const visibleNow = (sql: TransactionSql) => sql`published and publish_at <= now()`;

/**
 * The columns of a list entry (a post without its `content`); the date as YYYY-MM-DD and the
 * time of the last change in UTC, whatever the server's DateStyle and time zone.
 */
const summaryColumns = (sql: TransactionSql) => sql`
  id::text as id,
  slug,
  title,
  excerpt,
  category,
  author,
  to_char(published_date, 'YYYY-MM-DD') as published_date,
  read_time,
  image_url,
  seo_title,
  seo_description,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at,
  to_char(publish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as published_at
`;

/** The columns of a whole post. */
const postColumns = (sql: TransactionSql) => sql`${summaryColumns(sql)}, content`;

export async function listPublishedPosts(
  sql: TransactionSql,
  { category, limit, offset }: { category?: string; limit: number; offset: number },
): Promise<BlogPostSummary[]> {
  const rows = await sql<BlogPostSummary[]>`
    select ${summaryColumns(sql)}
    from public.blog_posts
    where ${visibleNow(sql)}
      ${category === undefined ? sql`` : sql`and category = ${category}`}
    -- The table's columns, not the output's (to_char / ::text): only these match the list
    -- indexes, so a page reads ten rows instead of sorting every post.
    order by blog_posts.published_date desc, blog_posts.id desc
    limit ${limit}
    offset ${offset}
  `;
  return [...rows];
}

export async function findPublishedPost(
  sql: TransactionSql,
  slug: string,
): Promise<BlogPost | undefined> {
  const rows = await sql<BlogPost[]>`
    select ${postColumns(sql)}
    from public.blog_posts
    where ${visibleNow(sql)} and slug = ${slug}
    limit 1
  `;
  return rows[0];
}

/**
 * The posts visible now whose `publish_at` is in [from, before), oldest first (ties by id): a
 * range of the window index (`publish_at`, `id`).
 */
export async function listPostsPublishedIn(
  sql: TransactionSql,
  request: { published_from: string; published_before: string; limit: number; offset: number },
): Promise<BlogPostSummary[]> {
  const rows = await sql<BlogPostSummary[]>`
    select ${summaryColumns(sql)}
    from public.blog_posts
    where ${visibleNow(sql)}
      and publish_at >= ${request.published_from}::timestamptz
      and publish_at < ${request.published_before}::timestamptz
    order by blog_posts.publish_at, blog_posts.id
    limit ${request.limit}
    offset ${request.offset}
  `;
  return [...rows];
}
