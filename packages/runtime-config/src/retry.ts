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

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it resolves, at most `policy.retries` times more after the first, waiting
 * with exponential back-off between attempts. `attempt` receives the attempt's number (0 for the
 * first) and is itself responsible for giving up after `policy.timeoutMs`. After the last attempt
 * the last error is thrown. The one retry loop of the site: settings files, manifests and remote
 * entries all go through it.
 */
export async function retry<T>(
  attempt: (attempt: number) => Promise<T>,
  policy: RetryPolicy = defaultRetryPolicy,
): Promise<T> {
  let lastError: unknown;
  for (let count = 0; count <= policy.retries; count++) {
    if (count > 0) await sleep(retryDelay(policy, count));
    try {
      return await attempt(count);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
