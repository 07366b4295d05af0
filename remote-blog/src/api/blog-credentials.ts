import type { BlogConfig } from '../config/blog-config';

/** The anon key, or an error naming the missing key. */
export function requireAnonKey({ supabaseAnonKey }: BlogConfig): string {
  if (!supabaseAnonKey) throw new Error('The blog backend key (supabaseAnonKey) is required.');
  return supabaseAnonKey;
}

/** Where the session is persisted: supabase-js's own default key, set explicitly by both paths. */
export const sessionStorageKey = (supabaseUrl: string): string =>
  `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
