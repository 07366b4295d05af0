import { preloadPage } from './federation/remote-loader';
import { routeOf } from './federation/route-table';

/** The longest the shell's start-up waits for the page's files to be requested. */
const requestHeadStartMs = 500;

// The page's files are requested first (remotes.json, the remote's manifest, then its entry and
// the page's chunks); the shell's own code, already downloading (index.html preloads its start-up
// chunk), starts once they are on their way, or after a moment if the remote is slow. Started the
// other way round, evaluating the shell's code holds up the remote's requests.
function start() {
  Promise.race([
    routeOf(window.location.pathname).then(
      (route) => route && preloadPage(route, window.location.pathname),
    ),
    new Promise((resolve) => setTimeout(resolve, requestHeadStartMs)),
  ]).finally(() => {
    // In a task of its own: the page's requests are made while the browser handles the manifest's
    // answer, and starting the shell in that same task made one long task of both (Total Blocking
    // Time, decision 009).
    setTimeout(() => {
      // The async boundary: shared modules (React, the design system) are negotiated with the
      // remotes before any of them is evaluated.
      import('./bootstrap');
    }, 0);
  });
}

// A page the server rendered runs this code only after its first paint (its inline loader,
// `lateEntryLoader` in @site/build), its files already downloaded (the HTML preloads them), so it
// starts at once either way: in the next task, as the task that ran this script also set up the
// federation runtime.
setTimeout(start, 0);
