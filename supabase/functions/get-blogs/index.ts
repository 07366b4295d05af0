/**
 * Supabase entry of `get-blogs` (Deno). The request handling lives in `handler.ts`.
 * Deploy: `supabase functions deploy get-blogs` (settings in `supabase/config.toml`).
 */
import { createSql, requireDbUrl } from '../_shared/db.ts';
import { handleGetBlogs } from './handler.ts';

const sql = createSql(requireDbUrl(Deno.env.get('SUPABASE_DB_URL')));

Deno.serve((req) => handleGetBlogs(req, { sql }));
