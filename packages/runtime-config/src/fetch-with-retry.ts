/** How often and how patiently a transient network failure is retried. */
export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number;
  /** Delay before the first retry; each further retry waits three times longer. */
  baseDelayMs: number;
  /** Give up on one attempt after this long. */
  timeoutMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { retries: 2, baseDelayMs: 250, timeoutMs: 8000 };

export const retryDelay = (policy: RetryPolicy, retry: number): number =>
  policy.baseDelayMs * 3 ** (retry - 1);

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Statuses worth asking again for: the server or a proxy in front of it is briefly unwell. */
const transientStatuses = new Set([408, 425, 429, 500, 502, 503, 504]);

/**
 * `fetch` that retries network errors and transient statuses with exponential back-off. A
 * permanent answer (404, 403…) is returned at once; after the last retry the last error is thrown.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  policy: RetryPolicy = defaultRetryPolicy,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= policy.retries; attempt++) {
    if (attempt > 0) await sleep(retryDelay(policy, attempt));
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
      if (!transientStatuses.has(response.status)) return response;
      lastError = new Error(`${url} answered HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
