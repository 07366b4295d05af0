import { parseRemoteManifest, type RemoteEntryInfo } from '@site/contracts/federation';
import { fetchWithRetry } from '@site/runtime-config/fetch-with-retry';
import { loadScriptWithRetry, startScripts } from './load-script';
import { defaultShareScope, isContainer, type FederationContainer } from './share-scope';

/** Where loading a remote module failed, for the log. */
export type LoadStage = 'manifest' | 'entry' | 'module';

export class RemoteLoadError extends Error {
  constructor(
    readonly stage: LoadStage,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'RemoteLoadError';
  }
}

/**
 * Remembers a promise while it is pending or fulfilled; a rejected one is forgotten, so the next
 * call (the visitor's Retry) starts again instead of replaying the failure.
 */
function memoise<T>(load: (key: string) => Promise<T>) {
  const cache = new Map<string, Promise<T>>();
  return (key: string): Promise<T> => {
    let pending = cache.get(key);
    if (!pending) {
      pending = load(key);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  };
}

const atStage = async <T>(stage: LoadStage, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw new RemoteLoadError(stage, error);
  }
};

export const readManifest = memoise((manifestUrl) =>
  atStage('manifest', async () => {
    const response = await fetchWithRetry(manifestUrl);
    if (!response.ok) throw new Error(`${manifestUrl} answered HTTP ${response.status}`);
    return parseRemoteManifest(await response.json(), manifestUrl);
  }),
);

const entries = new Map<string, RemoteEntryInfo>();

/** Runs the remote's entry script and hands its container the shell's shared modules. */
const startContainer = memoise((entryUrl) =>
  atStage('entry', async (): Promise<FederationContainer> => {
    const info = entries.get(entryUrl);
    if (!info) throw new Error(`${entryUrl} is not listed by any manifest`);
    await loadScriptWithRetry(entryUrl);
    const container: unknown = (globalThis as Record<string, unknown>)[info.globalName];
    if (!isContainer(container)) {
      throw new Error(`${entryUrl} did not define the "${info.globalName}" container`);
    }
    await container.init(await defaultShareScope());
    return container;
  }),
);

/** Whether the remote's manifest lists `module` (a remote built before it existed does not). */
export const listsModule = (manifestUrl: string, module: string): Promise<boolean> =>
  readManifest(manifestUrl).then((info) => module in info.moduleScripts);

/** A module's download: `requested` once its files are on their way, then its factory. */
export interface ExposedDownload {
  requested: Promise<void>;
  factory: Promise<() => unknown>;
}

/**
 * Downloads `module` (`./Home`) of the remote whose manifest is at `manifestUrl` without running
 * it: the manifest, then the entry script and, in parallel, the module's own files (listed by the
 * manifest). The factory, once there, runs the module when called.
 */
export function downloadExposed(manifestUrl: string, module: string): ExposedDownload {
  const started = readManifest(manifestUrl).then((info) => {
    startScripts(info.moduleScripts[module] ?? []);
    entries.set(info.entryUrl, info);
    // Wrapped, so that `started` settles as soon as the entry script is requested.
    return { container: startContainer(info.entryUrl) };
  });
  const requested = started.then(() => undefined);
  // A failure is reported through `factory`; waiting for `requested` is optional.
  requested.catch(() => undefined);
  return {
    requested,
    factory: started.then(async ({ container }) => {
      const running = await container;
      return atStage('module', () => running.get(module));
    }),
  };
}
