import {
  configBeside,
  parseRemotesConfig,
  prefetchModule,
  remotesConfigUrl,
  type PrefetchModule,
  type RemoteName,
} from '@site/contracts/federation';
import type { RemoteRoute } from '@site/contracts/page-routes';
import { readServerState } from '@site/contracts/server-state';
import { requestEarly } from '@site/runtime-config/early-request';
import { fetchWithRetry } from '@site/runtime-config/fetch-with-retry';
import {
  RemoteLoadError,
  downloadExposed,
  listsModule,
  readManifest,
  type ExposedDownload,
} from './remote-container';

/** The remote is not listed in remotes.json: it is not deployed in this environment. */
export class RemoteNotConfiguredError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`remotes.json has no location for the "${remote}" remote`);
    this.name = 'RemoteNotConfiguredError';
  }
}

let remotes: Promise<Partial<Record<RemoteName, string>>> | undefined;

/**
 * Where each remote is: the releases a server-rendered page names (the code it was rendered
 * with, so that it hydrates whatever was deployed since), or else remotes.json, read once
 * (index.html preloads it). A failure is not cached: the next call (a Retry) reads the file
 * again. The file is `no-cache`, so the browser revalidates it every time.
 */
export function readRemotes(): Promise<Partial<Record<RemoteName, string>>> {
  const rendered = readServerState()?.remotes;
  if (rendered) return Promise.resolve(rendered);
  remotes ??= fetchWithRetry(remotesConfigUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${remotesConfigUrl} answered HTTP ${response.status}`);
      return parseRemotesConfig(await response.json()).remotes;
    })
    .catch((error: unknown) => {
      remotes = undefined;
      console.error(`[federation] could not read ${remotesConfigUrl}:`, error);
      throw error;
    });
  return remotes;
}

/** The release of `remote` this page runs (its manifest's build version), for field telemetry. */
export const releaseOf = async (remote: string): Promise<string | undefined> => {
  const manifestUrl = (await readRemotes())[remote as RemoteName];
  return manifestUrl && (await readManifest(manifestUrl)).release;
};

/** Pending or fulfilled downloads, by `remote/module`; a failed one is forgotten (Retry). */
const downloads = new Map<string, ExposedDownload>();

function download<R extends RemoteName>(remote: R, module: `./${string}`): ExposedDownload {
  const key = `${remote}/${module}`;
  let found = downloads.get(key);
  if (!found) {
    const located = readRemotes().then((remotes) => {
      const manifestUrl = remotes[remote];
      if (!manifestUrl) throw new RemoteNotConfiguredError(remote);
      return downloadExposed(manifestUrl, module);
    });
    const started: ExposedDownload = {
      requested: located.then((exposed) => exposed.requested),
      factory: located.then((exposed) => exposed.factory),
    };
    downloads.set(key, started);
    started.requested.catch(() => undefined); // reported once, through `factory`
    started.factory.catch((error: unknown) => {
      downloads.delete(key);
      const stage = error instanceof RemoteLoadError ? ` (${error.stage})` : '';
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[federation] could not load "${key}"${stage}: ${message}`);
    });
    found = started;
  }
  return found;
}

/** Loads and runs a module exposed by a remote, such as `marketing` `./Home`. */
export async function loadRemoteModule<R extends RemoteName, T>(
  remote: R,
  module: `./${string}`,
): Promise<T> {
  const factory = await download(remote, module).factory;
  const loaded = factory();
  if (!loaded) throw new Error(`The "${remote}" remote returned nothing for ${module}`);
  return loaded as T;
}

/**
 * Starts downloading the page of `pathname` at once, so that it is there when the shell renders.
 * Resolves when its files are on their way (or could not be found); the module is only run when
 * the page renders (`loadRemoteModule`), after the shell's start-up rather than in the middle of it.
 * A page that fetches data has its remote's small `./prefetch` module run as soon as it arrives,
 * to start those requests too, unless the server rendered it with its data.
 */
export function preloadPage(route: RemoteRoute, pathname: string): Promise<void> {
  if (route.prefetch) {
    // Only if the remote's manifest lists the module: a remote deployed before it had one is
    // simply not asked (its page fetches when it renders).
    readRemotes()
      .then(
        async (remotes) => {
          const manifestUrl = remotes[route.remote];
          if (!manifestUrl) return;
          // The module's first request, made now rather than once it has arrived and run.
          requestEarly(configBeside(manifestUrl));
          // A page the server rendered brought its data: the module would do nothing, and
          // downloading and running it is one of the longest tasks of the page's start-up.
          if (readServerState()) return;
          if (!(await listsModule(manifestUrl, prefetchModule))) return;
          const prefetch = await loadRemoteModule<RemoteName, PrefetchModule>(
            route.remote,
            prefetchModule,
          );
          prefetch.default(pathname);
        },
        () => undefined, // logged by readRemotes()
      )
      .catch((error: unknown) => {
        // A failed download is logged by download(); what is left is the module's own failure.
        // Either way the page fetches its data itself when it renders.
        if (error instanceof RemoteLoadError) return;
        console.error(
          `[federation] the "${route.remote}" remote's ${prefetchModule} failed:`,
          error,
        );
      });
  }
  return download(route.remote, route.module).requested.catch(() => undefined);
}
