import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fixedLooks } from './fixed-styles';
import { pageStylesElement } from './page-styles';
import { SiteProvider } from './SiteProvider';

/*
 * A page the server rendered names each fixed part's class in its styles element (decision 050).
 * Its own file: the browser's cache adopts the page's styles once per page (./page-styles.ts).
 */

// React's act() without Testing Library, which would set this.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Look = 'quiet' | 'loud';
const stylesOf = jest.fn((look: Look) =>
  look === 'loud' ? { fontWeight: 'bold' } : { color: 'gray.700' },
);
const Label = fixedLooks('span', stylesOf, 'Label');

function Page({ loud = false }: { loud?: boolean }) {
  return (
    <p>
      <Label look="quiet">Quiet</Label>
      {loud ? <Label look="loud">Loud</Label> : null}
    </p>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it("takes the classes the server's page names, and resolves the parts it does not", async () => {
  // As the renderer sends it: the quiet look's class named in the styles element, with its rule.
  document.head.innerHTML = pageStylesElement(['q1'], '.css-q1{color:grey}', {
    'Label[quiet]': 'q1',
  });
  const container = document.createElement('div');
  container.innerHTML = '<p><span class="css-q1">Quiet</span></p>';
  document.body.append(container);
  stylesOf.mockClear();
  const errors = jest.spyOn(console, 'error');

  const page = (loud: boolean) => (
    <SiteProvider>
      <Page loud={loud} />
    </SiteProvider>
  );
  await act(async () => {
    root = hydrateRoot(container, page(false));
  });
  expect(container.querySelector('span')?.className).toBe('css-q1');
  expect(stylesOf).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled(); // no hydration mismatch

  // A look the server did not render (a page shown later in the browser) is resolved here.
  await act(async () => root?.render(page(true)));
  expect(stylesOf.mock.calls.map(([look]) => look)).toEqual(['loud']);
  const loud = container.querySelectorAll('span')[1]!;
  expect(loud.className).toMatch(/^css-\w+$/);
  expect(loud.className).not.toBe('css-q1');
  expect(getComputedStyle(loud).fontWeight).toBe('var(--chakra-font-weights-bold)');
  errors.mockRestore();
});

it('writes the names so that the browser reads them back, leaving out a part it cannot name', async () => {
  document.head.innerHTML = pageStylesElement(['a1', 'b2'], '.css-a1{}.css-b2{}', {
    'Button[solid "md"] <&>': 'a1',
    'Odd|part': 'b2',
  });
  expect(document.head.innerHTML).not.toContain('Odd');
  // A page of its own: a fresh module, which adopts this element.
  await jest.isolateModulesAsync(async () => {
    const styles = await import('./page-styles');
    const cache = styles.pageStylesCache();
    expect(cache).not.toBeNull();
    expect(styles.adoptedFixedClass(cache!, 'Button[solid "md"] <&>')).toBe('a1');
    expect(styles.adoptedFixedClass(cache!, 'Odd|part')).toBeUndefined();
  });
});
