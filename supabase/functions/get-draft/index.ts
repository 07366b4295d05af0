/**
 * Supabase entry of `get-draft` (Deno). The request handling lives in `handler.ts`.
 * Deploy: `supabase secrets set BLOG_PREVIEW_SECRET=…`, then `supabase functions deploy get-draft`
 * (settings in `supabase/config.toml`).
 */
import { createSql, requireDbUrl } from '../_shared/db.ts';
import { handleGetDraft } from './handler.ts';

const sql = createSql(requireDbUrl(Deno.env.get('SUPABASE_DB_URL')));
const secret = Deno.env.get('BLOG_PREVIEW_SECRET');

Deno.serve((req) => handleGetDraft(req, { sql, secret }));
