import { readServerState } from '@site/contracts/server-state';
import { preloadPageOf } from './federation/remote-loader';

/** The longest the shell's start-up waits for the page's files to be requested. */
const requestHeadStartMs = 500;

/**
 * The longest a server-rendered page waits for its first paint before its code is asked for: a
 * page in a background tab is not painted until it is shown, and must not wait for that.
 */
const firstPaintWaitMs = 1000;

// The page's files are requested first (remotes.json, the remote's manifest, then its entry and
// the page's chunks); the shell's own code, already downloading (index.html preloads its start-up
// chunk), starts once they are on their way, or after a moment if the remote is slow. Started the
// other way round, evaluating the shell's code holds up the remote's requests.
function start() {
  Promise.race([
    preloadPageOf(window.location.pathname),
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

/**
 * Resolves once the browser reports the page's first contentful paint (or after `timeoutMs`):
 * a frame being produced (`requestAnimationFrame`) is not yet the paint on the screen, and
 * requests started between the two compete with it.
 */
function afterFirstPaint(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing (an old browser): the timeout starts it.
    }
  });
}

// A page the server rendered is complete: it is painted first, and its code asked for after, so
// that nothing the code needs competes with the page's own first paint (decision 019). A page
// rendered here starts at once.
if (readServerState()) void afterFirstPaint(firstPaintWaitMs).then(() => setTimeout(start, 0));
else start();
