import { defaultRetryPolicy, retry, type RetryPolicy } from './retry';

/** Statuses worth asking again for: the server or a proxy in front of it is briefly unwell. */
const transientStatuses = new Set([408, 425, 429, 500, 502, 503, 504]);

/** Statuses whose answer has no body: a `Response` made with one throws. */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/**
 * `fetch` that retries network errors and transient statuses with exponential back-off. A
 * permanent answer (404, 403…) is returned at once; after the last retry the last error is thrown.
 *
 * Each attempt reads the whole body before it ends, and the answer returned holds it in memory.
 * So the attempt's time limit covers the body too, a body cut off is retried, and the answer can
 * be read at any later time: an answer still tied to the attempt's signal fails to read once the
 * limit has passed (an early request, read when the page's code arrives on a slow phone).
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
    const body = nullBodyStatuses.has(response.status) ? null : await response.arrayBuffer();
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }, policy);
}
