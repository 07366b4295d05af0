import { buttonLookStyles, containerStyles, fixedStyles, linkStyles } from '@site/ui';
import { NavLink, useLocation } from '@site/ui/router';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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
 * The open menu's position: the header's bottom edge. The header is the first thing on the page
 * and sticks to the top, so it is always there; an open popover is placed in the viewport.
 */
const headerHeight = '4rem';

/**
 * A menu left open while the window grows to `lg` stays in the top layer until it closes (a
 * click anywhere, or Escape): it is drawn where the header's links are, as they look there.
 */
const menuOpenOnWideScreens = {
  lg: {
    '&:popover-open': {
      position: 'fixed',
      inset: `0 max({spacing.8}, calc((100% - {sizes.7xl}) / 2 + {spacing.8})) auto auto`,
      height: headerHeight,
      display: 'flex',
      alignItems: 'center',
    },
  },
};

// The header's boxes are the same on every page: resolved once (fixedStyles).
const Header = fixedStyles(
  'header',
  {
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    bg: 'white',
    borderBottomWidth: '1px',
    borderColor: 'gray.200',
    shadow: 'xs',
  },
  'SiteHeader',
);
const Bar = fixedStyles(
  'div',
  {
    ...containerStyles,
    maxW: '7xl',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minH: headerHeight,
    gap: '4',
  },
  'SiteHeader.Bar',
);
/**
 * A closed popover is not displayed (the browser's own style); from `lg` on the links are always
 * in the header, in the page's flow. The rest replaces the browser's place for a popover (the
 * middle of the screen, as small as it can be).
 */
const MenuPanel = fixedStyles(
  'nav',
  {
    display: { lg: 'block' },
    position: { base: 'fixed', lg: 'static' },
    inset: { base: `${headerHeight} 0 auto`, lg: 'auto' },
    width: 'auto',
    maxHeight: { base: `calc(100dvh - ${headerHeight})`, lg: 'none' },
    overflow: { base: 'auto', lg: 'visible' },
    bg: { base: 'white', lg: 'transparent' },
    borderBottomWidth: { base: '1px', lg: '0' },
    borderColor: 'gray.200',
    shadow: { base: 'md', lg: 'none' },
    px: { base: '4', lg: '0' },
    py: { base: '3', lg: '0' },
    ...menuOpenOnWideScreens,
  },
  'SiteHeader.Menu',
);

/**
 * The menu's button, a small ghost `Button` below `lg`. It shows a cross while the menu it
 * controls is open, with or without the page's code.
 */
const MenuButton = fixedStyles(
  'button',
  {
    ...buttonLookStyles('ghost', 'sm'),
    display: { base: 'inline-flex', lg: 'none' },
    '& > [data-icon=close], &:has(~ :popover-open) > [data-icon=open]': { display: 'none' },
    '&:has(~ :popover-open) > [data-icon=close]': { display: 'block' },
  },
  'SiteHeader.MenuButton',
);

/**
 * Sticky header: logo and the eight links of the site. Below the `lg` breakpoint the links fold
 * into a menu that a button opens and closes; choosing a link, pressing Escape or navigating
 * closes it.
 *
 * The menu is an HTML popover, so it opens, closes and closes on Escape (focus back on the
 * button) before the page's code runs, or without it. The browser tells assistive technology
 * whether it is open; once the page runs, `aria-expanded` follows the popover's own state, and
 * choosing a link or navigating closes it. The server renders no `aria-expanded`: a fixed value
 * would be wrong as soon as a visitor opened the menu before the page ran.
 */
export function SiteHeader() {
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const closeMenu = () => hide(menu.current);

  // Navigating (back/forward included) closes the menu.
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    hide(menu.current);
  }, [pathname]);

  return (
    <Header>
      <Bar>
        <Logo />
        <MenuToggle menu={menu}>
          <Menu size={24} aria-hidden data-icon="open" />
          <X size={24} aria-hidden data-icon="close" />
        </MenuToggle>
        <MenuPanel ref={menu} aria-label="Main" id={menuId} popover="auto">
          <LinkList>
            {mainNavigation.map(({ label, to }) => (
              <li key={to}>
                <HeaderLink to={to} end={to === '/'} onClick={closeMenu}>
                  {label}
                </HeaderLink>
              </li>
            ))}
          </LinkList>
        </MenuPanel>
      </Bar>
    </Header>
  );
}

/**
 * The menu's button. From the moment the page runs, its `aria-expanded` follows the popover's own
 * state: the menu may have been opened before. A component of its own, so that following it
 * re-renders the button alone (its icons, given as children, are not rendered again), not the
 * header and its links: the first update comes as the page runs, in the same work as hydrating it.
 */
function MenuToggle({
  menu,
  children,
}: {
  menu: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<boolean>();
  useEffect(() => {
    const nav = menu.current;
    if (!nav) return;
    const follow = () => setOpen(isOpen(nav));
    follow();
    nav.addEventListener('toggle', follow);
    return () => nav.removeEventListener('toggle', follow);
  }, [menu]);
  return (
    <MenuButton
      type="button"
      aria-label="Menu"
      aria-expanded={open}
      aria-controls={menuId}
      popoverTarget={menuId}
    >
      {children}
    </MenuButton>
  );
}

/** Whether the popover is shown (false where the browser has no popovers, as in jsdom). */
function isOpen(popover: HTMLElement) {
  return 'showPopover' in popover && popover.matches(':popover-open');
}

function hide(popover: HTMLElement | null) {
  if (popover && isOpen(popover)) popover.hidePopover();
}
