import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { serverPublicPathGlobal, type RemoteName } from '@site/contracts/federation';
import * as designSystem from '@site/ui';
import designSystemPackage from '@site/ui/package.json';
import * as router from '@site/ui/router';
import { sharedEmotion } from '@site/ui/server';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';

/** A remote as the renderer loads it: its server build's entry (`…/server/remoteEntry.js`). */
export interface RemoteServerBuild {
  name: RemoteName;
  serverEntryUrl: string;
  /** Its Subresource Integrity from `remotes.json`: the entry runs only if it matches. */
  integrity?: string;
}

const provided = (version: string, module: unknown) => ({
  version,
  scope: 'default',
  lib: () => module,
  shareConfig: { singleton: true, requiredVersion: false as const },
});

/**
 * Each remote's server build finds its images and chunks beside it: its public path is the
 * folder above `server/remoteEntry.js`, set before the entry runs (`remoteServerConfig` in
 * `@site/build` reads it).
 */
const publicPathBesideEntry: ModuleFederationRuntimePlugin = {
  name: 'site-remote-public-path',
  loadEntry({ remoteInfo }) {
    const paths = ((globalThis as Record<string, unknown>)[serverPublicPathGlobal] ??=
      {}) as Record<string, string>;
    paths[remoteInfo.name] = new URL('../', remoteInfo.entry).href;
    return undefined; // the runtime loads the entry as usual
  },
};

/**
 * The remotes' server builds, loaded by URL with `@module-federation/enhanced`'s runtime (Node:
 * the entry and chunks are fetched and run in this thread). The shell provides the shared
 * singletons from its own bundle, so a remote's page renders with the frame's React, Emotion,
 * design system and router. `loaded-first`: loading one remote never waits for another.
 * One instance per generation of remote releases: a new release gets a new thread and instance.
 */
export function remoteServerBuilds(remotes: readonly RemoteServerBuild[]) {
  const federation = createInstance({
    name: 'shell_renderer',
    remotes: remotes.map(({ name, serverEntryUrl }) => ({ name, entry: serverEntryUrl })),
    shared: {
      react: provided(React.version, React),
      'react/jsx-runtime': provided(React.version, jsxRuntime),
      'react-dom': provided(React.version, ReactDom),
      '@emotion/react': provided(sharedEmotion.version, sharedEmotion.module),
      '@site/ui': provided(designSystemPackage.version, designSystem),
      '@site/ui/router': provided(designSystemPackage.version, router),
    },
    shareStrategy: 'loaded-first',
    plugins: [publicPathBesideEntry],
  });
  const has = (remote: RemoteName) => remotes.some((r) => r.name === remote);
  return {
    has,
    /** Loads a module of a remote's server build (`./Home`); rejects if it cannot. */
    load<T>(remote: RemoteName, module: `./${string}`): Promise<T> {
      if (!has(remote)) return Promise.reject(new Error(`No server build of "${remote}" is known`));
      return federation.loadRemote<T>(`${remote}/${module.slice(2)}`).then((loaded) => {
        if (!loaded) throw new Error(`${remote} ${module} loaded as nothing`);
        return loaded;
      });
    },
  };
}

export type RemoteServerBuilds = ReturnType<typeof remoteServerBuilds>;
