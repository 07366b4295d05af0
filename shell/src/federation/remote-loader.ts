import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  parseRemotesConfig,
  type ExposedModule,
  type RemoteName,
} from '@site/contracts/federation';
import { fetchWithRetry } from '@site/runtime-config/fetch-with-retry';
import { errorReportingPlugin, retryPlugin } from './retry-plugin';

/** Where the shell reads the remotes' locations: beside its own index.html. */
export const remotesConfigUrl = '/remotes.json';

/** The remote is not listed in remotes.json: it is not deployed in this environment. */
export class RemoteNotConfiguredError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`remotes.json has no location for the "${remote}" remote`);
    this.name = 'RemoteNotConfiguredError';
  }
}

function federation(): ModuleFederation {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime has not started');
  return instance;
}

let pluginsRegistered = false;
let registration: Promise<ReadonlySet<RemoteName>> | undefined;

async function readRemotesConfig() {
  const response = await fetchWithRetry(remotesConfigUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${remotesConfigUrl} answered HTTP ${response.status}`);
  return parseRemotesConfig(await response.json());
}

/**
 * Reads remotes.json once and registers every remote it lists with the federation runtime.
 * A failure is not cached: the next call (a Retry) reads the file again.
 */
export function registerRemotes(): Promise<ReadonlySet<RemoteName>> {
  registration ??= readRemotesConfig()
    .then(({ remotes }) => {
      const runtime = federation();
      if (!pluginsRegistered) {
        runtime.registerPlugins([retryPlugin(), errorReportingPlugin()]);
        pluginsRegistered = true;
      }
      const entries = Object.entries(remotes) as [RemoteName, string][];
      runtime.registerRemotes(entries.map(([name, entry]) => ({ name, entry })));
      return new Set(entries.map(([name]) => name));
    })
    .catch((error: unknown) => {
      registration = undefined;
      console.error(`[federation] could not read ${remotesConfigUrl}:`, error);
      throw error;
    });
  return registration;
}

/** Loads a module exposed by a remote, such as `marketing` `./Home`. */
export async function loadRemoteModule<R extends RemoteName, T>(
  remote: R,
  module: ExposedModule<R>,
): Promise<T> {
  const registered = await registerRemotes();
  if (!registered.has(remote)) throw new RemoteNotConfiguredError(remote);
  const loaded = await federation().loadRemote<T>(`${remote}/${module.slice(2)}`);
  if (!loaded) throw new Error(`The "${remote}" remote returned nothing for ${module}`);
  return loaded;
}
