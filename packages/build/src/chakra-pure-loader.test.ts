type Loader = (this: { resourcePath: string } | void, source: string) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const chakraPureLoader: Loader = require('./chakra-pure-loader.cjs');

describe('chakra pure loader', () => {
  it('marks the top-level recipe and anatomy factories as pure, so unused ones are dropped', () => {
    const source = [
      'const buttonRecipe = defineRecipe({ base: {} });',
      'const toastSlotRecipe = defineSlotRecipe({ slots: [] });',
      'const alertAnatomy = createAnatomy("alert").parts("root");',
      'const accordionAnatomy = accordionAnatomy$1.extendWith("itemBody");',
      'const colors = defineTokens.colors({});',
      'const defaultThemeConfig = defineConfig({});',
    ].join('\n');
    expect(chakraPureLoader(source)).toBe(
      [
        'const buttonRecipe = /*#__PURE__*/ defineRecipe({ base: {} });',
        'const toastSlotRecipe = /*#__PURE__*/ defineSlotRecipe({ slots: [] });',
        'const alertAnatomy = /*#__PURE__*/ createAnatomy("alert").parts("root");',
        'const accordionAnatomy = /*#__PURE__*/ accordionAnatomy$1.extendWith("itemBody");',
        'const colors = /*#__PURE__*/ defineTokens.colors({});',
        'const defaultThemeConfig = /*#__PURE__*/ defineConfig({});',
      ].join('\n'),
    );
  });

  it('leaves other code alone', () => {
    const source = 'import { defineRecipe } from "./config.js";\nfoo.defineRecipe(x);';
    expect(chakraPureLoader(source)).toBe(source);
  });

  it('fails the build, naming itself and the module, at a top-level call it does not know', () => {
    const source = 'const buttonRecipe = createRecipe({ base: {} });';
    expect(() =>
      chakraPureLoader.call({ resourcePath: '/chakra/theme/recipes/button.js' }, source),
    ).toThrow(
      'chakra-pure-loader: /chakra/theme/recipes/button.js calls createRecipe(…) at the top level',
    );
  });

  it('accepts a call Chakra already annotates', () => {
    const source = 'const cache = /* @__PURE__ */ createCache();';
    expect(chakraPureLoader(source)).toBe(source);
  });
});
