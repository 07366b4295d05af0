import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { fixedStyles } from './fixed-styles';
import { renderedWhenNear } from './rendered-when-near';

/** The rules Emotion has inserted into the page for a class. */
function rulesFor(className: string): string {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .map((rule) => rule.cssText)
    .filter((text) => text.includes(`.${className}`))
    .join('\n');
}

describe('renderedWhenNear', () => {
  it('defers the rendering of the part, which keeps its real height once rendered', async () => {
    const Later = fixedStyles('section', { p: '5', ...renderedWhenNear('auto 500px') }, 'Later');
    await renderPage(<Later aria-label="Later">Below the first screen</Later>);
    const rules = rulesFor(screen.getByRole('region', { name: 'Later' }).className);
    expect(rules).toContain('content-visibility: auto');
    expect(rules).toContain('contain-intrinsic-height: auto 500px');
  });

  it('takes an estimate per breakpoint', async () => {
    const Footer = fixedStyles(
      'footer',
      renderedWhenNear({ base: 'auto 760px', md: 'auto 390px' }),
      'Footer',
    );
    await renderPage(<Footer>Links</Footer>);
    const rules = rulesFor(screen.getByRole('contentinfo').className);
    expect(rules).toContain('contain-intrinsic-height: auto 760px');
    expect(rules).toMatch(
      /@media screen and \(min-width: 48rem\)[^]*contain-intrinsic-height: auto 390px/,
    );
  });
});
