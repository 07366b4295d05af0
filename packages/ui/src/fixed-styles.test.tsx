import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderPage } from '../../../test/render';
import { Box } from '@chakra-ui/react/box';
import { containerStyles, fixedLooks, fixedStyles, headingStyles } from './fixed-styles';

/** The rules Emotion has inserted into the page for a class. */
function rulesFor(className: string): string[] {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .map((rule) => rule.cssText)
    .filter((text) => text.includes(`.${className}`));
}

describe('fixedStyles', () => {
  it('gives every element the class Chakra would give the same style props', async () => {
    const Panel = fixedStyles('section', { p: '5', bg: 'white', rounded: 'xl' }, 'Panel');
    await renderPage(
      <>
        <Panel aria-label="Fixed">One</Panel>
        <Panel aria-label="Again">Two</Panel>
        <Box as="section" aria-label="Chakra" p="5" bg="white" rounded="xl">
          Three
        </Box>
      </>,
    );
    const fixed = screen.getByRole('region', { name: 'Fixed' });
    const chakra = screen.getByRole('region', { name: 'Chakra' });
    expect(fixed.className).toMatch(/^css-\w+$/);
    expect(screen.getByRole('region', { name: 'Again' }).className).toBe(fixed.className);
    expect(fixed.className).toBe(chakra.className);
    expect(rulesFor(fixed.className).join('\n')).toContain('padding: var(--chakra-spacing-5)');
  });

  it('resolves responsive values and conditions into media queries and selectors', async () => {
    const Link = fixedStyles(
      'a',
      { color: 'brand.700', p: { base: '2', md: '4' }, _hover: { color: 'brand.900' } },
      'Link',
    );
    await renderPage(<Link href="/about">About</Link>);
    const rules = rulesFor(screen.getByRole('link', { name: 'About' }).className).join('\n');
    expect(rules).toContain('@media screen and (min-width: 48rem)');
    expect(rules).toMatch(/:hover/);
  });

  it('passes every other prop and a ref to the element, and adds a className to its own', async () => {
    const Title = fixedStyles('h3', { fontWeight: 'semibold' }, 'Title');
    const ref = createRef<HTMLHeadingElement>();
    await renderPage(
      <Title id="post-title" className="extra" ref={ref} data-kind="title">
        Measuring returns
      </Title>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Measuring returns' });
    expect(heading).toHaveAttribute('id', 'post-title');
    expect(heading).toHaveAttribute('data-kind', 'title');
    expect(heading.className).toMatch(/^css-\w+ extra$/);
    expect(ref.current).toBe(heading);
  });

  it('gives a heading and a container what the Heading and Container recipes give', async () => {
    // Chakra puts a recipe's styles in `@layer recipes` and the style props outside it, so the
    // props win; a fixed part puts both in one rule, where the later keys win.
    const Title = fixedStyles('h2', { ...headingStyles, fontSize: 'sm' }, 'Title');
    const Inner = fixedStyles('div', { ...containerStyles, maxW: '7xl' }, 'Inner');
    await renderPage(
      <>
        <Title>Fixed</Title>
        <Inner data-testid="container" />
      </>,
    );
    const [heading] = rulesFor(screen.getByRole('heading', { name: 'Fixed' }).className);
    expect(heading).toContain('font-family: var(--chakra-fonts-heading)');
    expect(heading).toContain('font-weight: var(--chakra-font-weights-semibold)');
    expect(heading).toContain('font-size: var(--chakra-font-sizes-sm)');
    expect(heading).not.toContain('font-sizes-xl');
    const container = rulesFor(screen.getByTestId('container').className).join('\n');
    expect(container).toContain('max-width: var(--chakra-sizes-7xl)');
    expect(container).not.toContain('8xl');
    expect(container).toContain('margin-inline: auto');
    expect(container).toContain('padding-inline: var(--chakra-spacing-8)');
  });
});

describe('fixedLooks', () => {
  it('gives each look its own class, resolved once for all its elements', async () => {
    const stylesOf = jest.fn((look: 'quiet' | 'loud') =>
      look === 'loud' ? { fontWeight: 'bold', color: 'brand.700' } : { color: 'gray.700' },
    );
    const Label = fixedLooks('span', stylesOf, 'Label');
    await renderPage(
      <>
        <Label look="quiet">One</Label>
        <Label look="loud">Two</Label>
        <Label look="quiet">Three</Label>
        <Label look="loud">Four</Label>
      </>,
    );
    const classOf = (text: string) => screen.getByText(text).className;
    expect(classOf('Three')).toBe(classOf('One'));
    expect(classOf('Four')).toBe(classOf('Two'));
    expect(classOf('Two')).not.toBe(classOf('One'));
    expect(rulesFor(classOf('Two')).join('\n')).toContain(
      'font-weight: var(--chakra-font-weights-bold)',
    );
    expect(screen.getByText('One')).not.toHaveAttribute('look');
    expect(stylesOf.mock.calls.map(([look]) => look)).toEqual(['quiet', 'loud']);
  });
});
