import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { notSentPath } from '@site/contracts/federation';
import { waitForHydration } from '../console-watch';
import { repoRoutes } from '../../test/declared-routes';
import { specifiedPages } from '../pages';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n'),
  );
  expect(summary).toEqual([]);
}

/** The headings of the pages outside the marketing remote, where the test knows them. */
const headings: Record<string, string> = {
  '/blogs': 'Our Blog',
  '/contact': 'Contact Us',
  '/newsletter/confirm': 'Confirm your subscription',
  '/newsletter/unsubscribe': 'Unsubscribe from our newsletter',
};

/** Every route of every remote (a post for `/blog/:slug`), and the pages of the other states. */
const routes: { path: string; heading: string | undefined }[] = [
  ...repoRoutes.map(({ path }) => {
    const visited = path.replace('/blog/:slug', '/blog/nhs-dspt-guide-for-small-providers');
    return { path: visited, heading: headings[visited] ?? specifiedPages[visited]?.heading };
  }),
  { path: '/no/such/page', heading: '404' },
  { path: '/blog/no-such-post', heading: 'Blog Post Not Found' },
  // Where a form the browser posted by itself, with JavaScript off, lands.
  { path: notSentPath, heading: 'Your message was not sent' },
  // The newsletter's pages as its emails' links open them (a token of the right shape).
  { path: `/newsletter/confirm?token=${'A'.repeat(43)}`, heading: 'Confirm your subscription' },
  {
    path: `/newsletter/unsubscribe?token=${'A'.repeat(43)}`,
    heading: 'Unsubscribe from our newsletter',
  },
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test.describe(`WCAG 2.2 AA on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, heading } of routes) {
      test(path, async ({ page }) => {
        await page.goto(path);
        // The running page's own state (what hydration adds: aria-expanded, live regions) is
        // what is checked; the server's HTML is the same markup.
        await waitForHydration(page);
        const h1 = page.getByRole('heading', { level: 1 });
        await (heading ? expect(h1).toHaveText(heading) : expect(h1).toBeVisible());
        await expectNoViolations(page);
      });
    }
  });
}

test.describe('WCAG 2.2 AA with the phone menu open', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('/', async ({ page }) => {
    await page.goto('/');
    // The menu is an HTML popover: it opens at once, whether the page runs yet or not.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoViolations(page);
  });
});
