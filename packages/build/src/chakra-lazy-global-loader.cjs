/**
 * `createSystem` builds the page-wide CSS (reset, global styles, every token as a CSS variable)
 * as soon as it is called, although only `ChakraProvider` reads it, as `system._global`. The site
 * writes that CSS into the HTML at build time and gives the pages a system without it
 * (`@site/ui`'s system.ts), so in the browser the work is thrown away: the token CSS is a large
 * part of `createSystem`, in the start-up's longest task (decision 010). This loader makes `_global` a
 * getter, computed only if something reads it. It fails the build when Chakra's code no longer
 * has the expected shape, so an upgrade cannot silently bring the cost back.
 */
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const PROPERTY = /\n(\s*)_global,\n/;

module.exports = function chakraLazyGlobalLoader(source) {
  if (!source.includes(EAGER) || !PROPERTY.test(source)) {
    throw new Error(
      "chakra-lazy-global-loader: Chakra's createSystem no longer builds `_global` as expected; " +
        'update packages/build/src/chakra-lazy-global-loader.cjs for this version.',
    );
  }
  return source
    .replace(EAGER, '')
    .replace(
      PROPERTY,
      '\n$1get _global() {\n$1  return [getPreflightCss(), getGlobalCss(), getTokenCss()];\n$1},\n',
    );
};
