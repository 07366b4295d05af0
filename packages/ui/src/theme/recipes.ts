import { defineRecipe } from '@chakra-ui/react/styled-system';

const focusVisible = {
  outlineWidth: '3px',
  outlineStyle: 'solid',
  outlineColor: 'focusRing',
  outlineOffset: '2px',
} as const;

/**
 * Buttons and call-to-action links: their styles, which `SubmitButton` also resolves once per
 * look (`fixedStyles`), and the recipe. Text wraps on narrow screens rather than overflowing, and
 * every variant keeps at least 4.5:1 contrast on the background it is designed for.
 */
export const buttonStyles = {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'lg',
    borderWidth: '2px',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    lineHeight: '1.25',
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'common',
    transitionDuration: 'fast',
    _focusVisible: focusVisible,
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '& svg': { flexShrink: 0 },
  },
  variant: {
    solid: {
      bg: 'brand.700',
      color: 'white',
      _hover: { bg: 'brand.800' },
    },
    outline: {
      borderColor: 'brand.700',
      color: 'brand.700',
      bg: 'white',
      _hover: { bg: 'brand.50' },
    },
    ghost: {
      color: 'gray.800',
      _hover: { bg: 'gray.100' },
    },
    /** For dark bands such as page heroes. */
    inverse: {
      bg: 'white',
      color: 'brand.800',
      _hover: { bg: 'brand.50' },
      _focusVisible: { ...focusVisible, outlineColor: 'white' },
    },
    inverseOutline: {
      borderColor: 'white',
      color: 'white',
      _hover: { bg: 'whiteAlpha.200' },
      _focusVisible: { ...focusVisible, outlineColor: 'white' },
    },
  },
  size: {
    sm: { minH: '9', px: '3', py: '1.5', fontSize: 'sm' },
    md: { minH: '11', px: '5', py: '2', fontSize: 'md' },
    lg: { minH: '12', px: '6', py: '2.5', fontSize: 'md', md: { fontSize: 'lg' } },
  },
  defaults: { variant: 'solid', size: 'md' },
} as const;

/** Buttons and call-to-action links (`Button`, `ButtonLink`). */
export const buttonRecipe = defineRecipe({
  className: 'site-button',
  base: buttonStyles.base,
  variants: { variant: buttonStyles.variant, size: buttonStyles.size },
  defaultVariants: buttonStyles.defaults,
});

/**
 * Small labels such as a post's category and read time, which `Badge` resolves once per tone
 * (`fixedLooks`). Both tones keep 4.5:1 contrast.
 */
export const badgeStyles = {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    px: '2.5',
    py: '0.5',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: '1.5',
    whiteSpace: 'nowrap',
    '& svg': { flexShrink: 0 },
  },
  tone: {
    brand: { bg: 'brand.50', color: 'brand.800' },
    neutral: { bg: 'gray.100', color: 'gray.800' },
  },
  defaults: { tone: 'brand' },
} as const;

/**
 * Text inputs and text areas: a visible border, a 44 px touch target, a clear focus ring. Each
 * form's fields resolve these once per page (`fixedStyles`).
 */
export const textInputStyles = {
  display: 'block',
  width: '100%',
  minH: '11',
  px: '3',
  py: '2',
  fontSize: 'md',
  lineHeight: '1.5',
  color: 'fg',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.500',
  borderRadius: 'md',
  transitionProperty: 'common',
  transitionDuration: 'fast',
  _placeholder: { color: 'gray.600' },
  _hover: { borderColor: 'gray.700' },
  _focusVisible: { ...focusVisible, outlineOffset: '0', borderColor: 'brand.700' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
} as const;
