import type { RemoteManifest } from '@site/contracts/federation';
import { loadScriptWithRetry, startScripts } from './load-script';
import type * as RemoteContainer from './remote-container';
import { defaultShareScope } from './share-scope';

jest.mock('./load-script', () => ({ loadScriptWithRetry: jest.fn(), startScripts: jest.fn() }));
jest.mock('./share-scope', () => ({
  ...jest.requireActual('./share-scope'),
  defaultShareScope: jest.fn(),
}));

const fetchMock = jest.fn();
const shareScope = { react: {} };
const manifestUrl = 'http://m.example/release-7/mf-manifest.json';

const manifest: Pick<RemoteManifest, 'metaData' | 'exposes'> = {
  metaData: {
    name: 'marketing',
    globalName: 'marketing',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
    buildInfo: { buildVersion: 'abc' },
    publicPath: 'auto',
  },
  exposes: [
    {
      path: './Home',
      name: 'Home',
      assets: {
        js: { sync: ['__federation_expose_Home.1234abcd.js'], async: [] },
        css: { sync: [], async: [] },
      },
    },
  ],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function freshContainerModule() {
  let loaded: typeof RemoteContainer | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual('./remote-container');
  });
  return loaded as typeof RemoteContainer;
}

const container = { init: jest.fn(), get: jest.fn() };

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(defaultShareScope).mockResolvedValue(shareScope);
  jest.mocked(loadScriptWithRetry).mockImplementation(async () => {
    (globalThis as Record<string, unknown>).marketing = container;
  });
  container.get.mockResolvedValue(() => ({ default: 'Home page' }));
});

afterEach(() => {
  delete (globalThis as Record<string, unknown>).marketing;
});

describe('loading a module from a remote', () => {
  it('reads the manifest, fetches the module files alongside the entry, then gets the module', async () => {
    fetchMock.mockResolvedValue(json(manifest));
    const { downloadExposed } = freshContainerModule();

    const download = downloadExposed(manifestUrl, './Home');
    await download.requested;
    expect(loadScriptWithRetry).toHaveBeenCalled();
    expect(container.get).not.toHaveBeenCalled();
    const factory = await download.factory;

    expect(fetchMock.mock.calls[0]?.[0]).toBe(manifestUrl);
    expect(startScripts).toHaveBeenCalledWith([
      'http://m.example/release-7/__federation_expose_Home.1234abcd.js',
    ]);
    expect(loadScriptWithRetry).toHaveBeenCalledWith('http://m.example/release-7/remoteEntry.js');
    expect(container.init).toHaveBeenCalledWith(shareScope);
    expect(container.get).toHaveBeenCalledWith('./Home');
    expect(factory()).toEqual({ default: 'Home page' });
  });

  it('starts each remote once, however many of its modules are loaded', async () => {
    fetchMock.mockImplementation(async () => json(manifest));
    const { downloadExposed } = freshContainerModule();
    await Promise.all([
      downloadExposed(manifestUrl, './Home').factory,
      downloadExposed(manifestUrl, './About').factory,
    ]);
    expect(loadScriptWithRetry).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledTimes(1);
  });

  it('names the stage that failed and starts again on the next attempt', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('gone', { status: 404 }))
      .mockResolvedValue(json(manifest));
    const { downloadExposed, RemoteLoadError } = freshContainerModule();

    const failure = downloadExposed(manifestUrl, './Home');
    await expect(failure.requested).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure.factory).rejects.toMatchObject({ stage: 'manifest' });
    await expect(downloadExposed(manifestUrl, './Home').factory).resolves.toBeInstanceOf(Function);
  });

  it('fails at the entry stage when the entry script defines no container', async () => {
    fetchMock.mockResolvedValue(json(manifest));
    jest.mocked(loadScriptWithRetry).mockResolvedValueOnce(undefined);
    const { downloadExposed } = freshContainerModule();

    await expect(downloadExposed(manifestUrl, './Home').factory).rejects.toMatchObject({
      stage: 'entry',
      message: expect.stringContaining('did not define the "marketing" container'),
    });
  });

  it('rejects a file that is not a remote manifest', async () => {
    fetchMock.mockResolvedValue(json({ remotes: {} }));
    const { downloadExposed } = freshContainerModule();
    await expect(downloadExposed(manifestUrl, './Home').factory).rejects.toThrow(
      'is not a remote manifest',
    );
  });
});

describe('listsModule', () => {
  it("answers from the remote's manifest, read once with the downloads", async () => {
    fetchMock.mockResolvedValue(json(manifest));
    const { listsModule, downloadExposed } = freshContainerModule();

    await expect(listsModule(manifestUrl, './Home')).resolves.toBe(true);
    await expect(listsModule(manifestUrl, './prefetch')).resolves.toBe(false);
    await downloadExposed(manifestUrl, './Home').requested;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
