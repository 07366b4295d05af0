import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './retry-plugin';

type LoadEntryErrorArgs = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>
>[0];

const policy = { retries: 2, baseDelayMs: 1, timeoutMs: 1000 };

function entryErrorArgs(getRemoteEntry: jest.Mock) {
  const globalLoading: Record<string, Promise<unknown> | undefined> = {
    'marketing:http://remote/remoteEntry.js': Promise.resolve(undefined),
  };
  const args = {
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'marketing', entry: 'http://remote/remoteEntry.js' },
    remoteEntryExports: undefined,
    globalLoading,
    uniqueKey: 'marketing:http://remote/remoteEntry.js',
  } as unknown as LoadEntryErrorArgs;
  return { args, globalLoading };
}

describe('retryPlugin', () => {
  it('loads a remote entry again after a failure, clearing the failed attempt first', async () => {
    const container = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValueOnce(container);
    const { args, globalLoading } = entryErrorArgs(getRemoteEntry);

    const recovered = await retryPlugin(policy).loadEntryError?.(args);

    expect(recovered).toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading['marketing:http://remote/remoteEntry.js']).toBeUndefined();
    const urls = getRemoteEntry.mock.calls.map(([call]) =>
      call.getEntryUrl('http://remote/remoteEntry.js'),
    );
    expect(urls).toEqual([
      'http://remote/remoteEntry.js?retry=1',
      'http://remote/remoteEntry.js?retry=2',
    ]);
  });

  it('gives up after its retries so that the original error reaches the page', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('down'));
    const { args } = entryErrorArgs(getRemoteEntry);
    await expect(retryPlugin(policy).loadEntryError?.(args)).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('fetches manifests with retries and rejects a final error status', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const plugin = retryPlugin(policy);
    const response = await plugin.fetch?.('http://remote/mf-manifest.json', {});
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(200);

    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    await expect(plugin.fetch?.('http://remote/mf-manifest.json', {})).rejects.toThrow('HTTP 404');
  });
});
