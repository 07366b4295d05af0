import { defaultRetryPolicy, retry, type RetryPolicy } from '@site/runtime-config/retry';

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
export function loadScriptWithRetry(
  url: string,
  policy: RetryPolicy = defaultRetryPolicy,
): Promise<void> {
  return retry(
    (attempt) => loadScript(attempt > 0 ? withRetryQuery(url, attempt) : url, policy.timeoutMs),
    policy,
  );
}

const started = new Set<string>();

/**
 * Runs the scripts a module is made of (webpack chunks listed by the remote's manifest) as soon
 * as they arrive, once each, as `async` scripts (the priority webpack gives its own chunks). A
 * chunk only registers its modules when it runs (in the remote's `webpackChunk…` array, which
 * the remote's runtime reads when it starts), so the order does not matter: when the runtime
 * asks for the chunk it finds it registered, or waits for this very script (it looks for a
 * `<script>` with the same `src`) instead of adding its own. A `<link rel="preload">` and the
 * runtime's `<script>` after it cost two insertions per file, each a few milliseconds of main
 * thread (decision 009). A script that fails is left to the runtime, which reports it.
 */
export function startScripts(urls: readonly string[]): void {
  for (const url of urls) {
    if (started.has(url)) continue;
    started.add(url);
    const script = document.createElement('script');
    script.crossOrigin = 'anonymous';
    script.async = true;
    script.src = url;
    script.onload = script.onerror = () => script.remove();
    document.head.appendChild(script);
  }
}
