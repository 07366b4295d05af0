import { FunctionsClient } from '@supabase/functions-js';
import { loadBlogConfig, type BlogConfig } from '../config/blog-config';
import { requireAnonKey, sessionStorageKey } from './blog-credentials';

/** What the blog needs of a backend client: calling its edge functions. */
export type BlogFunctions = Pick<FunctionsClient, 'invoke'>;

/** A session persisted by an earlier visit, or one arriving in the URL from an auth redirect. */
function hasSession({ supabaseUrl }: BlogConfig): boolean {
  const { search = '', hash = '' } = globalThis.location ?? {};
  if (/[?#&](access_token|error_description)=/.test(`${search}${hash}`)) return true;
  try {
    return globalThis.localStorage?.getItem(sessionStorageKey(supabaseUrl)) != null;
  } catch {
    return false; // storage blocked: supabase-js could not read a session either
  }
}

/**
 * The client the blog calls its functions with (decision 012). Without a session (every visitor
 * today: the product has no sign-in) the anon key is the bearer credential, exactly as supabase-js
 * sends it, through its own functions client; supabase-js whole (auth, realtime, storage,
 * PostgREST) is downloaded and run only when there is a session to keep and refresh.
 */
export async function createFunctionsClient(config: BlogConfig): Promise<BlogFunctions> {
  const anonKey = requireAnonKey(config);
  if (hasSession(config)) {
    const { createBlogClient } = await import('./session-client');
    return createBlogClient(config).functions;
  }
  // Resolved as supabase-js resolves it: against the project URL as a folder.
  const projectUrl = config.supabaseUrl.endsWith('/')
    ? config.supabaseUrl
    : `${config.supabaseUrl}/`;
  return new FunctionsClient(new URL('functions/v1', projectUrl).href, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
}

let client: Promise<BlogFunctions> | undefined;

/** One client per page, created from the runtime settings on first use. */
export function getBlogClient(): Promise<BlogFunctions> {
  client ??= loadBlogConfig().then(createFunctionsClient);
  client.catch(() => {
    client = undefined; // the next call reads the settings again
  });
  return client;
}
