import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteProvider } from '@site/ui';
import type * as RouterModule from '@site/ui/router';
import type * as ReactModule from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { emulatePopovers } from '../../../test/popovers';
import { renderPage } from '../../../test/render';
import { frameLinks } from '../frame-links';
import { SiteHeader } from './SiteHeader';

/** Each render of one of the header's links. */
let mockLinkRenders = 0;
jest.mock('@site/ui/router', () => {
  const actual = jest.requireActual<typeof RouterModule>('@site/ui/router');
  const { createElement, forwardRef } = jest.requireActual<typeof ReactModule>('react');
  const NavLink = forwardRef<HTMLAnchorElement, Parameters<typeof actual.NavLink>[0]>(
    (props, ref) => {
      mockLinkRenders += 1;
      return createElement(actual.NavLink, { ...props, ref });
    },
  );
  return { ...actual, NavLink };
});

/** The header's links: the frame's (whose test holds them to the specification). */
const headerRows = frameLinks.filter((link) => 'header' in link);

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

/** The menu the Menu button controls (while closed, it is hidden and so has no name to query). */
const mainNav = () => {
  const id = menuButton().getAttribute('aria-controls');
  const nav = id ? document.getElementById(id) : null;
  if (!nav) throw new Error('The Menu button controls no element');
  expect(nav.tagName).toBe('NAV');
  expect(nav).toHaveAttribute('aria-label', 'Main');
  return nav;
};

describe('SiteHeader', () => {
  it('learns whether the menu is open without rendering its links again', async () => {
    mockLinkRenders = 0;
    await renderPage(<SiteHeader />);
    // The page has run: the button says the menu is closed, which the server could not know.
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    const links = within(mainNav()).getAllByRole('link', { hidden: true });
    // Once each (an update at the default priority renders all of them again, in one piece).
    expect(mockLinkRenders).toBe(links.length);
  });

  it("links the logo home and lists the frame's links in order", async () => {
    await renderPage(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Elevate SaaS Solutions' })).toHaveAttribute(
      'href',
      '/',
    );
    const links = within(mainNav()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      headerRows.map((row) => ['label' in row ? row.label : undefined, row.path]),
    );
    expect(links.length).toBeGreaterThanOrEqual(8);
  });

  it('marks the link of the current route, and only that one, as the current page', async () => {
    await renderPage(<SiteHeader />, '/finance');
    const current = within(mainNav())
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Finance');
    expect(current[0]).toHaveAttribute('aria-current', 'page');
  });

  it('does not mark Home as current on other pages', async () => {
    await renderPage(<SiteHeader />, '/about');
    expect(within(mainNav()).getByRole('link', { name: 'Home', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('makes the mobile menu a popover of its button, which works before the page runs', async () => {
    await renderPage(<SiteHeader />);
    expect(mainNav()).toHaveAttribute('popover', 'auto');
    expect(menuButton()).toHaveAttribute('popovertarget', mainNav().id);
    expect(menuButton()).toHaveAttribute('type', 'button');
  });

  describe('in a browser with popovers', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = emulatePopovers();
    });
    afterEach(() => restore());

    it('says whether the menu is open once the page runs', async () => {
      const user = userEvent.setup();
      await renderPage(<SiteHeader />);
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes the mobile menu when a link is chosen', async () => {
      const user = userEvent.setup();
      const { location } = await renderPage(<SiteHeader />);
      await user.click(menuButton());
      await user.click(within(mainNav()).getByRole('link', { name: 'Compliance' }));
      expect(location.current?.pathname).toBe('/compliance');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(mainNav().matches(':popover-open')).toBe(false);

      // The current page's link too, where the page does not change.
      await user.click(menuButton());
      await user.click(within(mainNav()).getByRole('link', { name: 'Compliance' }));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes the mobile menu when the page changes otherwise (Back)', async () => {
      const user = userEvent.setup();
      let navigate: ReturnType<typeof useNavigate> = () => undefined;
      function BackButton() {
        navigate = useNavigate();
        return null;
      }
      const { location } = await renderPage(
        <>
          <SiteHeader />
          <BackButton />
        </>,
        '/about',
      );
      await user.click(within(mainNav()).getByRole('link', { name: 'Finance', hidden: true }));
      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      await act(async () => navigate(-1));
      expect(location.current?.pathname).toBe('/about');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('hydrates the server HTML as it is, with the menu opened before the page ran', async () => {
      const page = (
        <SiteProvider>
          <MemoryRouter>
            <SiteHeader />
          </MemoryRouter>
        </SiteProvider>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.append(container);
      expect(menuButton()).not.toHaveAttribute('aria-expanded');
      mainNav().showPopover();

      const recoverable = jest.fn();
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, page, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

      await userEvent.setup().click(within(mainNav()).getByRole('link', { name: 'Blogs' }));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      act(() => root?.unmount());
      container.remove();
    });
  });
});
