import {
  defaultRetryPolicy,
  retryDelay,
  sleep,
  type RetryPolicy,
} from '@site/runtime-config/fetch-with-retry';

/** Loads a classic script from another origin (CORS, like webpack's own chunk loading). */
export function loadScript(url: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const settle = (error?: Error) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      script.remove();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => settle(new Error(`${url} timed out`)), timeoutMs);
    script.onload = () => settle();
    script.onerror = () => settle(new Error(`${url} could not be loaded`));
    script.crossOrigin = 'anonymous';
    script.async = true;
    script.src = url;
    document.head.appendChild(script);
  });
}

/** `?retry=n`, so that no cache (the browser's, a proxy's) hands back the failed answer. */
export const withRetryQuery = (url: string, retry: number): string => {
  const next = new URL(url, document.baseURI);
  next.searchParams.set('retry', String(retry));
  return next.href;
};

/**
 * Loads a script, retrying transient failures with back-off (a remote that restarts, a flaky
 * network) before the remote is declared unavailable. Rejects with the last error.
 */
export async function loadScriptWithRetry(
  url: string,
  policy: RetryPolicy = defaultRetryPolicy,
): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= policy.retries; attempt++) {
    if (attempt > 0) await sleep(retryDelay(policy, attempt));
    try {
      await loadScript(attempt > 0 ? withRetryQuery(url, attempt) : url, policy.timeoutMs);
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

const preloaded = new Set<string>();

/** Starts downloading scripts that are about to be needed (`<link rel="preload">`), once each. */
export function preloadScripts(urls: readonly string[]): void {
  for (const url of urls) {
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('crossorigin', 'anonymous');
    // The priority webpack gives its own chunk scripts (a preload would otherwise be high).
    link.setAttribute('fetchpriority', 'low');
    link.setAttribute('href', url);
    document.head.appendChild(link);
  }
}
