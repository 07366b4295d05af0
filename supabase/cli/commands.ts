import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { draftPreviewPath } from '@site/contracts/release-cookies';
import { signDraftToken } from '../functions/_shared/draft-token.ts';
import type { EditorDb } from './editor-db';
import { parsePostFile, type PostFile } from './front-matter';
import { notifyRenderer } from './publish-hook';

/**
 * The editors' commands (`npm run blog -w @site/supabase -- <command>`): each is one SQL
 * statement as the tables' owner, what an editor does in the Supabase dashboard, then (when
 * what visitors see may have changed) the renderer's publish hook.
 */
export interface EditorContext {
  db: EditorDb;
  /** `BLOG_PREVIEW_SECRET`, asked for only by `preview`. */
  previewSecret: () => string;
  /** The site's public URL, the preview links' origin. */
  siteUrl: string;
  rendererInternalUrl: string | undefined;
  now: () => Date;
  print: (line: string) => void;
}

/** A mistake of the editor's (no such post, a bad time): printed without a stack. */
export class EditorError extends Error {}

/** How long a preview link works. */
export const previewLinkSeconds = 24 * 60 * 60;

const postState = `
  slug,
  case
    when not published then 'draft'
    when publish_at > now() then 'scheduled'
    else 'published'
  end as state,
  to_char(publish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as publish_at,
  to_char(published_date, 'YYYY-MM-DD') as published_date,
  to_char(publish_at at time zone 'Europe/London', 'YYYY-MM-DD') as publish_day`;

interface PostState extends Record<string, unknown> {
  slug: string;
  state: 'draft' | 'scheduled' | 'published';
  publish_at: string;
  published_date: string;
  /** The day of `publish_at` in the UK. */
  publish_day: string;
}

const describe = (post: PostState) =>
  post.state === 'draft'
    ? `${post.slug} is a draft.`
    : post.state === 'scheduled'
      ? `${post.slug} is scheduled for ${post.publish_at}.`
      : `${post.slug} is published (since ${post.publish_at}).`;

/** The date a post shows is its own field: say so when it is not the day it goes public. */
const shownDate = (post: PostState) =>
  post.published_date === post.publish_day
    ? undefined
    : `The site shows it dated ${post.published_date} (its published_date), not ${post.publish_day}: ` +
      'to change that, set published_date in its file and run update.';

const noPost = (slug: string) =>
  new EditorError(`No post has the slug "${slug}". Create it first: create <file.md>.`);

async function readPostFile(file: string): Promise<PostFile> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    throw new EditorError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return parsePostFile(source, path.basename(file));
}

const fileParams = (post: PostFile) => [
  post.slug,
  post.title,
  post.excerpt,
  post.content,
  post.category,
  post.author,
  post.read_time,
  post.image_url,
  post.seo_title,
  post.seo_description,
  post.published_date,
];

/** `create <file.md>`: a new draft from the file. */
export async function createDraft(ctx: EditorContext, file: string): Promise<void> {
  const post = await readPostFile(file);
  const rows = await ctx.db.query<PostState>(
    `insert into public.blog_posts
       (slug, title, excerpt, content, category, author, read_time, image_url, seo_title,
        seo_description, published_date, published)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11::date, current_date), false)
     on conflict (slug) do nothing
     returning ${postState}`,
    fileParams(post),
  );
  if (rows.length === 0) {
    throw new EditorError(
      `A post with the slug "${post.slug}" exists already: change it with update <file.md>.`,
    );
  }
  ctx.print(`Created the draft ${post.slug}. Preview it with: preview ${post.slug}`);
}

/** `update <file.md>`: the post of the file's slug takes the file's text; its state stays. */
export async function updatePost(ctx: EditorContext, file: string): Promise<void> {
  const post = await readPostFile(file);
  const [row] = await ctx.db.query<PostState>(
    `update public.blog_posts
       set title = $2, excerpt = $3, content = $4, category = $5, author = $6, read_time = $7,
           image_url = $8, seo_title = $9, seo_description = $10,
           published_date = coalesce($11::date, published_date)
     where slug = $1
     returning ${postState}`,
    fileParams(post),
  );
  if (!row) throw noPost(post.slug);
  ctx.print(`Updated ${post.slug}. ${describe(row)}`);
  ctx.print(await notifyRenderer(ctx.rendererInternalUrl));
}

/** `preview <slug>`: a link that shows the post as the site will, for a day. */
export async function previewLink(ctx: EditorContext, slug: string): Promise<void> {
  const [row] = await ctx.db.query<PostState>(
    `select ${postState} from public.blog_posts where slug = $1`,
    [slug],
  );
  if (!row) throw noPost(slug);
  const exp = Math.floor(ctx.now().getTime() / 1000) + previewLinkSeconds;
  const token = await signDraftToken({ slug, exp }, ctx.previewSecret());
  const base = ctx.siteUrl.replace(/\/+$/, '');
  ctx.print(`${base}${draftPreviewPath}/blog/${slug}#${token}`);
  ctx.print(`${describe(row)} The link works until ${new Date(exp * 1000).toISOString()}.`);
}

const scheduleTime = z.iso.datetime({
  offset: true,
  error:
    'The time must be ISO 8601 with a zone, e.g. 2026-12-01T09:00:00Z or 2026-12-01T09:00:00+00:00.',
});

/** `schedule <slug> <time>`: published, visible from that time on. */
export async function schedulePost(ctx: EditorContext, slug: string, time: string): Promise<void> {
  const parsed = scheduleTime.safeParse(time);
  if (!parsed.success) throw new EditorError(parsed.error.issues[0]!.message);
  if (Date.parse(parsed.data) <= ctx.now().getTime()) {
    throw new EditorError(`${time} has passed: to publish now, use publish ${slug}.`);
  }
  const [row] = await ctx.db.query<PostState>(
    `update public.blog_posts set published = true, publish_at = $2::timestamptz
     where slug = $1
     returning ${postState}`,
    [slug, parsed.data],
  );
  if (!row) throw noPost(slug);
  ctx.print(`${describe(row)} It shows on the site within a minute of that time.`);
  const note = shownDate(row);
  if (note) ctx.print(note);
  // It may have been visible until now.
  ctx.print(await notifyRenderer(ctx.rendererInternalUrl));
}

/** `publish <slug>`: visible now. */
export async function publishPost(ctx: EditorContext, slug: string): Promise<void> {
  const [row] = await ctx.db.query<PostState>(
    `update public.blog_posts set published = true, publish_at = now()
     where slug = $1
     returning ${postState}`,
    [slug],
  );
  if (!row) throw noPost(slug);
  ctx.print(describe(row));
  const note = shownDate(row);
  if (note) ctx.print(note);
  ctx.print(await notifyRenderer(ctx.rendererInternalUrl));
}

/** `unpublish <slug>`: a draft again (its time is kept, for the record). */
export async function unpublishPost(ctx: EditorContext, slug: string): Promise<void> {
  const [row] = await ctx.db.query<PostState>(
    `update public.blog_posts set published = false
     where slug = $1
     returning ${postState}`,
    [slug],
  );
  if (!row) throw noPost(slug);
  ctx.print(describe(row));
  ctx.print(await notifyRenderer(ctx.rendererInternalUrl));
}
