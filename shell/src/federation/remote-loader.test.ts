import { getInstance } from '@module-federation/enhanced/runtime';
import type * as RemoteLoader from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

const runtime = {
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
};
const fetchMock = jest.fn();

/** A fresh copy of the module: it remembers the registration between calls. */
async function freshLoader() {
  let loader: typeof RemoteLoader | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual('./remote-loader');
  });
  return loader as typeof RemoteLoader;
}

beforeEach(() => {
  jest.mocked(getInstance).mockReturnValue(runtime as never);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const remotesJson = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('remote loader', () => {
  it('registers every remote listed in remotes.json, once, and loads modules by name', async () => {
    fetchMock.mockResolvedValue(
      remotesJson({ remotes: { marketing: 'http://m.example/mf-manifest.json' } }),
    );
    runtime.loadRemote.mockResolvedValue({ default: 'Home page' });
    const loader = await freshLoader();

    await expect(loader.loadRemoteModule('marketing', './Home')).resolves.toEqual({
      default: 'Home page',
    });
    await loader.loadRemoteModule('marketing', './About');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/remotes.json');
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'marketing', entry: 'http://m.example/mf-manifest.json' },
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('marketing/Home');
    expect(runtime.loadRemote).toHaveBeenCalledWith('marketing/About');
  });

  it('reports a remote that remotes.json does not list as not configured', async () => {
    fetchMock.mockResolvedValue(remotesJson({ remotes: {} }));
    const loader = await freshLoader();
    await expect(loader.loadRemoteModule('blog', './BlogList')).rejects.toBeInstanceOf(
      loader.RemoteNotConfiguredError,
    );
  });

  it('reads remotes.json again after a failure (a Retry can succeed)', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('not found', { status: 404 }))
      .mockResolvedValueOnce(
        remotesJson({ remotes: { marketing: 'http://m.example/mf-manifest.json' } }),
      );
    runtime.loadRemote.mockResolvedValue({ default: 'Home page' });
    const loader = await freshLoader();

    await expect(loader.loadRemoteModule('marketing', './Home')).rejects.toThrow('HTTP 404');
    await expect(loader.loadRemoteModule('marketing', './Home')).resolves.toBeTruthy();
  });

  it('rejects an invalid remotes.json with a message that names the key', async () => {
    fetchMock.mockResolvedValue(remotesJson({ remotes: { marketing: 'nope' } }));
    const loader = await freshLoader();
    await expect(loader.registerRemotes()).rejects.toThrow(/remotes\.marketing/);
  });
});
