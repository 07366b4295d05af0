import { fetchWithRetry } from './fetch-with-retry';
import type { RetryPolicy } from './retry';

const fastPolicy: RetryPolicy = { retries: 2, baseDelayMs: 1, timeoutMs: 1000 };
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
});

describe('fetchWithRetry', () => {
  it('returns the first good answer without retrying', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const response = await fetchWithRetry('http://remote/mf-manifest.json', {}, fastPolicy);
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rides out a network error and a 503, then succeeds', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const response = await fetchWithRetry('http://remote/mf-manifest.json', {}, fastPolicy);
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('returns a permanent answer such as 404 at once', async () => {
    fetchMock.mockResolvedValueOnce(new Response('missing', { status: 404 }));
    const response = await fetchWithRetry('http://remote/mf-manifest.json', {}, fastPolicy);
    expect(response.status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last retry with the last error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('http://remote/x', {}, fastPolicy)).rejects.toThrow(
      'Failed to fetch',
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('names the last transient status when every attempt got one', async () => {
    fetchMock.mockImplementation(async () => new Response('busy', { status: 503 }));
    await expect(fetchWithRetry('http://remote/x', {}, fastPolicy)).rejects.toThrow(
      'http://remote/x answered HTTP 503',
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
