import { readServerState } from '@site/contracts/server-state';
import { startTelemetry } from '@site/telemetry';
import { nextTask } from '@site/ui/next-task';
import { StrictMode, startTransition } from 'react';
import { releaseOf } from './federation/remote-loader';
import { loadRouteTable, routeOf } from './federation/route-table';
import { pageRuns } from './running-mark';

/** Loads the design system's code, logging a failure: what needs it asks again. */
const loadSystemLogged = (loadSystem: () => Promise<void>): Promise<void> =>
  loadSystem().catch((error: unknown) =>
    console.error('[shell] the design system could not be loaded:', error),
  );

/**
 * Starts the shell in several tasks rather than one long one (Lighthouse's Total Blocking Time,
 * decision 009): React DOM, the router, the design system (Chakra's style engine), the frame,
 * then the first render. The imports are `eager`: the modules come in this chunk, only their
 * evaluation is spread out. The code that builds the Chakra system is a chunk of its own, which
 * a page the server rendered does not wait for (decision 061); its system is built when first
 * used (decision 051).
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Not in the task that ran the start-up chunk's script.
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@site/ui/router');
  await nextTask();
  // Chakra's style engine, then the components.
  const { loadSystem } = await import(/* webpackMode: "eager" */ '@site/ui/system');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@site/ui');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  await nextTask();
  const serverState = readServerState();
  // The pages of the live releases: the server's table, or (no server) the releases' own.
  const routes = await loadRouteTable();
  if (serverState) {
    // The server rendered the page: React adopts its HTML. In a transition, so that it does so
    // in slices of a few milliseconds, the browser free in between (a hydration at the default
    // priority is one long task). The page's region hydrates when its remote's code has
    // arrived; until then it stays as sent. The code that builds the Chakra system, which
    // hydrating does not need (decision 061), is asked for once the page runs: asked for sooner,
    // it took the network and the main thread from the page's own code. In a task of its own,
    // not in the one in which the page's effects run (decision 063).
    void pageRuns()
      .then(nextTask)
      .then(() => loadSystemLogged(loadSystem));
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App siteUrl={serverState.siteUrl} routes={routes} preview={serverState.preview} />
        </StrictMode>,
        {
          onRecoverableError: (error, info) =>
            console.error('[shell] hydration:', error, info.componentStack),
        },
      );
    });
    return;
  }
  // The static host's page, when the renderer was not there: rendered here from nothing, with the
  // design system.
  await loadSystemLogged(loadSystem);
  const root = createRoot(container);
  // A transition renders in slices of a few milliseconds, yielding to the browser in between.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App routes={routes} />
      </StrictMode>,
    );
  });
}

/** The page at `pathname` and its release, for field telemetry's labels. */
async function pageOf(pathname: string) {
  const route = await routeOf(pathname);
  return (
    route && { route: route.path, remote: route.remote, release: await releaseOf(route.remote) }
  );
}

start()
  .then(() => startTelemetry(pageOf))
  .catch((error: unknown) => console.error('[shell] could not start:', error));
