import { Box, Button, Container, fixedStyles, linkStyles } from '@site/ui';
import { NavLink, useLocation } from '@site/ui/router';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { mainNavigation } from '../navigation';
import { Logo } from './Logo';

const menuId = 'site-menu';

// The links' styles never change (the current page is styled through `aria-current`), so they
// resolve once per page (fixedStyles) rather than once per link and render.
const LinkList = fixedStyles(
  'ul',
  {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: { base: 'column', lg: 'row' },
    gap: { base: '1', lg: '0.5', xl: '1' },
  },
  'SiteHeader.LinkList',
);
const HeaderLink = fixedStyles(
  NavLink,
  {
    ...linkStyles,
    textDecoration: 'none',
    display: 'block',
    px: { base: '3', lg: '2.5', xl: '3' },
    py: '2',
    rounded: 'md',
    fontWeight: 'medium',
    color: 'gray.700',
    whiteSpace: 'nowrap',
    _hover: { color: 'gray.900', bg: 'gray.100' },
    _currentPage: {
      color: 'brand.800',
      bg: 'brand.50',
      fontWeight: 'semibold',
      boxShadow: { lg: 'inset 0 -2px 0 0 {colors.brand.700}' },
    },
  },
  'SiteHeader.Link',
);

/**
 * Sticky header: logo and the eight links of the site. Below the `lg` breakpoint the links fold
 * into a menu that a button opens and closes; choosing a link, pressing Escape or navigating
 * closes it.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);

  // Navigating (back/forward included) closes the menu.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      shadow="xs"
    >
      <Container
        maxW="7xl"
        position="relative"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        minH="16"
        gap="4"
      >
        <Logo onClick={closeMenu} />
        <Button
          ref={menuButton}
          variant="ghost"
          size="sm"
          display={{ base: 'inline-flex', lg: 'none' }}
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X size={24} aria-hidden /> : <Menu size={24} aria-hidden />}
        </Button>
        <Box
          as="nav"
          aria-label="Main"
          id={menuId}
          display={{ base: menuOpen ? 'block' : 'none', lg: 'block' }}
          position={{ base: 'absolute', lg: 'static' }}
          top="100%"
          insetX="0"
          bg="white"
          borderBottomWidth={{ base: '1px', lg: '0' }}
          borderColor="gray.200"
          shadow={{ base: 'md', lg: 'none' }}
          px={{ base: '4', lg: '0' }}
          py={{ base: '3', lg: '0' }}
        >
          <LinkList>
            {mainNavigation.map(({ label, to }) => (
              <li key={to}>
                <HeaderLink to={to} end={to === '/'} onClick={closeMenu}>
                  {label}
                </HeaderLink>
              </li>
            ))}
          </LinkList>
        </Box>
      </Container>
    </Box>
  );
}
