import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  defaultRetryPolicy,
  fetchWithRetry,
  retryDelay,
  sleep,
  type RetryPolicy,
} from '@site/runtime-config/fetch-with-retry';

const withRetryQuery = (url: string, retry: number): string => {
  const next = new URL(url);
  next.searchParams.set('retry', String(retry));
  return next.href;
};

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
// The runtime declares a nested promise here and awaits whatever the hook returns.
type LoadEntryErrorResult = ReturnType<LoadEntryError>;

/** Loads a remote entry script again, with back-off; `undefined` when it stays unreachable. */
async function recoverEntry(
  {
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: Parameters<LoadEntryError>[0],
  policy: RetryPolicy,
) {
  for (let retry = 1; retry <= policy.retries; retry++) {
    await sleep(retryDelay(policy, retry));
    // The failed attempt is still registered as "loading"; without this the retry would wait on
    // it forever.
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({
        origin,
        remoteInfo,
        remoteEntryExports,
        getEntryUrl: (url: string) => withRetryQuery(url, retry),
      });
      if (entry) return entry;
    } catch {
      // Try again, or give up below.
    }
  }
  // Nothing recovered: the runtime rethrows the original error.
  return undefined;
}

/**
 * Module Federation runtime plugin that rides out transient network failures: the remote's
 * manifest fetch and its entry script are retried with back-off before the remote is declared
 * unavailable. (The published `@module-federation/retry-plugin` trails the 2.x runtime by a major
 * version; this is the same idea on the runtime's own hooks.)
 */
export function retryPlugin(
  policy: RetryPolicy = defaultRetryPolicy,
): ModuleFederationRuntimePlugin {
  return {
    name: 'site-retry-plugin',

    async fetch(url, init) {
      const response = await fetchWithRetry(url, init, policy);
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return response;
    },

    loadEntryError: (args) => recoverEntry(args, policy) as unknown as LoadEntryErrorResult,
  };
}

/** Reports every failed remote load once, with the stage at which it failed. */
export function errorReportingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-error-reporting-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[federation] could not load "${id}" (${lifecycle}): ${message}`);
      return undefined;
    },
  };
}
