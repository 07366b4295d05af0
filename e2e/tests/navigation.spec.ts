import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from '../console-watch';
import { marketingPages } from '../pages';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Whether the Menu button's menu is expanded, as Chromium tells assistive technology. The browser
 * says so for a button that controls a popover, before the page runs and without JavaScript,
 * where no `aria-expanded` attribute is written yet.
 */
async function menuExpandedToAssistiveTechnology(page: Page) {
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await session.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      role: 'button',
      accessibleName: 'Menu',
    });
    if (nodes.length !== 1) throw new Error(`${nodes.length} Menu buttons`);
    return nodes[0]?.properties?.find(({ name }) => name === 'expanded')?.value.value as unknown;
  } finally {
    await session.detach();
  }
}

/**
 * Opens the menu with its button and closes it again, as the page shows it and as assistive
 * technology is told at each step; the button, for what the test does next.
 */
async function openAndCloseMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Menu' });
  await expect(mainNav(page)).toBeHidden();
  await expect.poll(() => menuExpandedToAssistiveTechnology(page)).toBe(false);
  await button.click();
  await expect(mainNav(page).getByRole('link')).toHaveCount(8);
  await expect.poll(() => menuExpandedToAssistiveTechnology(page)).toBe(true);
  await button.click();
  await expect(mainNav(page)).toBeHidden();
  await expect.poll(() => menuExpandedToAssistiveTechnology(page)).toBe(false);
  return button;
}

test.describe('deep links', () => {
  for (const { path, heading, title, navLabel } of marketingPages) {
    test(`${path} loads directly, inside the header and footer`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      await waitForHydration(page); // what it tests: no console error through hydration
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (navLabel) {
        await expect(mainNav(page).getByRole('link', { name: navLabel })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      expect(problems).toEqual([]);
    });
  }
});

test('the header leads to every page without reloading the site', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page); // what it tests: the page's own routing, with no reload
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  for (const { navLabel, heading, path } of marketingPages) {
    if (!navLabel) continue;
    await mainNav(page).getByRole('link', { name: navLabel }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText(navLabel);
  }
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a new page opens at its top; Back and reload return to where the visitor was', async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect.poll(scrollY).toBeGreaterThan(1100);
  const left = await scrollY();

  await mainNav(page).getByRole('link', { name: 'Finance' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/financial/i);
  await expect.poll(scrollY).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/about');
  await expect.poll(async () => Math.abs((await scrollY()) - left)).toBeLessThan(40);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => Math.abs((await scrollY()) - left)).toBeLessThan(40);
});

test('the footer leads to the services, company pages and policies', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const { footerLabel, heading, path } of marketingPages) {
    if (!footerLabel) continue;
    await footer.getByRole('link', { name: footerLabel }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await expect(footer).toContainText('© 2024 Elevate SaaS Solutions Ltd');
});

