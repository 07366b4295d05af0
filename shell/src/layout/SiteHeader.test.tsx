import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteRoutes } from '@site/contracts/federation';
import { renderPage } from '../../../test/render';
import { SiteHeader } from './SiteHeader';

/** The header's links: the route table's (whose test holds them to the specification). */
const headerRows = siteRoutes.filter((row) => 'header' in row && row.header);

/** The menu the Menu button controls (while closed, it is hidden and so has no name to query). */
const mainNav = () => {
  const id = screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls');
  const nav = id ? document.getElementById(id) : null;
  if (!nav) throw new Error('The Menu button controls no element');
  expect(nav.tagName).toBe('NAV');
  expect(nav).toHaveAttribute('aria-label', 'Main');
  return nav;
};

describe('SiteHeader', () => {
  it('links the logo home and lists the links of the route table in order', async () => {
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

  it('opens and closes the mobile menu with its button', async () => {
    const user = userEvent.setup();
    await renderPage(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav()).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).not.toBeVisible();
  });

  it('closes the mobile menu when a link is chosen', async () => {
    const user = userEvent.setup();
    const { location } = await renderPage(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(mainNav()).getByRole('link', { name: 'Compliance' }));
    expect(location.current?.pathname).toBe('/compliance');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).not.toBeVisible();
  });

  it('closes the mobile menu on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    await renderPage(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
