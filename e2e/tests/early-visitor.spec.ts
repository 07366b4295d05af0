import { expect, test, type Page } from '@playwright/test';
import { defaultRetryPolicy } from '@site/runtime-config/retry';
import { waitForHydration } from '../console-watch';
import { holdRequests, requestsTo } from '../hold-requests';

/**
 * A visitor on a slow phone sees the server's page seconds before its code runs (decision 027).
 * Every test here holds all of the page's scripts back until it lets them go, acts as soon as
 * things are visible, and checks that nothing typed or pressed before the page ran is lost.
 */

/**
 * Holds back every script the page asks for (the shell's, the remotes', the bot check's) until
 * `release()`, as a slow network would; the page's HTML and its images come at once.
 */
const holdScripts = (page: Page) => holdRequests(page, /\.js(\?|$)/);

/** The page's code has not run yet: what the test does now is what an early visitor does. */
const expectNotRunning = (page: Page) =>
  expect(page.locator('html'), 'the page has not run yet').not.toHaveAttribute('data-hydrated');

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const typed = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.co.uk',
  Company: 'Analytical Engines Ltd',
  Subject: 'An early enquiry',
  Message: 'Typed before the page ran.',
};

async function typeEarly(page: Page) {
  for (const [name, value] of Object.entries(typed)) await field(page, name).fill(value);
}

/**
 * The region's code will not run (it could not be loaded, or it threw): the press held before
 * ends within moments, not after the inline script's own wait, with the note saying where to
 * write; a press after that ends the same way.
 */
async function expectToldWhereToWrite(page: Page) {
  const note = page.getByRole('alert').filter({ hasText: 'could not send your message' });
  await expect(note).toBeVisible({ timeout: 3000 });
  await expect(note).toContainText('hello@elevatesaas.co.uk');
  const send = page.getByRole('button', { name: 'Send Message' });
  await expect(send).toHaveAttribute('aria-busy', 'false');
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'false', { timeout: 3000 });
  await expect(note).toBeVisible();
}

