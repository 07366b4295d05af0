import { useLocation, useNavigationType } from '@site/ui/router';
import { nextTask } from '@site/ui/next-task';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { pageRuns } from '../running-mark';

/** Where the scroll positions of this tab's history entries are kept across reloads. */
export const scrollPositionsKey = 'site:scroll-positions';

/** The most history entries remembered; the oldest are forgotten first. */
const maxEntries = 50;

/** How long a position is pursued while the page below grows back to its height (~2 s). */
const maxRestoreFrames = 120;

type Positions = Map<string, number>;

function readPositions(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(scrollPositionsKey) ?? '[]');
    return new Map(
      Array.isArray(saved)
        ? saved.filter(
            (entry): entry is [string, number] =>
              Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
          )
        : [],
    );
  } catch {
    // Storage disabled or the value damaged: start afresh.
    return new Map();
  }
}

function savePositions(positions: Positions) {
  try {
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify([...positions].slice(-maxEntries)));
  } catch {
    // Storage full or disabled: positions are only remembered until the page unloads.
  }
}

/** The element id a `#fragment` names (as written when it is not valid percent-encoding). */
function fragmentId(hash: string) {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** The key a document's first history entry was given (`useScrollRestoration`), when it has one. */
function keptEntryKey(): string | undefined {
  const state: unknown = window.history.state;
  const kept = (state as { siteEntry?: unknown } | null)?.siteEntry;
  return typeof kept === 'string' ? kept : undefined;
}

const newEntryKey = () =>
  `document-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Settles in a task after the page runs (`data-hydrated`): for writes to the browser's history,
 * each of which costs the main thread some milliseconds, and which a first visit needs only later.
 */
const afterPageRuns = (): Promise<void> => pageRuns().then(nextTask);

/** Writes `key` into the current history entry's state once the page runs, if it is still current. */
function keepEntryKeyLater(key: string, isCurrent: () => boolean) {
  void afterPageRuns().then(() => {
    if (!isCurrent() || keptEntryKey() === key) return;
    window.history.replaceState({ ...(window.history.state as object | null), siteEntry: key }, '');
  });
}

/**
 * Scrolls to `y`, again on each frame while the page is still too short to get there (a remote's
 * page arrives after the frame), until it is reached, the visitor scrolls themselves, or about two
 * seconds have passed. Returns a function that stops it.
 */
function restoreScrollTo(y: number): () => void {
  let frames = 0;
  let frame = 0;
  const visitorActs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of visitorActs) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || ++frames > maxRestoreFrames) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of visitorActs) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * Scroll positions as a visitor expects them across the site's client-side navigations: a new
 * page opens at its top (or at the element its `#fragment` names), Back and Forward return to
 * where the visitor was on that page, and so does a reload. What React Router's
 * `ScrollRestoration` does for its data router, which the site does not use (decision 013).
 *
 * Positions are remembered per history entry (`location.key`) as the visitor scrolls, so a
 * shorter next page cannot clamp the one being left before it is recorded. Those of earlier
 * documents in the tab are read from storage only when one may be needed (a reload, Back or
 * Forward to another document's entry) and when the page is left: a first visit does not read
 * them as it hydrates.
 *
 * The entry a document was loaded at has the key `default` in every document, so a position saved
 * on one page would be restored on the next page loaded in full in the same tab. That entry gets
 * a key of its own, kept in its history state: a reload, and Back or Forward to it, find it
 * there; a new document's entry has none yet. What writes to the browser's history (that key,
 * `history.scrollRestoration`) is done once the page runs, in a task of its own: each write costs
 * the main thread some milliseconds, and a first visit needs neither until later (decision 066).
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** This document's positions, in the order remembered; with the stored ones once read. */
  const positions = useRef<Positions>(new Map());
  const storedRead = useRef(false);
  const currentKey = useRef(location.key);
  /** The key of the entry this document was loaded at (`location.key` is `default` there). */
  const documentEntry = useRef<string | undefined>(undefined);
  /** Whether the hook is mounted: what it left for the page to run does nothing once it is not. */
  const mounted = useRef(false);

  /** The positions with those of earlier documents, which this document's overwrite. */
  const allPositions = () => {
    if (!storedRead.current) {
      const stored = readPositions();
      for (const [key, y] of positions.current) {
        stored.delete(key);
        stored.set(key, y);
      }
      positions.current = stored;
      storedRead.current = true;
    }
    return positions.current;
  };

  useEffect(() => {
    const { history } = window;
    mounted.current = true;
    let active = true;
    let restoreDefault = () => {};
    const remember = () => {
      positions.current.delete(currentKey.current);
      positions.current.set(currentKey.current, window.scrollY);
    };
    const save = () => {
      remember();
      savePositions(allPositions());
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    void afterPageRuns().then(() => {
      if (!active) return;
      const browserDefault = history.scrollRestoration;
      restoreDefault = () => (history.scrollRestoration = browserDefault);
      // The browser would restore before the page's content is back; the effect below does it after.
      history.scrollRestoration = 'manual';
      // Where the visitor already is: a server-rendered page can be scrolled before it hydrates.
      remember();
    });
    return () => {
      active = false;
      mounted.current = false;
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      restoreDefault();
    };
  }, []);

  useLayoutEffect(() => {
    const atDocumentEntry = location.key === 'default';
    // The first entry of a document never shown before: nothing is saved for it.
    const newDocument =
      atDocumentEntry && documentEntry.current === undefined && keptEntryKey() === undefined;
    if (atDocumentEntry) documentEntry.current ??= keptEntryKey() ?? newEntryKey();
    const key = atDocumentEntry ? (documentEntry.current ?? location.key) : location.key;
    currentKey.current = key;
    if (atDocumentEntry) {
      keepEntryKeyLater(key, () => mounted.current && currentKey.current === key);
    }
    if (navigationType === 'POP' && !newDocument) {
      const saved = positions.current.get(key) ?? allPositions().get(key);
      if (saved !== undefined) return restoreScrollTo(saved);
    }
    const target = location.hash ? document.getElementById(fragmentId(location.hash)) : null;
    if (target) target.scrollIntoView();
    // A first visit (a POP with nothing saved) is where the browser put it.
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash, navigationType]);
}
