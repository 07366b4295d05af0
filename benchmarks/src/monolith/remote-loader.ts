import { prefetchModule, type PrefetchModule, type RemoteName } from '@site/contracts/federation';
import { declaredRoutes } from '../../../test/declared-routes';
import { requestEarly } from '@site/runtime-config/early-request';
import { besideBundle } from '@site/runtime-config/load-runtime-config';
import type * as Federated from '../../../shell/src/federation/remote-loader';

/**
 * The shell's remote loader in the comparison build only (`npm run build:monolith`, decision
 * 007). The monolith's webpack configuration puts it in place of the shell's
 * `src/federation/remote-loader.ts`:
 * each exposed module is an ordinary dynamic import of the remote's source: a page is the route
 * table's `page` file (`@site/pages/<remote>` is an alias of `remote-<remote>/src/pages`, defined in this workspace only), the
 * `./prefetch` module its file in `src/exposes` (`@site/exposes/<remote>`), so webpack gives every
 * page a chunk of its own, like the remotes' exposed chunks, and bundles no federation runtime.
 * Each export is typed after the federated loader's, so the two cannot drift apart (the shell
 * imports nothing else from it).
 */

// Template imports: webpack makes one lazy chunk per file of each folder (tests left out).
const importPage: Record<string, (page: string) => Promise<unknown>> = {
  marketing: (page) =>
    import(/* webpackExclude: /\.test\.tsx$/ */ `@site/pages/marketing/${page}.tsx`),
  blog: (page) => import(/* webpackExclude: /\.test\.tsx$/ */ `@site/pages/blog/${page}.tsx`),
  contact: (page) => import(/* webpackExclude: /\.test\.tsx$/ */ `@site/pages/contact/${page}.tsx`),
};
// The remotes with modules beside their pages (`./prefetch`).
const importExposed: Partial<Record<RemoteName, (file: string) => Promise<unknown>>> = {
  blog: (file) => import(`@site/exposes/blog/${file}`),
  contact: (file) => import(`@site/exposes/contact/${file}`),
};

export const loadRemoteModule: typeof Federated.loadRemoteModule = async (remote, module) => {
  const route = declaredRoutes[remote]?.find((candidate) => candidate.module === module);
  if (route) return (await importPage[remote]!(route.page)) as never;
  const importFile = importExposed[remote];
  if (!importFile) throw new Error(`The "${remote}" remote exposes no ${module}`);
  return (await importFile(module.slice(2))) as never;
};

export const preloadPage: typeof Federated.preloadPage = async (route, pathname) => {
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
