import { Link } from '@site/ui/router';
import { fixedStyles } from './fixed-styles';

/** The brand's link styles, for a link built with `fixedStyles`. */
export const linkStyles = {
  color: 'brand.700',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: 'sm',
  _hover: { color: 'brand.900' },
  _focusVisible: {
    outlineWidth: '3px',
    outlineStyle: 'solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
} as const;

/** An in-site link (client-side navigation) with the brand's link styles. */
export const TextLink = fixedStyles(Link, linkStyles, 'TextLink');

/** A link that leaves the site or opens another app (mailto:, tel:). */
export const ExternalLink = fixedStyles('a', linkStyles, 'ExternalLink');
