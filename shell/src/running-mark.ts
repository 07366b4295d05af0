import { useEffect, useRef, type RefObject } from 'react';

/**
 * The document's `data-hydrated` mark: set once React runs the page's frame and, on a remote's
 * page, the page's own region (hydrated, or its unavailable message shown). The frame commits
 * first; the region hydrates when its remote's code has arrived, and until then a click in it is
 * the browser's own (a link reloads the page). Tests that act only once the page runs, and
 * `bench:web`'s "hydrated", wait for both. Never taken away: a later navigation keeps it.
 */
const state = { frame: false, regionWaiting: false };

const unsettled = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
};
let running = unsettled();

/** Settles once the page runs (the moment `data-hydrated` is set). */
export const pageRuns = (): Promise<void> => running.promise;

const markWhenRunning = () => {
  if (!state.frame || state.regionWaiting) return;
  document.documentElement.dataset.hydrated = '';
  running.resolve();
};

/** Whether the frame runs: false while the server's page is being hydrated. */
export const frameRuns = (): boolean => state.frame;

/** In the frame (`App`): its effects run once the frame is hydrated or rendered. */
export function useFrameRunning(): void {
  useEffect(() => {
    state.frame = true;
    markWhenRunning();
  }, []);
}

/**
 * In a remote page, outside its region's boundary: what `RegionRuns`, inside it, sets once the
 * region runs. A child's effects run before its parent's, and the frame is this page's parent: a
 * region that hydrated with the frame has run by the time either asks.
 */
export function useRegionRunning(): RefObject<boolean> {
  const ran = useRef(false);
  useEffect(() => {
    if (!ran.current) state.regionWaiting = true;
  }, []);
  return ran;
}

/** Rendered inside a region (nothing in the HTML): its effect runs once the region runs. */
export function RegionRuns({ ranRef }: { ranRef: RefObject<boolean> }): null {
  useEffect(() => {
    ranRef.current = true;
    state.regionWaiting = false;
    markWhenRunning();
  }, [ranRef]);
  return null;
}

/** For tests: the state of a fresh page. */
export function resetRunningMark(): void {
  Object.assign(state, { frame: false, regionWaiting: false });
  running = unsettled();
  delete document.documentElement.dataset.hydrated;
}