test('a link of a part hydrated after the page runs routes within the page as soon as it runs', async ({
  page,
}) => {
  await page.goto('/about');
  // Hydration itself is what this test is about: the footer is hydrated after the page runs
  // (HydratedLater, decision 049), and a click in it as the page starts running makes React
  // hydrate it first. The page is not loaded again: the marker below survives.
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('the logo leads home', async ({ page }) => {
  await page.goto('/finance');
  await page.getByRole('banner').getByRole('link', { name: 'Elevate SaaS Solutions' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(marketingPages[0]!.heading);
});

test('calls to action lead to the contact page and the about page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await page.getByRole('link', { name: 'Learn More About Us' }).click();
  await expect(page).toHaveURL('/about');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu button opens and closes the menu, which closes when a link is chosen', async ({
    page,
  }) => {
    await page.goto('/');
    const button = await openAndCloseMenu(page);

    await button.click();
    await mainNav(page).getByRole('link', { name: 'Salesforce' }).click();
    await expect(page).toHaveURL('/salesforce');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get More From Salesforce');
    await expect(mainNav(page)).toBeHidden();
    await expect.poll(() => menuExpandedToAssistiveTechnology(page)).toBe(false);
  });

  test('a menu opened before the page runs stays open, and closes when a link is chosen once it runs', async ({
    page,
  }) => {
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await expect(mainNav(page).getByRole('link')).toHaveCount(8);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    releaseScripts();
    await waitForHydration(page); // what this test is about: the open menu across hydration
    await expect(mainNav(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await mainNav(page).getByRole('link', { name: 'Compliance' }).click();
    await expect(page).toHaveURL('/compliance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      marketingPages.find(({ path }) => path === '/compliance')!.heading,
    );
    await expect(mainNav(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(mainNav(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('nothing is wider than the screen', async ({ page }) => {
    for (const { path } of marketingPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('on a phone with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the menu opens and closes, closes on Escape, and its links lead to their pages', async ({
    page,
  }) => {
    await page.goto('/');
    const button = await openAndCloseMenu(page);

    // Escape from inside the menu closes it and gives focus back to its button.
    await button.click();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mainNav(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect.poll(() => menuExpandedToAssistiveTechnology(page)).toBe(false);

    await button.click();
    await mainNav(page).getByRole('link', { name: 'Finance' }).click();
    await expect(page).toHaveURL('/finance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      marketingPages.find(({ path }) => path === '/finance')!.heading,
    );
    await expect(mainNav(page)).toBeHidden();
    await button.click();
    await expect(mainNav(page).getByRole('link', { name: 'Finance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test('the keyboard reaches a skip link first, which moves to the main content', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  // Not hidden under the sticky header (WCAG 2.2, 2.4.11 Focus Not Obscured): the link is what
  // is on top at its own centre, once it has slid into view.
  await expect
    .poll(() =>
      skip.evaluate((link) => {
        const { left, top, width, height } = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(left + width / 2, top + height / 2));
      }),
    )
    .toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is the page's first link, not the header's.
  await expect(page.getByRole('link', { name: 'Get a Free Quote' })).toBeFocused();
});

test('an unknown path shows the 404 page, logs the path, and links home', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/no/such/page');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  // Logged by the page in the browser, once it has hydrated.
  await expect.poll(() => problems.join('\n')).toContain('/no/such/page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('one copy of React, Emotion, the design system and the router, all provided by the shell', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  for (const { navLabel } of marketingPages) {
    if (navLabel) await mainNav(page).getByRole('link', { name: navLabel }).click();
  }
  await page.goto('/privacy-policy');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');

  const { copies, remotesUseTheShellsScope } = await page.evaluate(() => {
    type Scope = Record<string, Record<string, { from: string; loaded?: number | boolean }>>;
    type Require = { S: Record<string, Scope> };
    // webpack runs the third item of a pushed chunk (one it has not installed yet) with its
    // `__webpack_require__`, whose `S` holds the share scopes: the shell's, and each remote's,
    // which must be the same object.
    const shareScopesOf = (bundle: string): Record<string, Scope> | undefined => {
      const chunks = (window as unknown as Record<string, unknown[] | undefined>)[
        `webpackChunk${bundle}`
      ];
      let scopes: Record<string, Scope> | undefined;
      chunks?.push([[`probe-${bundle}`], {}, (require: Require) => void (scopes = require.S)]);
      return scopes;
    };
    const shell = shareScopesOf('shell') ?? {};
    const marketing = shareScopesOf('marketing');
    const loaded: Record<string, string[]> = {};
    for (const packages of Object.values(shell)) {
      for (const [name, versions] of Object.entries(packages)) {
        for (const [version, entry] of Object.entries(versions)) {
          if (entry.loaded) (loaded[name] ??= []).push(`${version} from ${entry.from}`);
        }
      }
    }
    return {
      copies: Object.fromEntries(
        Object.entries(loaded).map(([name, list]) => [name, [...new Set(list)]]),
      ),
      remotesUseTheShellsScope:
        marketing?.default !== undefined && marketing.default === shell.default,
    };
  });
  expect(remotesUseTheShellsScope).toBe(true);
  for (const name of ['react', 'react-dom', '@emotion/react', '@site/ui', '@site/ui/router']) {
    expect(copies[name], name).toHaveLength(1);
    expect(copies[name]?.[0], name).toMatch(/ from shell$/);
  }
  expect(problems).toEqual([]);
});
