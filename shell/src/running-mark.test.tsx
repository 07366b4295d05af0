import { act, render } from '@testing-library/react';
import { Suspense, lazy, type ComponentType } from 'react';
import {
  RegionRuns,
  pageRuns,
  resetRunningMark,
  useFrameRunning,
  useRegionRunning,
} from './running-mark';

const marked = () => document.documentElement.dataset.hydrated !== undefined;

function Frame({ children }: { children: React.ReactNode }) {
  useFrameRunning();
  return <main>{children}</main>;
}

/** A remote page's region as RemotePage renders it: the page in a boundary, and the mark's hook. */
function Region({ Page }: { Page: ComponentType }) {
  const regionRuns = useRegionRunning();
  return (
    <Suspense fallback={<p>Loading</p>}>
      <Page />
      <RegionRuns ranRef={regionRuns} />
    </Suspense>
  );
}

beforeEach(() => resetRunningMark());

it('marks the page once the frame runs, when its region runs with it', () => {
  render(
    <Frame>
      <Region Page={() => <h1>The page</h1>} />
    </Frame>,
  );
  expect(marked()).toBe(true);
});

it('waits for a region whose code arrives after the frame runs, and says then that the page runs', async () => {
  let runs = false;
  void pageRuns().then(() => (runs = true));
  let arrive!: (module: { default: ComponentType }) => void;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  render(
    <Frame>
      <Region Page={Page} />
    </Frame>,
  );
  await act(async () => undefined);
  expect(marked()).toBe(false);
  expect(runs).toBe(false);
  await act(async () => arrive({ default: () => <h1>The page</h1> }));
  expect(marked()).toBe(true);
  expect(runs).toBe(true);
});

it('marks a page without a region as soon as its frame runs', () => {
  render(
    <Frame>
      <h1>Not found</h1>
    </Frame>,
  );
  expect(marked()).toBe(true);
});
