import { routeIn } from '@site/contracts/page-routes';
import { repoRoutes } from '../../../test/declared-routes';
import { downloadExposed, listsModule, RemoteLoadError } from './remote-container';
import type * as RemoteLoader from './remote-loader';
import { takeEarlyRequest } from '@site/runtime-config/early-request';

jest.mock('./remote-container', () => ({
  ...jest.requireActual('./remote-container'),
  downloadExposed: jest.fn(),
  listsModule: jest.fn(),
}));

const download = jest.mocked(downloadExposed);
const manifestLists = jest.mocked(listsModule);
/** What `downloadExposed` answers: the files requested, then the module's factory (or a failure). */
const downloaded = (factory: Promise<() => unknown>) => ({
  requested: factory.then(() => undefined),
  factory,
});
const fetchMock = jest.fn();

/** A fresh copy of the module: it remembers remotes.json and the downloads between calls. */
function freshLoader() {
  let loader: typeof RemoteLoader | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual('./remote-loader');
  });
  return loader as typeof RemoteLoader;
}

const remotesJson = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const marketingManifest = 'http://m.example/mf-manifest.json';

beforeEach(() => {
  manifestLists.mockResolvedValue(true);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** What the shell's entry does: the page of `pathname` (this repository's routes), preloaded. */
const preloadPathOf = (loader: typeof RemoteLoader, pathname: string) => {
  const route = routeIn(repoRoutes, pathname);
  return route ? loader.preloadPage(route, pathname) : Promise.resolve();
};

describe('remote loader', () => {
  it('reads remotes.json once and loads each module from its remote, by manifest', async () => {
    fetchMock.mockResolvedValue(remotesJson({ remotes: { marketing: marketingManifest } }));
    download.mockImplementation((_manifest: string, module: string) =>
      downloaded(Promise.resolve(() => ({ default: module }))),
    );
    const loader = freshLoader();

    await expect(loader.loadRemoteModule('marketing', './Home')).resolves.toEqual({
      default: './Home',
    });
    await loader.loadRemoteModule('marketing', './About');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/remotes.json');
    expect(download.mock.calls).toEqual([
      [marketingManifest, './Home'],
      [marketingManifest, './About'],
    ]);
  });

  it('reports a remote that remotes.json does not list as not configured', async () => {
    fetchMock.mockResolvedValue(remotesJson({ remotes: {} }));
    const loader = freshLoader();
    await expect(loader.loadRemoteModule('blog', './BlogList')).rejects.toBeInstanceOf(
      loader.RemoteNotConfiguredError,
    );
  });

  it('reads remotes.json again after a failure (a Retry can succeed)', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('not found', { status: 404 }))
      .mockResolvedValueOnce(remotesJson({ remotes: { marketing: marketingManifest } }));
    download.mockReturnValue(downloaded(Promise.resolve(() => ({ default: 'Home page' }))));
    const loader = freshLoader();

    await expect(loader.loadRemoteModule('marketing', './Home')).rejects.toThrow('HTTP 404');
    await expect(loader.loadRemoteModule('marketing', './Home')).resolves.toBeTruthy();
  });

  it('rejects an invalid remotes.json with a message that names the key', async () => {
    fetchMock.mockResolvedValue(remotesJson({ remotes: { marketing: 'nope' } }));
    const loader = freshLoader();
    await expect(loader.loadRemoteModule('marketing', './Home')).rejects.toThrow(
      /remotes\.marketing/,
    );
  });

  it('downloads the page of a path ahead of time, and runs it only when the page asks for it', async () => {
    fetchMock.mockResolvedValue(remotesJson({ remotes: { marketing: marketingManifest } }));
    const run = jest.fn(() => ({ default: 'About page' }));
    download.mockReturnValue(downloaded(Promise.resolve(run)));
    const loader = freshLoader();

    await preloadPathOf(loader, '/about');
    expect(download).toHaveBeenCalledWith(marketingManifest, './About');
    expect(run).not.toHaveBeenCalled();

    await expect(loader.loadRemoteModule('marketing', './About')).resolves.toEqual({
      default: 'About page',
    });
    expect(download).toHaveBeenCalledTimes(1);
    await expect(preloadPathOf(loader, '/no/such/page')).resolves.toBeUndefined();
  });

  it("runs the remote's ./prefetch module as soon as it arrives, for a page that fetches data", async () => {
    fetchMock.mockResolvedValue(remotesJson({ remotes: { blog: 'http://b.example/m.json' } }));
    const startRequests = jest.fn();
    const runPage = jest.fn(() => ({ default: 'List page' }));
    download.mockImplementation((_manifest: string, module: string) =>
      downloaded(
        Promise.resolve(module === './prefetch' ? () => ({ default: startRequests }) : runPage),
      ),
    );
    const loader = freshLoader();

    await preloadPathOf(loader, '/blogs');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(download.mock.calls).toEqual([
      ['http://b.example/m.json', './BlogList'],
      ['http://b.example/m.json', './prefetch'],
    ]);
    expect(startRequests).toHaveBeenCalledWith('/blogs');
    // The remote's settings are requested with its manifest, before its ./prefetch module runs.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/remotes.json',
      'http://b.example/config.json',
    ]);
    expect(takeEarlyRequest('http://b.example/config.json')).toBeDefined();
    expect(runPage).not.toHaveBeenCalled();

    download.mockClear();
    await preloadPathOf(loader, '/about'); // a page without data: no ./prefetch
    expect(download.mock.calls).toEqual([]); // marketing is not in this remotes.json
  });

  it('does not ask a remote whose manifest has no ./prefetch (deployed before it had one)', async () => {
    fetchMock.mockResolvedValue(remotesJson({ remotes: { blog: 'http://b.example/m.json' } }));
    manifestLists.mockResolvedValue(false);
    download.mockReturnValue(downloaded(Promise.resolve(() => ({ default: 'List page' }))));
    const loader = freshLoader();

    await preloadPathOf(loader, '/blogs');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(manifestLists).toHaveBeenCalledWith('http://b.example/m.json', './prefetch');
    expect(download.mock.calls).toEqual([['http://b.example/m.json', './BlogList']]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('still downloads the page when its ./prefetch module fails', async () => {
    fetchMock.mockResolvedValue(remotesJson({ remotes: { blog: 'http://b.example/m.json' } }));
    download.mockImplementation((_manifest: string, module: string) =>
      module === './prefetch'
        ? downloaded(Promise.reject(new RemoteLoadError('module', new Error('gone'))))
        : downloaded(Promise.resolve(() => ({ default: 'Post page' }))),
    );
    const loader = freshLoader();

    await preloadPathOf(loader, '/blog/a-post');
    await expect(loader.loadRemoteModule('blog', './BlogPost')).resolves.toEqual({
      default: 'Post page',
    });
  });

  it('logs a ./prefetch module that fails when it runs, and still downloads the page', async () => {
    fetchMock.mockResolvedValue(remotesJson({ remotes: { blog: 'http://b.example/m.json' } }));
    const broken = () => {
      throw new Error('prefetch bug');
    };
    download.mockImplementation((_manifest: string, module: string) =>
      downloaded(
        Promise.resolve(
          module === './prefetch' ? () => ({ default: broken }) : () => ({ default: 'List page' }),
        ),
      ),
    );
    const loader = freshLoader();

    await preloadPathOf(loader, '/blogs');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(console.error).toHaveBeenCalledWith(
      '[federation] the "blog" remote\'s ./prefetch failed:',
      expect.objectContaining({ message: 'prefetch bug' }),
    );
    await expect(loader.loadRemoteModule('blog', './BlogList')).resolves.toEqual({
      default: 'List page',
    });
  });

  it('logs the stage at which a remote failed, and downloads again on the next attempt', async () => {
    fetchMock.mockResolvedValue(remotesJson({ remotes: { marketing: marketingManifest } }));
    download
      .mockReturnValueOnce(
        downloaded(
          Promise.reject(new RemoteLoadError('entry', new Error('remoteEntry.js is down'))),
        ),
      )
      .mockReturnValueOnce(downloaded(Promise.resolve(() => ({ default: 'Home page' }))));
    const loader = freshLoader();

    await expect(loader.loadRemoteModule('marketing', './Home')).rejects.toThrow('is down');
    expect(console.error).toHaveBeenCalledWith(
      '[federation] could not load "marketing/./Home" (entry): remoteEntry.js is down',
    );
    await expect(loader.loadRemoteModule('marketing', './Home')).resolves.toEqual({
      default: 'Home page',
    });
  });
});
