import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadBlogConfig, type BlogConfig } from '../config/blog-config';

/**
 * The blog backend client (supabase-js). The product has no sign-in, but the client keeps the
 * spec's session behaviour: a session is persisted in localStorage and refreshed automatically
 * before it expires; without one, the anon key is the bearer credential.
 */
export function createBlogClient({ supabaseUrl, supabaseAnonKey }: BlogConfig): SupabaseClient {
  if (!supabaseAnonKey) {
    throw new Error('The blog backend key (supabaseAnonKey) is required.');
  }
  return createClient(supabaseUrl, supabaseAnonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      storage: globalThis.localStorage,
    },
  });
}

let client: Promise<SupabaseClient> | undefined;

/** One client per page, created from the runtime settings on first use. */
export function getBlogClient(): Promise<SupabaseClient> {
  client ??= loadBlogConfig().then(createBlogClient);
  client.catch(() => {
    client = undefined; // the next call reads the settings again
  });
  return client;
}
