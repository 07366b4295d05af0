import { HydratedLater, fixedStyles } from '@site/ui';
import { Outlet, useLocation } from '@site/ui/router';
import { useEffect, useRef } from 'react';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { PreviewBanner } from './PreviewBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink, mainContentId } from './SkipLink';
import { useDraftFromServer } from './use-draft-from-server';
import { useScrollRestoration } from './use-scroll-restoration';

// The frame's boxes are the same on every page: resolved once (fixedStyles).
const Frame = fixedStyles(
  'div',
  { display: 'flex', flexDirection: 'column', minH: '100vh' },
  'SiteLayout',
);
// The page below the header fills the screen while it loads, so the footer never jumps into
// view and out again (no layout shift).
const Main = fixedStyles(
  'main',
  { flex: '1', minH: 'calc(100vh - 4rem)', _focus: { outline: 'none' } },
  'SiteLayout.Main',
);

/**
 * After a client-side navigation, focus moves to the main region so that screen readers announce
 * the new page and keyboard users continue from its top (not on the first load).
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

/**
 * The frame every page is rendered in: skip link, header, main region and footer. A page that
 * fails is replaced by the error page, inside the frame.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const main = useFocusMainOnNavigation();
  useScrollRestoration();
  useDraftFromServer();
  return (
    <Frame>
      {/*
        In the head of the server's page: its first paint is held until the parser meets the
        main region, so that the header before it is painted whole (decision 057). A header
        painted while its HTML was still arriving showed its first links at the right, and the
        rest then pushed them aside. Chromium ends the hold when the element is inserted, not at
        its end tag: hence the element after the header. A browser ignores it once the page has
        a body, as on a page rendered in the browser.
      */}
      <link rel="expect" href={`#${mainContentId}`} blocking="render" />
      <SkipLink />
      <PreviewBanner />
      <SiteHeader />
      <Main ref={main} id={mainContentId} tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </Main>
      {/* Links only: hydrated after the page runs (decision 049). */}
      <HydratedLater>
        <SiteFooter />
      </HydratedLater>
    </Frame>
  );
}
