/**
 * Supabase entry of `subscribe-newsletter` (Deno). The request handling lives in `handler.ts`.
 */
import { createSql, requireDbUrl } from '../_shared/db.ts';
import { handleSubscribeNewsletter } from './handler.ts';

const sql = createSql(requireDbUrl(Deno.env.get('SUPABASE_DB_URL')));

Deno.serve((req) => handleSubscribeNewsletter(req, { sql }));
