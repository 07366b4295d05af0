import '@testing-library/jest-dom';

// jsdom lacks what Chakra's parts expect of a browser (fetch comes from the environment).

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

// The pages' Chakra system is loaded apart (decision 061); the shell asks for it as a page
// starts. Tests render with it there, as a visitor's browser does after the page runs.
beforeAll(() => import('../packages/ui/src/system').then(({ loadSystem }) => loadSystem()));
