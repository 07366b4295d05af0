import { chakra } from '@chakra-ui/react/styled-system';
import { Link, NavLink } from '@site/ui/router';

const linkBase = {
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
export const TextLink = chakra(Link, { base: linkBase });

/**
 * A navigation link: marks itself with `aria-current="page"` on its route, which the
 * `_currentPage` style condition can highlight.
 */
export const NavigationLink = chakra(NavLink, {
  base: { ...linkBase, textDecoration: 'none' },
});

/** A link that leaves the site or opens another app (mailto:, tel:). */
export const ExternalLink = chakra('a', { base: linkBase });
