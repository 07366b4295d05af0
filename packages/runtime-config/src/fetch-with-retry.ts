import { defaultRetryPolicy, retry, type RetryPolicy } from './retry';

/** Statuses worth asking again for: the server or a proxy in front of it is briefly unwell. */
const transientStatuses = new Set([408, 425, 429, 500, 502, 503, 504]);

/**
 * `fetch` that retries network errors and transient statuses with exponential back-off. A
 * permanent answer (404, 403…) is returned at once; after the last retry the last error is thrown.
 */
export function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  policy: RetryPolicy = defaultRetryPolicy,
): Promise<Response> {
  return retry(async () => {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
    if (transientStatuses.has(response.status)) {
      throw new Error(`${url} answered HTTP ${response.status}`);
    }
    return response;
  }, policy);
}
