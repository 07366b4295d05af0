import { fetchWithRetry } from './fetch-with-retry';

/**
 * Settings files requested before the code that reads them has arrived. The shell knows a page's
 * remote as soon as it has read remotes.json, and requests the remote's `config.json` (beside its
 * manifest) together with the manifest; the remote's `loadRuntimeConfig` then takes that answer
 * instead of asking again, one round trip later. The shell and each remote are separate bundles,
 * each with its own copy of this module, so the requests are kept under a global key that both
 * spell the same way.
 */

/** What is kept: the answer, or undefined when the early request failed (the reader asks again). */
type EarlyRequests = Map<string, Promise<Response | undefined>>;

const globalKey = Symbol.for('@site/runtime-config/early-requests');

function earlyRequests(): EarlyRequests {
  const scope = globalThis as typeof globalThis & { [globalKey]?: EarlyRequests };
  return (scope[globalKey] ??= new Map());
}

/** The request `loadRuntimeConfig` makes for a settings file: never a stale cached copy. */
export const configRequestInit: RequestInit = { cache: 'no-cache' };

/** Requests a settings file now, for the code that will read it (`takeEarlyRequest`). */
export function requestEarly(url: string): void {
  const requests = earlyRequests();
  if (requests.has(url)) return;
  requests.set(
    url,
    fetchWithRetry(url, configRequestInit).catch(() => undefined),
  );
}

/** The answer of an early request for `url`, once; undefined when there was none. */
export function takeEarlyRequest(url: string): Promise<Response | undefined> | undefined {
  const requests = earlyRequests();
  const request = requests.get(url);
  requests.delete(url);
  return request;
}

/** Forgets every early request (tests). */
export function forgetEarlyRequests(): void {
  earlyRequests().clear();
}
