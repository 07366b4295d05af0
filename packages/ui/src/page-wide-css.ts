import { CacheProvider, Global } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createPageWideSystem } from './site-config';
import { createStyleCache } from './style-cache';
import { buildPageSystem } from './page-system';

/**
 * The CSS every page needs before its first render, as the text of one `<style>` element: the
 * cascade-layer order, Chakra's reset, the global styles and keyframes, and the design tokens as
 * CSS variables. Rendered at build time by Emotion itself, as `ChakraProvider` would insert it on
 * the visitor's device, and written into the HTML by the build (`@site/build`). Of the theme's
 * tokens, it declares only those something reads (`withReadTokensOnly`).
 */
export function pageWideCss(): string {
  const system = createPageWideSystem();
  // Plain createElement: the build runs this file in Node, outside the apps' JSX settings.
  const markup = renderToStaticMarkup(
    createElement(
      CacheProvider,
      { value: createStyleCache() },
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
  return withReadTokensOnly(rules.join(''), pageTokenVariables());
}

/** The CSS variables of the tokens the pages' system knows: all a page's styles can read. */
export const pageTokenVariables = (): string[] =>
  [...buildPageSystem().tokens.cssVarMap.values()].flatMap((variables) => [...variables.keys()]);

const declaration = /(--[\w\\.-]+):([^;{}]*);/g;
const readsOf = (css: string) => [...css.matchAll(/var\((--[\w\\.-]+)/g)].map(([, name]) => name!);

/**
 * The page-wide CSS with its token layer cut down to the variables something reads: a token of
 * the pages' system (`read`), or a variable the reset, the global styles or a kept token reads.
 * Every page carries this CSS in its first bytes, and the pages read a small part of the theme
 * (decision 019 has the figures).
 */
export function withReadTokensOnly(css: string, read: Iterable<string>): string {
  const at = css.indexOf('@layer tokens{');
  if (at < 0) throw new Error('The page-wide CSS has no token layer');
  const [before, tokens] = [css.slice(0, at), css.slice(at)];
  const values = new Map(
    [...tokens.matchAll(declaration)].map(([, name, value]) => [name!, value!]),
  );
  const kept = new Set<string>();
  const keep = (name: string) => {
    if (kept.has(name)) return;
    kept.add(name);
    readsOf(values.get(name) ?? '').forEach(keep);
  };
  [...read, ...readsOf(before)].forEach(keep);
  return before + tokens.replace(declaration, (text, name: string) => (kept.has(name) ? text : ''));
}
