import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { resetRunningMark, useFrameRunning } from '../running-mark';
import { scrollPositionsKey, useScrollRestoration } from './use-scroll-restoration';

let navigate: NavigateFunction;

function Page() {
  useScrollRestoration();
  const navigateHere = useNavigate();
  useEffect(() => {
    navigate = navigateHere;
  }, [navigateHere]);
  return (
    <>
      <h1>Page</h1>
      <h2 id="team">Our team</h2>
    </>
  );
}

const scrollTo = jest.fn();

/** The visitor scrolls to `y` (jsdom lays nothing out, so the position is set by hand). */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** The frame's part of the page-runs mark (`data-hydrated`): set once it has rendered. */
function FrameRuns() {
  useFrameRunning();
  return null;
}

/** The page, opened at `entry` of the history; running at once unless `running` is false. */
const openAt = (entry: string | { pathname: string; key: string }, { running = true } = {}) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Page />
      {running && <FrameRuns />}
    </MemoryRouter>,
  );

const go = (to: string | number) =>
  act(async () => {
    if (typeof to === 'number') await navigate(to);
    else await navigate(to);
  });

/** A few tasks have run since (`nextTask` is a timeout in jsdom). */
const tasksRun = () =>
  act(async () => {
    for (let task = 0; task < 3; task++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

const keptKey = () => (window.history.state as { siteEntry?: string } | null)?.siteEntry;

beforeEach(() => {
  // Each test opens a new document: its first entry has no state, and the page has not run.
  window.history.replaceState(null, '');
  resetRunningMark();
  scrollTo.mockReset();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  scrollWindowTo(0);
  sessionStorage.clear();
});

it('leaves a first visit where the browser put it, and opens a new page at its top', async () => {
  openAt('/about');
  expect(scrollTo).not.toHaveBeenCalled();
  await waitFor(() => expect(window.history.scrollRestoration).toBe('manual'));
  scrollWindowTo(640);
  await go('/finance');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
});

it('writes the entry’s key and the restoration mode to the browser’s history only once the page runs', async () => {
  window.history.scrollRestoration = 'auto';
  const page = openAt('/about', { running: false });
  await tasksRun();
  expect(window.history.scrollRestoration).toBe('auto');
  expect(keptKey()).toBeUndefined();
  // The page's region hydrates: the page runs.
  page.rerender(
    <MemoryRouter>
      <Page />
      <FrameRuns />
    </MemoryRouter>,
  );
  await waitFor(() => expect(keptKey()).toMatch(/^document-/));
  expect(window.history.scrollRestoration).toBe('manual');
});

it('writes the key only into the entry the document was loaded at, and not once the page is gone', async () => {
  // The visitor has gone on to another entry by the time the page runs.
  const moved = openAt('/about', { running: false });
  await go('/finance');
  moved.rerender(
    <MemoryRouter>
      <Page />
      <FrameRuns />
    </MemoryRouter>,
  );
  await tasksRun();
  expect(keptKey()).toBeUndefined();
  moved.unmount();

  // The page is gone before it runs.
  resetRunningMark();
  const gone = openAt('/about', { running: false });
  gone.unmount();
  openAt('/about', { running: true }).unmount();
  await tasksRun();
  expect(keptKey()).toBeUndefined();
});

it('returns to where the visitor was when they go back', async () => {
  openAt('/about');
  scrollWindowTo(640);
  await go('/finance');
  scrollWindowTo(90);
  await go(-1);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  await go(1);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 90);
});

it('scrolls to the element a fragment names', async () => {
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  openAt('/');
  await go('/about#team');
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'team');
  expect(scrollTo).not.toHaveBeenCalled();
});

it('keeps the positions across a reload, and survives damaged storage', async () => {
  const { unmount } = openAt({ pathname: '/about', key: 'entry-1' });
  scrollWindowTo(300);
  window.dispatchEvent(new Event('pagehide'));
  unmount();
  expect(JSON.parse(sessionStorage.getItem(scrollPositionsKey) ?? '')).toEqual([['entry-1', 300]]);

  // The reloaded page finds the entry's position.
  scrollTo.mockClear();
  const reloaded = openAt({ pathname: '/about', key: 'entry-1' });
  expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  reloaded.unmount();

  sessionStorage.setItem(scrollPositionsKey, '{not json');
  scrollTo.mockClear();
  openAt({ pathname: '/about', key: 'entry-1' });
  expect(scrollTo).not.toHaveBeenCalled();
});

it('keeps going back to the position while the page grows back to its height', async () => {
  openAt('/about');
  scrollWindowTo(1500);
  await go('/finance');
  // Back on /about, the page is 700 px tall for a few frames (its content is still arriving).
  let frames = 0;
  scrollTo.mockImplementation((_x: number, y: number) => {
    frames += 1;
    scrollWindowTo(Math.min(y, frames < 4 ? 700 : 5000));
  });
  await go(-1);
  await waitFor(() => expect(window.scrollY).toBe(1500));
  expect(frames).toBe(4);
});

it('opens a page loaded in full in the same tab where the browser put it, and restores it on reload', async () => {
  const first = openAt('/about');
  await waitFor(() => expect(keptKey()).toBeDefined());
  scrollWindowTo(640);
  window.dispatchEvent(new Event('pagehide'));
  first.unmount();

  // Reloaded: the same history entry, its state kept.
  scrollTo.mockClear();
  const reloaded = openAt('/about');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  window.dispatchEvent(new Event('pagehide'));
  reloaded.unmount();

  // Another page loaded in full (a new document's entry has no state): where the browser put it.
  window.history.replaceState(null, '');
  scrollTo.mockClear();
  openAt('/finance');
  expect(scrollTo).not.toHaveBeenCalled();
});

it('does not read the tab’s stored positions on a first visit, and keeps them when the page is left', async () => {
  sessionStorage.setItem(scrollPositionsKey, JSON.stringify([['earlier-entry', 50]]));
  const getItem = jest.spyOn(Storage.prototype, 'getItem');
  try {
    openAt('/about');
    scrollWindowTo(300);
    await go('/finance');
    await go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    expect(getItem).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pagehide'));
    const saved = new Map<string, number>(
      JSON.parse(sessionStorage.getItem(scrollPositionsKey) ?? '[]') as [string, number][],
    );
    expect(saved.get('earlier-entry')).toBe(50);
    expect([...saved.values()]).toContain(300);
  } finally {
    getItem.mockRestore();
  }
});
