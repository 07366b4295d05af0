import { expect, test, type Page, type Route } from '@playwright/test';
import { waitForHydration } from '../console-watch';
import { holdRequests, requestsTo, systemCodeUrl } from '../hold-requests';

/**
 * The code that builds the design system's Chakra system is a chunk of its own, which the page
 * asks for once it runs and a page the server rendered does not wait for (decision 061; the
 * hydration tests in server-rendering.spec.ts hold it back on every route). What the browser
 * renders new does wait for it. These tests hold it back and act as a visitor does, at once:
 * nothing they do is lost, and nothing on screen gives way to a loading state meanwhile.
 */

const holdSystemCode = (page: Page) => holdRequests(page, systemCodeUrl);

/** Fills in the contact form as soon as it shows, as Grace Hopper, and presses Send Message. */
async function sendAtOnce(page: Page, subject: string, message: string) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Name').fill('Grace Hopper');
  await field('Email').fill('grace@example.co.uk');
  await field('Subject').fill(subject);
  await field('Message').fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
}

/** Long enough for the page to have rendered something new, had it not waited. */
const aMoment = 500;

test('a page reached by a link waits for the system’s code, the page before staying until then', async ({
  page,
}) => {
  const code = await holdSystemCode(page);
  await page.goto('/about');
  // A navigation within the running page is what this tests: before it runs, a link loads the
  // next page from the server.
  await waitForHydration(page);
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
  await page.waitForTimeout(aMoment);
  await expect(heading).toHaveText(before!);
  await expect(page.getByRole('status')).toHaveCount(0);
  code.release();
  await expect(heading).toHaveText('Contact Us');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeEditable();
});

test('a page reached by a link, whose system’s code a shell deploy has removed, is loaded in full', async ({
  page,
}) => {
  // The page was loaded before the deploy: the server has no file by that name any more.
  await page.route(systemCodeUrl, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/about');
  // A navigation within the running page is what this tests. Before the page runs, the link is
  // the browser's own and always loads the next page in full, so the test could not fail.
  await waitForHydration(page);
  // Gone with the document it was set in, if the next page is a new document.
  await page.evaluate(() => Object.assign(window, { loadedBeforeTheLink: true }));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  expect(await page.evaluate(() => 'loadedBeforeTheLink' in window)).toBe(false);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeEditable();
});

test('Send pressed while the system’s code is on its way is held, then sent once: "Message Sent!"', async ({
  page,
}) => {
  const code = await holdSystemCode(page);
  const posts = requestsTo(page, '/send-email');
  await page.goto('/contact');
  await sendAtOnce(page, 'Held for the design system', 'Pressed before the toasts could be shown.');
  const waiting = page.getByRole('button', { name: 'Sending...' });
  await expect(waiting).toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(aMoment);
  expect(posts).toHaveLength(0);
  code.release();
  await expect(page.getByText('Message Sent!')).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postDataJSON()).toMatchObject({ email: 'grace@example.co.uk' });
});

test('Send on a page whose toast code a shell deploy has removed still says "Message Sent!"', async ({
  page,
}) => {
  // The page was loaded before the deploy: neither the toast region's chunk nor the system's is
  // on the server any more, and a reload would lose what was typed. The toasts are shown
  // plainly instead.
  const gone = (route: Route) => route.fulfill({ status: 404, body: 'Not Found' });
  await page.route(systemCodeUrl, gone);
  await page.route(/\/toast-region\.[0-9a-f]+\.js$/, gone);
  const posts = requestsTo(page, '/send-email');
  await page.goto('/contact');
  await sendAtOnce(page, 'After a deploy', 'Sent from a page older than the shell.');
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByRole('status')).toContainText('Message Sent!');
  expect(posts).toHaveLength(1);
  await toasts.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toasts.getByRole('status')).toHaveCount(0);
});

test('a category chosen while the system’s code is on its way is shown once it arrives, the list never blank', async ({
  page,
}) => {
  const code = await holdSystemCode(page);
  await page.goto('/blogs');
  const filter = page.getByRole('group', { name: 'Filter posts by category' });
  const salesforce = filter.getByRole('button', { name: 'Salesforce', exact: true });
  await salesforce.click();
  await page.waitForTimeout(aMoment);
  // Held, its button saying so; the list as sent, its first card still there.
  await expect(filter.locator('button[aria-busy="true"]')).toHaveCount(1);
  await expect(page.getByRole('article').first()).toBeVisible();
  code.release();
  await expect(salesforce).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Salesforce');
});

test('a newsletter link without its token keeps its page while the system’s code is on its way, then says so', async ({
  page,
}) => {
  const code = await holdSystemCode(page);
  await page.goto('/newsletter/confirm');
  const heading = page.getByRole('heading', { level: 1, name: 'Confirm your subscription' });
  await expect(heading).toBeVisible();
  await page.waitForTimeout(aMoment);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm subscription' })).toBeVisible();
  expect(code.asked).toHaveLength(1);
  await expect(page.getByText('This link is not valid.')).toHaveCount(0);
  code.release();
  await expect(page.getByText('This link is not valid.')).toBeVisible();
  await expect(heading).toBeVisible();
});
