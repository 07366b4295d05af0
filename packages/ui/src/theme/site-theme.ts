import type { ThemingConfig } from '@chakra-ui/react/styled-system';
import {
  breakpoints,
  containerRecipe,
  headingRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { lightSemanticTokens, usedColorTokens, usedSemanticColorTokens } from './palette';
import { buttonRecipe } from './recipes';
import { brandColors, brandSemanticColors, fonts } from './tokens';

/** How the tokens' CSS variables are named and where they are declared, in both systems. */
export const cssVariables = {
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
} as const;

/**
 * The site's theme: the tokens, breakpoints, text styles and recipes of both of its Chakra
 * systems, the whole one the page-wide CSS is built from (../site-config.ts) and the pages' one
 * (../system.ts), which keeps only what the pages use of it (./page-theme.ts).
 *
 * Only the recipes the site renders, so a page does not download the ~80 recipes of the full
 * default theme. A component whose recipe is not listed here renders unstyled: add its recipe
 * here when the design system starts using it. Likewise only the colour palettes the site uses,
 * in light mode (./palette.ts): the system is built on the visitor's device at start-up, and
 * every colour token makes that slower.
 */
export const siteTheme = {
  breakpoints,
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
  recipes: {
    button: buttonRecipe,
    container: containerRecipe,
    heading: headingRecipe,
    spinner: spinnerRecipe,
  },
  slotRecipes: {
    toast: toastSlotRecipe,
  },
} satisfies ThemingConfig;
