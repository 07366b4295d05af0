import type { RemoteName } from '@site/contracts/federation';
import { Suspense, lazy, useContext, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { KeptServerRegion } from './KeptServerRegion';
import { RemoteLoading } from './RemoteLoading';
import { RemoteUnavailable } from './RemoteUnavailable';
import { reportError } from '@site/telemetry';
import { giveUpEarlyPresses } from '@site/ui';
import { loadSystem } from '@site/ui/system';
import { loadRemoteModule } from './remote-loader';
import { ServerPagesContext, serverPageKey } from './server-pages';
import { readServerState } from '@site/contracts/server-state';
import { RegionRuns, frameRuns, useRegionRunning } from '../running-mark';
import { mainContentId } from '../layout/SkipLink';

interface RemotePageProps<R extends RemoteName> {
  remote: R;
  module: `./${string}`;
}

type PageModule = { default: ComponentType };

async function loadPage<R extends RemoteName>(remote: R, module: `./${string}`) {
  const loaded = await loadRemoteModule<R, Partial<PageModule>>(remote, module);
  if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
    throw new Error(`${remote} ${module} has no default export to render`);
  }
  return loaded as PageModule;
}

/**
 * The region's code, for a region the browser renders (reached by a link, tried again, or left to
 * the browser by the server): with the design system's code, a chunk of its own (decision 061),
 * so that the page shows whole at once rather than suspending part by part as it renders. A
 * region hydrated from the server's HTML takes the server's classes and does not wait for it.
 */
async function loadBrowserRenderedPage<R extends RemoteName>(remote: R, module: `./${string}`) {
  const [page] = await Promise.all([loadPage(remote, module), loadSystem()]);
  return page;
}

/** Logs a region that failed (it could not be loaded, or it threw while rendering), by name. */
const logRegionError =
  (name: string) => (error: unknown, info: { componentStack?: string | null }) =>
    console.error(`[shell] the "${name}" region failed:`, error, info.componentStack);

/**
 * The region's code, for the region the server rendered while the page hydrates: if it cannot be
 * loaded, the server's HTML stays as it is, as with JavaScript off (its links are plain links, and
 * its forms' presses are held by the page's inline script, which is told at once that nobody will
 * take them: a message's form then says where to write, a filter is submitted natively), rather
 * than giving way to the unavailable message: what the visitor was reading, or had typed, is not
 * taken away. React keeps a boundary as the server sent it while its code is pending, so
 * that code is left pending. A region rendered in the browser (a later navigation, or one the
 * server left to it) shows the unavailable message with Retry, as before.
 */
async function loadServerRenderedPage<R extends RemoteName>(remote: R, module: `./${string}`) {
  try {
    return await loadPage(remote, module);
  } catch (error) {
    console.error(
      `[shell] the "${remote}/${module}" region could not be loaded; the server's HTML stays:`,
      error,
    );
    reportError('remote-load');
    giveUpEarlyPresses();
    return new Promise<never>(() => undefined);
  }
}

/** Whether this render hydrates the region the server rendered (the page's first render). */
const hydratesServerRegion = () => readServerState()?.regionRendered === true && !frameRuns();

/** Logs it, and reports it from the browser (field telemetry): a load failure or a render error. */
const reportRegionError =
  (name: string) => (error: unknown, info: { componentStack?: string | null }) => {
    logRegionError(name)(error, info);
    const kind = error instanceof Error ? error.name : '';
    const notLoaded = kind === 'RemoteLoadError' || kind === 'RemoteNotConfiguredError';
    reportError(notLoaded ? 'remote-load' : 'render');
  };

/**
 * On the server, a region whose remote was not loaded in time fails with this (already logged by
 * the renderer, which does not log it again), and React sends its loading state, marked for the
 * browser to render.
 */
export class LeftToTheBrowser extends Error {
  constructor() {
    super('The remote was not loaded on the server: the browser renders this region');
    this.name = 'LeftToTheBrowser';
  }
}

function NotLoadedOnServer(): never {
  throw new LeftToTheBrowser();
}

/**
 * The page on the server: the component the renderer loaded, in the same boundaries as in the
 * browser, so that the browser hydrates the HTML as it is while its own copy of the module
 * downloads. A remote that did not load in time leaves its loading state for the browser.
 */
function ServerRemotePage({ Page }: { Page: ComponentType | null }) {
  return (
    <ErrorBoundary fallback={<RemoteLoading />} onError={logRegionError('server')}>
      <Suspense fallback={<RemoteLoading />}>{Page ? <Page /> : <NotLoadedOnServer />}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * A page rendered by a remote: loading state while it arrives, the unavailable message with a
 * Retry button if it cannot be loaded or fails while rendering.
 */
export function RemotePage<R extends RemoteName>(props: RemotePageProps<R>) {
  const serverPages = useContext(ServerPagesContext);
  if (serverPages) {
    return (
      <ServerRemotePage Page={serverPages.get(serverPageKey(props.remote, props.module)) ?? null} />
    );
  }
  return <BrowserRemotePage {...props} />;
}

function BrowserRemotePage<R extends RemoteName>({ remote, module }: RemotePageProps<R>) {
  const [hydrating] = useState(hydratesServerRegion);
  // React.lazy remembers a failed import, so every attempt gets a fresh lazy component.
  const [Page, setPage] = useState(() => {
    const load = hydrating ? loadServerRenderedPage : loadBrowserRenderedPage;
    return lazy(() => load(remote, module));
  });
  // The page runs once its region does: hydrated, or showing that it is unavailable.
  const regionRuns = useRegionRunning();
  return (
    <ErrorBoundary
      // The region fails alone: the header, footer and other routes keep working. A region
      // that throws while its server HTML is being hydrated keeps that HTML, as the visitor has
      // it (and, like one whose code did not load, does not run).
      fallbackRender={({ resetErrorBoundary }) =>
        hydrating && !regionRuns.current ? (
          <KeptServerRegion containerId={mainContentId} />
        ) : (
          <>
            <RemoteUnavailable onRetry={resetErrorBoundary} />
            <RegionRuns ranRef={regionRuns} />
          </>
        )
      }
      onError={reportRegionError(`${remote}/${module}`)}
      onReset={() => setPage(() => lazy(() => loadBrowserRenderedPage(remote, module)))}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Page />
        <RegionRuns ranRef={regionRuns} />
      </Suspense>
    </ErrorBoundary>
  );
}