test.describe('the contact form before the page runs', () => {
  test('keeps what was typed through hydration, and sends nothing by itself', async ({ page }) => {
    const scripts = await holdScripts(page);
    const posts = requestsTo(page, '/send-email');
    await page.goto('/contact');
    await typeEarly(page);
    await expectNotRunning(page);
    scripts.release();
    await waitForHydration(page); // this test is about hydration itself
    // Long enough for the remote's region to hydrate too: its code comes after the frame's.
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    for (const [name, value] of Object.entries(typed))
      await expect(field(page, name)).toHaveValue(value);
    expect(posts).toHaveLength(0);
  });

  test('a press on Send before the page runs is carried out once it runs: one POST, "Message Sent!"', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    const posts = requestsTo(page, '/send-email');
    const documents = requestsTo(page, '/contact', 'GET');
    await page.goto('/contact');
    await typeEarly(page);
    const send = page.getByRole('button', { name: 'Send Message' });
    await expectNotRunning(page);
    await send.click();
    // Held, and says so, while the page's code is on its way.
    const waiting = page.getByRole('button', { name: 'Sending...' });
    await expect(waiting).toHaveAttribute('aria-busy', 'true');
    await page.waitForTimeout(500); // nothing goes out while the press is held
    expect(posts).toHaveLength(0);
    scripts.release();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(page.getByText('Thank you for contacting us.')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({
      name: typed.Name,
      email: typed.Email,
      company: typed.Company,
      subject: typed.Subject,
      message: typed.Message,
    });
    for (const name of Object.keys(typed)) await expect(field(page, name)).toHaveValue('');
    expect(documents, 'the page was not loaded again').toHaveLength(1);
  });

  test('a press is sent when the page runs later than a request for its settings may take', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // Only the shell's start-up chunks are slow, as the largest files on a slow network are. Its
    // first script runs and asks for the page's settings at once; the page reads that answer when
    // its code has come, here after the request's own time limit.
    const startUp = await holdRequests(page, /\/startup[^/]*\.js$/);
    const settings = page.waitForResponse((response) => response.url().endsWith('/config.json'));
    const posts = requestsTo(page, '/send-email');
    await page.goto('/contact');
    await typeEarly(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await settings;
    await page.waitForTimeout(defaultRetryPolicy.timeoutMs + 1000);
    startUp.release();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test("when the page's own code cannot be loaded, the server's page stays, with what was typed, and a press says at once where to write", async ({
    page,
  }) => {
    // A broken release of the contact remote: its page's chunk does not load; the frame's does.
    // It fails once the visitor has typed and pressed Send.
    let breakIt!: () => void;
    const broken = new Promise<void>((resolve) => (breakIt = resolve));
    const bounded = Promise.race([broken, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    await page.route(/__federation_expose_ContactPage[^/]*\.js/, async (route) => {
      await bounded;
      await route.abort();
    });
    const failed = page.waitForEvent('console', (message) =>
      message.text().includes('"contact/./ContactPage" region'),
    );
    const posts = requestsTo(page, '/send-email');
    await page.goto('/contact');
    await typeEarly(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    breakIt();
    await failed;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
    // The held press ends as soon as the page knows, not after the inline script's own wait.
    await expectToldWhereToWrite(page);
    await expect(page).toHaveURL(/\/contact$/);
    expect(posts).toHaveLength(0);
    for (const [name, value] of Object.entries(typed))
      await expect(field(page, name)).toHaveValue(value);
  });

  test("when the page's own code throws while it hydrates, the server's page stays as the visitor has it, and a press says where to write", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    // A broken release of the contact remote: its page loads, and throws as it renders in the
    // browser (the server rendered it with its own, working, code).
    await page.route(/__federation_expose_ContactPage[^/]*\.js/, async (route) => {
      const original = await (await route.fetch()).text();
      const broken = original.replace(
        /\{default:\(\)=>[A-Za-z_$][\w$]*\}/,
        '{default:()=>function(){throw Error("a broken release")}}',
      );
      if (broken === original) throw new Error("the page's export was not found in its chunk");
      await route.fulfill({ body: broken, contentType: 'text/javascript' });
    });
    const failed = page.waitForEvent('console', (message) =>
      message.text().includes('"contact/./ContactPage" region failed'),
    );
    const posts = requestsTo(page, '/send-email');
    await page.goto('/contact');
    await typeEarly(page);
    // Pressed before the page ran: held, and busy.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The visitor is mending their message meanwhile, the caret three characters from its end.
    const message = field(page, 'Message');
    await message.focus();
    for (let i = 0; i < 3; i++) await message.press('ArrowLeft');
    const before = await message.boundingBox();
    scripts.release();
    await failed;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    expect(await message.boundingBox(), 'the form stays where it was').toEqual(before);
    await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
    for (const [name, value] of Object.entries(typed))
      await expect(field(page, name)).toHaveValue(value);
    // The focus and the caret are where they were: the next key goes there.
    await page.keyboard.type('!');
    await expect(message).toHaveValue(`${typed.Message.slice(0, -3)}!${typed.Message.slice(-3)}`);
    // The press held before ends at once, on the form as the visitor sees it.
    await expectToldWhereToWrite(page);
    await expect(page).toHaveURL(/\/contact$/);
    expect(posts).toHaveLength(0);
  });

  test('typing across the moment the page takes over loses no keystroke', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/contact');
    const message = field(page, 'Message');
    await message.fill('Started early, ');
    await expectNotRunning(page);
    scripts.release();
    const rest = 'and finished after the page took over, one key at a time.';
    // Key by key for longer than the page takes to hydrate; the caret stays at the end.
    const typing = message.pressSequentially(rest, { delay: 60 });
    await waitForHydration(page);
    await typing;
    await message.pressSequentially(' The end.', { delay: 20 });
    await expect(message).toHaveValue(`Started early, ${rest} The end.`);
  });

  test('when the page never runs, the press ends with a note giving the address to write to', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The page's scripts never come (blocked, or a network that gave up).
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const posts = requestsTo(page, '/send-email');
    await page.goto('/contact');
    await typeEarly(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const note = page.getByRole('alert').filter({ hasText: 'could not send your message' });
    await expect(note).toBeVisible({ timeout: 25_000 });
    await expect(note).toContainText('hello@elevatesaas.co.uk');
    await expect(page.getByRole('button', { name: 'Send Message' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    for (const [name, value] of Object.entries(typed))
      await expect(field(page, name)).toHaveValue(value);
    expect(posts).toHaveLength(0);
  });
});

test.describe('the blog before the page runs', () => {
  const signUp = (page: Page) => page.getByRole('region', { name: 'Stay Updated' });

  test('Stay Updated keeps the address, and an early Subscribe is carried out once', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    const posts = requestsTo(page, '/newsletter/subscribe');
    await page.goto('/blogs');
    const address = `early-${Date.now()}@example.co.uk`;
    await signUp(page).getByRole('textbox', { name: 'Email address' }).fill(address);
    await expectNotRunning(page);
    await signUp(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(signUp(page).getByRole('button', { name: 'Subscribing...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    scripts.release();
    await expect(page.getByText('Check your inbox to confirm your subscription.')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({ email: address });
  });

  test('a category chosen before the page runs is shown once it runs, in place', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    const documents = requestsTo(page, '/blogs', 'GET');
    await page.goto('/blogs');
    const filter = page.getByRole('group', { name: 'Filter posts by category' });
    await expectNotRunning(page);
    await filter.getByRole('button', { name: 'Salesforce', exact: true }).click();
    scripts.release();
    await expect(filter.getByRole('button', { name: 'Salesforce', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(filter.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Salesforce');
    expect(
      documents.filter((request) => request.resourceType() === 'document'),
      'held, not sent natively',
    ).toHaveLength(1);
  });

  test('a newsletter page’s button pressed before the page runs is carried out', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    const posts = requestsTo(page, '/newsletter/unsubscribe');
    await page.goto(
      `/newsletter/unsubscribe#token=00000000-0000-4000-8000-000000000000.${'C'.repeat(43)}`,
    );
    await expectNotRunning(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    scripts.release();
    // An unknown link: the API's answer shows, and the button goes.
    await expect(page.getByRole('status')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    expect(posts).toHaveLength(1);
  });
});

test('the mobile menu opens before the page runs', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await holdScripts(page);
  await page.goto('/');
  await expectNotRunning(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menuLink = page.getByRole('link', { name: 'Contact Us', exact: true }).first();
  await expect(menuLink).toBeVisible();
  scripts.release();
});
