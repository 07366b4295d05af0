import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import { animationStyles, globalCss, keyframes, layerStyles } from '@chakra-ui/react/theme';
import { cssVariables, siteTheme } from './theme/site-theme';

/**
 * The whole site theme as one Chakra configuration: Chakra's base, the reset, the global styles
 * and keyframes, and every token of the site's theme (./theme/site-theme.ts). The page-wide CSS
 * is built from it at build time (./page-wide-css.ts, decision 010). The browser never builds it:
 * its system holds only what the pages use (./system.ts, decision 021), so none of this module's
 * own parts are downloaded.
 */
export const siteConfig = defineConfig({
  preflight: true,
  ...cssVariables,
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
    breakpoints: siteTheme.breakpoints,
    keyframes,
    tokens: siteTheme.tokens,
    semanticTokens: siteTheme.semanticTokens,
    textStyles: siteTheme.textStyles,
    layerStyles,
    animationStyles,
    recipes: siteTheme.recipes,
    slotRecipes: siteTheme.slotRecipes,
  },
});

/** The whole system, page-wide CSS included: for the build only (./page-wide-css.ts). */
export const createPageWideSystem = (): SystemContext =>
  createSystem(defaultBaseConfig, siteConfig);
