import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { BlogConfig } from '../config/blog-config';
import { requireAnonKey, sessionStorageKey } from './blog-credentials';

/**
 * The whole supabase-js client, for a visitor who has a session (decision 012): the session is
 * persisted in localStorage and refreshed automatically before it expires, and its access token
 * is the bearer credential of every call. Loaded on demand: without a session the blog calls its
 * functions with the lighter client of ./blog-client.ts.
 */
export function createBlogClient(config: BlogConfig): SupabaseClient {
  return createClient(config.supabaseUrl, requireAnonKey(config), {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      storage: globalThis.localStorage,
      storageKey: sessionStorageKey(config.supabaseUrl),
    },
  });
}
