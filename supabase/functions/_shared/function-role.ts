import type { Sql, TransactionSql } from 'postgres';

/**
 * The database role every query of an edge function runs as (migration
 * `20261124000100_blog_reader_role.sql`, decision 022): it may select published blog posts and
 * nothing else, so row-level security applies even though `SUPABASE_DB_URL` connects as the
 * tables' owner.
 */
export const functionRole = 'blog_reader';

/**
 * Runs `work` in a transaction that first switches to `blog_reader` with `set local role`. The
 * switch ends with the transaction, so a pooled connection (Supavisor's transaction mode) is
 * handed back as it was; no other statement of the function runs outside it.
 */
export function asFunctionRole<T>(sql: Sql, work: (tx: TransactionSql) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`set local role blog_reader`;
    return work(tx);
  }) as Promise<T>;
}

/**
 * The role `get-draft` reads as once it has checked a preview token (migration
 * `20261127000100_blog_previewer_role.sql`, decision 042): it may not select any table, only call
 * `blog_preview.draft_post(slug)`, the one post of a slug.
 */
export const previewRole = 'blog_previewer';

/** Like `asFunctionRole`, as `blog_previewer`. */
export function asPreviewRole<T>(sql: Sql, work: (tx: TransactionSql) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`set local role blog_previewer`;
    return work(tx);
  }) as Promise<T>;
}
