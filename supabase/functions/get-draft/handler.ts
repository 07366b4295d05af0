/**
 * The `get-draft` edge function, the draft preview's own read path (decision 042),
 * runtime-neutral like `get-blogs`: `index.ts` serves it in Deno (Supabase), the local backend's
 * function server routes to it, and Jest calls it directly.
 *
 * POST `{ token }` → `{ success: true, posts: BlogPost }` (the shape of get-blogs's slug answer)
 * when the token's signature is `BLOG_PREVIEW_SECRET`'s and it has not expired: the post of its
 * slug, whether a draft, scheduled or published. Anything else (no secret configured, a bad,
 * altered or expired token, a slug with no post) → 404, the same answer, so a guess learns
 * nothing. Bad input → 400, other methods → 405, a database failure → 500.
 *
 * The read runs as `blog_previewer`, which may call `blog_preview.draft_post(slug)` and nothing
 * else: the token decides which post, the database that it is one post.
 */
import { draftRequestSchema } from '@site/contracts/blog-requests';
import type { BlogPost } from '@site/contracts/blog';
import type { Sql, TransactionSql } from 'postgres';
import { verifyDraftToken } from '../_shared/draft-token.ts';
import { asPreviewRole } from '../_shared/function-role.ts';
import { failure, json, readJsonObject } from '../_shared/http.ts';
import { describeIssues } from '../_shared/validation.ts';

export interface GetDraftDeps {
  sql: Sql;
  /** `BLOG_PREVIEW_SECRET`; without it no token is valid. */
  secret: string | undefined;
  /** The clock tokens expire by; `Date.now` unless given. */
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
}

export const draftNotFoundMessage = 'Draft not found, or the preview link has expired.';
export const draftLoadFailedMessage = 'Could not load the draft. Please try again later.';

export async function handleGetDraft(req: Request, deps: GetDraftDeps): Promise<Response> {
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const parsed = draftRequestSchema.safeParse(body.value);
  if (!parsed.success) return failure(400, describeIssues(parsed.error.issues));

  const logError = deps.logError ?? ((message, error) => console.error(message, error));
  if (!deps.secret) {
    logError('get-draft: BLOG_PREVIEW_SECRET is not set; no preview link is valid', undefined);
    return failure(404, draftNotFoundMessage);
  }
  let grant;
  try {
    grant = await verifyDraftToken(parsed.data.token, deps.secret, (deps.now ?? Date.now)());
  } catch (error) {
    logError('get-draft: the preview secret is unusable', error);
    return failure(404, draftNotFoundMessage);
  }
  if (!grant) return failure(404, draftNotFoundMessage);

  try {
    const post = await asPreviewRole(deps.sql, (tx) => findDraft(tx, grant.slug));
    return post ? json({ success: true, posts: post }) : failure(404, draftNotFoundMessage);
  } catch (error) {
    logError('get-draft: database query failed', error);
    return failure(500, draftLoadFailedMessage);
  }
}

/** The post of a slug through the one function `blog_previewer` may call. */
export async function findDraft(sql: TransactionSql, slug: string): Promise<BlogPost | undefined> {
  const rows = await sql<BlogPost[]>`select * from blog_preview.draft_post(${slug})`;
  return rows[0];
}
