import { useCallback, useEffect, useRef } from 'react';

/**
 * The document's `data-hydrated` mark: set once React runs the page's frame and, on a remote's
 * page, the page's own region (hydrated, or its unavailable message shown). The frame commits
 * first; the region hydrates when its remote's code has arrived, and until then a click in it is
 * the browser's own (a link reloads the page). Tests that act only once the page runs, and
 * `bench:web`'s "hydrated", wait for both. Set once, at the first load: a later navigation does
 * not take it away.
 */
const state = { frame: false, regionWaiting: false, marked: false };

function markWhenRunning(): void {
  if (state.marked || !state.frame || state.regionWaiting) return;
  state.marked = true;
  document.documentElement.dataset.hydrated = '';
}

/** In the frame (`App`): its effects run once the frame is hydrated or rendered. */
export function useFrameRunning(): void {
  useEffect(() => {
    state.frame = true;
    markWhenRunning();
  }, []);
}

/**
 * In a remote page, outside its region's boundary: returns what the region calls once it runs
 * (`RegionRuns`, rendered inside the boundary, whose effects run only once the region does). A
 * child's effects run before its parent's, and the frame is this page's parent: a region that
 * hydrated with the frame has run by the time either asks.
 */
export function useRegionRunning(): () => void {
  const ran = useRef(false);
  useEffect(() => {
    if (!ran.current) state.regionWaiting = true;
  }, []);
  return useCallback(() => {
    ran.current = true;
    state.regionWaiting = false;
    markWhenRunning();
  }, []);
}

/** Rendered inside a region (nothing in the HTML): calls `onRun` once the region runs. */
export function RegionRuns({ onRun }: { onRun: () => void }): null {
  useEffect(() => onRun(), [onRun]);
  return null;
}

/** For tests: the state of a fresh page. */
export function resetRunningMark(): void {
  Object.assign(state, { frame: false, regionWaiting: false, marked: false });
  delete document.documentElement.dataset.hydrated;
}
