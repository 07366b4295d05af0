import { expect, test, type Page } from '@playwright/test';
import { allPublishedPosts } from '../blog-backend';
import { waitForHydration, watchConsole } from '../console-watch';
import { holdRequests } from '../hold-requests';
import { declaredRoutes } from '../../test/declared-routes';

/**
 * The code that builds the design system's Chakra system is a chunk of its own, which the page
 * asks for as it starts and does not wait for (decision 054). These tests hold that chunk back:
 * every page the server rendered must still run (`data-hydrated`, which is what they check), and
 * the parts hydrated later (decision 049) wait for it, then hydrate.
 */

const systemChunk = /\/page-system\.[0-9a-f]+\.js$/;
/** Holds the system's chunk back until `release()`; `asked` lists each time it is asked for. */
const holdSystemCode = (page: Page) => holdRequests(page, systemChunk);

const laterPartsHydrated = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('site:later-part-hydrated').length);

/** Every route, a post's with the newest post, the newsletter's with a link's token. */
const pagePaths = async (): Promise<string[]> => {
  const [post] = await allPublishedPosts();
  const token = `#token=${'A'.repeat(43)}`;
  return Object.values(declaredRoutes)
    .flat()
    .map(({ path }) => (path === '/blog/:slug' && post ? `/blog/${post.slug}` : path))
    .filter((path) => !path.includes(':'))
    .map((path) => (path.startsWith('/newsletter/') ? `${path}${token}` : path));
};

test('every page runs before the design system’s code arrives, and its later parts after', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const paths = await pagePaths();
  expect(paths).toEqual(expect.arrayContaining(['/', '/contact', '/blogs']));
  const waited: string[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      const messages = watchConsole(page);
      const code = await holdSystemCode(page);
      await page.goto(path);
      await waitForHydration(page);
      expect(code.asked, 'the page asked for the system’s code').toHaveLength(1);
      // The parts made of fixed-style parts only (the footer) need no system; the others wait.
      const withoutIt = await laterPartsHydrated(page);

      code.release();
      // A first action brings the toast region, which renders with the system.
      await page.getByRole('heading', { level: 1 }).click();
      await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
      await page.waitForLoadState('networkidle');
      const withIt = await laterPartsHydrated(page);
      expect(withIt).toBeGreaterThanOrEqual(withoutIt);
      if (withIt > withoutIt) waited.push(path);
      expect(messages).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
  // The marketing pages' sections below the hero are Chakra elements: they waited for it.
  expect(waited).toEqual(expect.arrayContaining(['/about', '/healthcare']));
});

test('a page shown in the browser waits for the system’s code, then renders', async ({ page }) => {
  const code = await holdSystemCode(page);
  await page.goto('/about');
  await waitForHydration(page);
  // Before the chunk arrives, a link of the frame (hydrated with the page) routes in the browser,
  // and the page it shows waits for the system: the one before stays until then.
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  const contactCode = page.waitForResponse(/__federation_expose_ContactPage\.[0-9a-f]+\.js$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  // The contact page's own code has arrived: the system's is what it waits for.
  await contactCode;
  await page.waitForTimeout(300); // a moment in which it could have rendered, had it not waited
  await expect(heading).toHaveText(before!);
  code.release();
  await expect(heading).toHaveText('Contact Us');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeEditable();
});
