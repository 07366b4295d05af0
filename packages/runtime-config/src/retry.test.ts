import { retry, retryDelay, type RetryPolicy } from './retry';

const fastPolicy: RetryPolicy = { retries: 2, baseDelayMs: 1, timeoutMs: 1000 };

describe('retry', () => {
  it('resolves with the first success, without waiting', async () => {
    const attempt = jest.fn(async () => 'answer');
    await expect(retry(attempt, fastPolicy)).resolves.toBe('answer');
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(attempt).toHaveBeenCalledWith(0);
  });

  it('tries again after a failure, numbering each attempt', async () => {
    const attempt = jest
      .fn<Promise<string>, [number]>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'))
      .mockResolvedValueOnce('third time lucky');
    await expect(retry(attempt, fastPolicy)).resolves.toBe('third time lucky');
    expect(attempt.mock.calls).toEqual([[0], [1], [2]]);
  });

  it('gives up after its retries with the last error', async () => {
    let count = 0;
    const attempt = jest.fn(async () => {
      count += 1;
      throw new Error(`failure ${count}`);
    });
    await expect(retry(attempt, fastPolicy)).rejects.toThrow('failure 3');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('never retries with no retries in its policy', async () => {
    const attempt = jest.fn(async () => {
      throw new Error('down');
    });
    await expect(retry(attempt, { ...fastPolicy, retries: 0 })).rejects.toThrow('down');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('waits between attempts, three times longer before each further retry', async () => {
    jest.useFakeTimers();
    try {
      const policy = { retries: 2, baseDelayMs: 250, timeoutMs: 1 };
      const attempt = jest.fn(async () => {
        throw new Error('down');
      });
      const done = retry(attempt, policy).catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(0);
      expect(attempt).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(249);
      expect(attempt).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(attempt).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(749);
      expect(attempt).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(attempt).toHaveBeenCalledTimes(3);
      await expect(done).resolves.toThrow('down');
    } finally {
      jest.useRealTimers();
    }
  });

  it('computes the back-off: 250, 750, 2250 ms', () => {
    const policy = { retries: 3, baseDelayMs: 250, timeoutMs: 1 };
    expect([1, 2, 3].map((count) => retryDelay(policy, count))).toEqual([250, 750, 2250]);
  });
});
