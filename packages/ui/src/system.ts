import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import {
  animationStyles,
  breakpoints,
  containerRecipe,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { pageSystemConfigs } from './theme/page-theme';
import { lightSemanticTokens, usedColorTokens, usedSemanticColorTokens } from './theme/palette';
import { badgeRecipe, buttonRecipe, textInputRecipe } from './theme/recipes';
import { brandColors, brandSemanticColors, fonts } from './theme/tokens';

/**
 * The site's Chakra system. Built from the base preset plus only the recipes the site renders,
 * so a page does not download the ~80 recipes of the full default theme. A component whose recipe
 * is not listed here renders unstyled: add its recipe here when the design system starts using it.
 * Likewise only the colour palettes the site uses, in light mode (./theme/palette.ts): the system
 * is built on the visitor's device at start-up, and every colour token makes that slower.
 */
export const siteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: {
      color: 'fg',
      bg: 'bg',
      lineHeight: '1.5',
      colorPalette: 'brand',
      '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
    },
    body: { minHeight: '100vh' },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: { ...usedColorTokens(tokens.colors), ...brandColors },
      fonts: { ...tokens.fonts, ...fonts },
    },
    semanticTokens: {
      ...lightSemanticTokens(semanticTokens),
      colors: { ...usedSemanticColorTokens(semanticTokens.colors), ...brandSemanticColors },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      spinner: spinnerRecipe,
      textInput: textInputRecipe,
    },
    slotRecipes: {
      toast: toastSlotRecipe,
    },
  },
});

/**
 * The page-wide CSS (Chakra's reset, the global styles and keyframes, the token variables) does
 * not change from page to page, so it is written into the HTML at build time (./page-wide-css.ts)
 * instead of being built and inserted by Emotion on the visitor's device during the start-up's
 * longest task. The system the pages use is built without the reset and the global styles, and
 * renders no page-wide CSS of its own. It is also built from only the tokens, style props and
 * conditions the pages use (./theme/page-theme.ts, decision 021): their CSS variables are all in
 * the page-wide CSS. `npm run bench:system` times building it.
 */
const pageStyles = createSystem(...pageSystemConfigs(siteConfig));

/**
 * A system that renders no global style: the page-wide CSS holds them. Its reset and global
 * styles (`_global`: redefined, not spread, because in the browser build it is a getter that
 * would build them, the build's chakra-lazy-global-loader), and the order of the cascade layers
 * (`layers.atRule`), which opens the page-wide CSS. A global style of its own would be moved in
 * the head as the page hydrates, and the browser would then work out the whole page's style and
 * layout again.
 */
export const withoutGlobalStyles = (built: SystemContext): SystemContext =>
  Object.defineProperties(built, {
    _global: { value: [] },
    layers: { value: { ...built.layers, atRule: '' } },
  });

export const system: SystemContext = withoutGlobalStyles(pageStyles);

export { pageSystemConfigs };

/** The whole system, page-wide CSS included: for the build only (./page-wide-css.ts). */
export const createPageWideSystem = (): SystemContext =>
  createSystem(defaultBaseConfig, siteConfig);
