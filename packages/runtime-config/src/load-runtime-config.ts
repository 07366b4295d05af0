import { configRequestInit, forgetEarlyRequests, takeEarlyRequest } from './early-request';
import { fetchWithRetry } from './fetch-with-retry';

/**
 * A remote's settings for the environment it is deployed in (backend URLs, public keys) live in
 * `config.json` beside its bundle, written when its container starts: one build runs everywhere.
 */

declare const __webpack_public_path__: string;

/** The URL of `fileName` beside the running bundle (the remote's own origin, not the page's). */
export function besideBundle(fileName: string): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  // On the server (a remote's server build) the public path is already the bundle's full URL.
  if (typeof document === 'undefined') return new URL(fileName, publicPath).href;
  return new URL(fileName, new URL(publicPath, document.baseURI)).href;
}

/** Turns the parsed JSON into settings, or throws an error that names the bad key. */
export type ConfigParser<T> = (data: unknown) => T;

/** The settings file could not be read or is not valid. */
export class RuntimeConfigError extends Error {
  constructor(url: string, reason: string) {
    super(`${url}: ${reason}`);
    this.name = 'RuntimeConfigError';
  }
}

const cache = new Map<string, Promise<unknown>>();

/**
 * Reads and validates a settings file once per page, taking the answer of an early request for
 * it if there was one (./early-request.ts). A failure is not cached, so the next call (the
 * visitor's Retry, the next navigation) reads the file again.
 */
export function loadRuntimeConfig<T>(url: string, parse: ConfigParser<T>): Promise<T> {
  const cached = cache.get(url) as Promise<T> | undefined;
  if (cached) return cached;
  const loading = (async () => {
    let response: Response;
    try {
      response = (await takeEarlyRequest(url)) ?? (await fetchWithRetry(url, configRequestInit));
    } catch (error) {
      throw new RuntimeConfigError(url, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new RuntimeConfigError(url, `answered HTTP ${response.status}`);
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new RuntimeConfigError(url, 'is not valid JSON');
    }
    try {
      return parse(data);
    } catch (error) {
      throw new RuntimeConfigError(url, error instanceof Error ? error.message : String(error));
    }
  })();
  cache.set(url, loading);
  loading.catch(() => cache.delete(url));
  return loading;
}

/** Forgets every loaded file and early request (tests). */
export function clearRuntimeConfigCache(): void {
  cache.clear();
  forgetEarlyRequests();
}

/** What a zod schema offers (kept structural, so this package does not depend on zod). */
export interface SafeParseSchema<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/** A parser from a schema, whose error names the first bad key: `supabaseUrl: must be a URL`. */
export function parserFrom<T>(schema: SafeParseSchema<T>): ConfigParser<T> {
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw new Error(
      `${issue?.path.map(String).join('.') || 'config'}: ${issue?.message ?? 'invalid'}`,
    );
  };
}
