import {
  prefetchModule,
  remoteRouteFor,
  type PrefetchModule,
  type RemoteName,
} from '@site/contracts/federation';
import { requestEarly } from '@site/runtime-config/early-request';
import { besideBundle } from '@site/runtime-config/load-runtime-config';
import type * as Federated from '../../../shell/src/federation/remote-loader';

/**
 * The shell's remote loader in the comparison build only (`npm run build:monolith`, decision
 * 007). The monolith's webpack configuration puts it in place of the shell's
 * `src/federation/remote-loader.ts`: each exposed module is an ordinary dynamic import of the
 * remote's source (`@site/exposes/<remote>` is an alias of `remote-<remote>/src/exposes`, defined
 * in this workspace only), so webpack gives every page a chunk of its own, like the remotes'
 * exposed chunks, and bundles no federation runtime. Each export is typed after the federated
 * loader's, so the two cannot drift apart (the shell imports nothing else from it).
 */

// Template imports: webpack makes one lazy chunk per file of each folder.
const importExposed: Record<RemoteName, (file: string) => Promise<unknown>> = {
  marketing: (file) => import(`@site/exposes/marketing/${file}`),
  blog: (file) => import(`@site/exposes/blog/${file}`),
  contact: (file) => import(`@site/exposes/contact/${file}`),
};

export const loadRemoteModule: typeof Federated.loadRemoteModule = async (remote, module) =>
  (await importExposed[remote](module.slice(2))) as never;

export const preloadPageOf: typeof Federated.preloadPageOf = async (pathname) => {
  const route = remoteRouteFor(pathname);
  if (!route) return;
  if (route.prefetch) {
    // As in the federated build, the settings the ./prefetch module reads first are requested at
    // once: here they are beside this one bundle.
    requestEarly(besideBundle('config.json'));
    loadRemoteModule<RemoteName, PrefetchModule>(route.remote, prefetchModule)
      .then((prefetch) => prefetch.default(pathname))
      .catch((error: unknown) =>
        console.error(`[monolith] the "${route.remote}" ${prefetchModule} module failed:`, error),
      );
  }
  loadRemoteModule(route.remote, route.module).catch(() => undefined);
};
