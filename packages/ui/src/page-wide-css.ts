import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createPageWideSystem } from './site-config';

/**
 * The CSS every page needs before its first render, as the text of one `<style>` element: the
 * cascade-layer order, Chakra's reset, the global styles and keyframes, and the design tokens as
 * CSS variables. Rendered at build time by Emotion itself, exactly as `ChakraProvider` would
 * insert it on the visitor's device, and written into the HTML by the build (`@site/build`).
 */
export function pageWideCss(): string {
  const system = createPageWideSystem();
  // Plain createElement: the build runs this file in Node, outside the apps' JSX settings.
  const markup = renderToStaticMarkup(
    createElement(
      CacheProvider,
      { value: createCache({ key: 'css' }) },
      createElement(Global, { styles: system.layers.atRule }),
      createElement(Global, { styles: system._global }),
    ),
  );
  const rules = [...markup.matchAll(/<style data-emotion="[^"]*">([^<]*)<\/style>/g)].map(
    ([, css]) => css,
  );
  if (rules.length !== 2 || rules.some((css) => !css)) {
    throw new Error('Emotion rendered the page-wide CSS in an unexpected form');
  }
  return rules.join('');
}
