import { waitFor } from '@testing-library/react';
import { act, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedLater, laterPartMark } from './hydrated-later';

/** What ran, in order: each part's effect, and the clicks handled. */
let events: string[];

function Runs({ name }: { name: string }) {
  useEffect(() => {
    events.push(`${name} runs`);
  }, [name]);
  return null;
}

/**
 * A page whose own effect (the frame's `data-hydrated` mark, in the shell) runs once its part
 * around the later one has; `onRun` is called in that effect.
 */
function Page({ onRun }: { onRun: () => void }) {
  useEffect(onRun, [onRun]);
  return (
    <main>
      <Runs name="page" />
      <HydratedLater>
        <p>Text of the part</p>
        <a href="/about" onClick={(event) => (event.preventDefault(), events.push('click'))}>
          About
        </a>
        <Runs name="later part" />
      </HydratedLater>
    </main>
  );
}

let container: HTMLElement;
let root: Root | undefined;
/** The User Timing marks set (jsdom has no `performance.mark`). */
const mark = jest.fn();

beforeEach(() => {
  events = [];
  mark.mockClear();
  Object.assign(performance, { mark });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  delete (performance as { mark?: unknown }).mark;
});

/** Hydrates the server's HTML of `Page`, calling `onRun` when the page around the part runs. */
async function hydrate(onRun: () => void) {
  container.innerHTML = renderToString(<Page onRun={() => undefined} />);
  await act(async () => {
    root = hydrateRoot(container, <Page onRun={onRun} />);
  });
}

describe('HydratedLater', () => {
  it('is hydrated after the page around it has run, keeping the server’s HTML', async () => {
    let ranBeforeThePart: string[] = [];
    await hydrate(() => {
      ranBeforeThePart = [...events];
      expect(mark).not.toHaveBeenCalled();
    });
    expect(ranBeforeThePart).toEqual(['page runs']);
    expect(events).toEqual(['page runs', 'later part runs']);
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(laterPartMark);
    expect(container.querySelector('p')).toHaveTextContent('Text of the part');
  });

  it('handles a click inside it before it is hydrated: React hydrates it first', async () => {
    // A visitor's click is a task of its own, not part of React's work: hydrated without `act`.
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      container.innerHTML = renderToString(<Page onRun={() => undefined} />);
      let ranAtTheClick: string[] = [];
      const clickOnceRunning = () => {
        setTimeout(() => {
          ranAtTheClick = [...events];
          container.querySelector('a')!.click();
        });
      };
      root = hydrateRoot(container, <Page onRun={clickOnceRunning} />);
      await waitFor(() => expect(events).toContain('click'));
      // The part had not run when clicked. React hydrated it to handle the click: at once, or,
      // when its hydration had already begun (a busy host), by replaying the click once that
      // hydration commits, after the part's effects. Either way the click is handled, once.
      expect(ranAtTheClick).toEqual(['page runs']);
      await waitFor(() => expect(events).toContain('later part runs'));
      expect(events[0]).toBe('page runs');
      expect(events.slice(1).sort()).toEqual(['click', 'later part runs']);
    } finally {
      global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('is its children when the page is rendered in the browser', async () => {
    const { createRoot } = await import('react-dom/client');
    const rendered = createRoot(container);
    await act(async () =>
      rendered.render(
        <Page
          onRun={() => {
            events.push('page effect');
          }}
        />,
      ),
    );
    expect(container.querySelector('main')?.innerHTML).toBe(
      '<p>Text of the part</p><a href="/about">About</a>',
    );
    // The part runs before the page around it, as any child does.
    expect(events).toEqual(['page runs', 'later part runs', 'page effect']);
    act(() => rendered.unmount());
  });
});
