import { mailCatcherClient, type CaughtMessage } from '@site/mail-catcher/client';
import { expect, test, type Page } from '@playwright/test';
import { e2eStack } from '../stack';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillIn(page: Page, subject: string) {
  // As a visitor does: as soon as the form shows, whether the page runs yet or not.
  await field(page, 'Name').fill('Ada Lovelace');
  await field(page, 'Email').fill('ada@example.co.uk');
  await field(page, 'Company').fill('Analytical <Engines> & Co');
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('We need a CRM for 12 people.\nCan you help?');
}

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();

/** Waits (bounded) for the mail catcher to hold a message with this subject. */
const caughtMessage = (subject: string): Promise<CaughtMessage> =>
  mailCatcherClient(e2eStack.services.mailCatcher.url).waitForMessage(
    (message) => message.subject.includes(subject),
    { timeoutMs: 15_000, description: `message "${subject}"` },
  );

test('lays out the form and the contact details as the spec shows them', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact Us | Elevate SaaS Solutions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  for (const [name, placeholder, required] of [
    ['Name', 'Your full name', true],
    ['Email', 'you@yourcompany.co.uk', true],
    ['Company', 'Your company name', false],
    ['Subject', 'How can we help you?', true],
    ['Message', 'Tell us about your project requirements...', true],
  ] as const) {
    await expect(field(page, name)).toHaveAttribute('placeholder', placeholder);
    await (required
      ? expect(field(page, name)).toHaveAttribute('required', '')
      : expect(field(page, name)).not.toHaveAttribute('required'));
  }
  await expect(field(page, 'Message')).toHaveAttribute('rows', '6');
  await expect(page.locator('label', { hasText: 'Name' })).toHaveText('Name *');
  const details = page.getByRole('region', { name: 'Get in Touch' });
  await expect(details.getByRole('link', { name: 'hello@elevatesaas.co.uk' })).toBeVisible();
  await expect(details.getByRole('link', { name: '+44 20 7946 0321' })).toBeVisible();
  await expect(details).toContainText('120 Moorgate');
  await expect(details).toContainText('London');
  await expect(details).toContainText('EC2M 6UR');
});

test('a message reaches the inbox, the visitor is thanked and the form is emptied', async ({
  page,
}) => {
  const subject = `CRM enquiry ${Date.now()}`;
  await page.goto('/contact');
  await fillIn(page, subject);
  let requestBody: Record<string, unknown> = {};
  page.on('request', (request) => {
    if (request.url().endsWith('/send-email') && request.method() === 'POST') {
      requestBody = request.postDataJSON() as Record<string, unknown>;
    }
  });
  await send(page);
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(page.getByText('Thank you for contacting us.')).toBeVisible();
  for (const name of ['Name', 'Email', 'Company', 'Subject', 'Message']) {
    await expect(field(page, name)).toHaveValue('');
  }
  expect(typeof requestBody.recaptchaToken).toBe('string');

  const message = await caughtMessage(subject);
  expect(message.to.map((to) => to.address)).toEqual(['hello@elevatesaas.co.uk']);
  expect(message.from[0]?.address).toBe('hello@elevatesaas.co.uk');
  expect(message.replyTo).toEqual([{ name: 'Ada Lovelace', address: 'ada@example.co.uk' }]);
  expect(message.text).toContain('We need a CRM for 12 people.');
  expect(message.html).toContain('Analytical &lt;Engines&gt; &amp; Co');
});

test('shows the server’s error text and keeps what the visitor typed', async ({ page }) => {
  await page.goto('/contact');
  await fillIn(page, 'Tampered token');
  // The token is replaced in flight: the real API verifies it and refuses.
  await page.route('**/send-email', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, recaptchaToken: 'garbage' }) });
  });
  await send(page);
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText(/bot check failed/i)).toBeVisible();
  await expect(field(page, 'Subject')).toHaveValue('Tampered token');
});

test('a network failure shows "reCAPTCHA validation failed."', async ({ page }) => {
  await page.goto('/contact');
  await fillIn(page, 'Network down');
  await page.route('**/send-email', (route) => route.abort('internetdisconnected'));
  await send(page);
  await expect(page.getByText('reCAPTCHA validation failed.')).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('Ada Lovelace');
});

test('a missing bot-check script shows "reCAPTCHA not loaded" and sends nothing', async ({
  page,
}) => {
  let posted = false;
  await page.route('**/recaptcha/api.js*', (route) => route.abort('blockedbyclient'));
  page.on('request', (request) => {
    if (request.url().endsWith('/send-email')) posted = true;
  });
  await page.goto('/contact');
  await fillIn(page, 'No bot check');
  await send(page);
  await expect(page.getByText('reCAPTCHA not loaded')).toBeVisible();
  expect(posted).toBe(false);
});

test('the visitor is thanked even when the toasts’ code failed to download at first', async ({
  page,
}) => {
  // The network drops while the visitor types: each download of the toast region's chunk (tried at
  // the first action, then again at the next ones) fails, until the network is back.
  let online = false;
  let failed = 0;
  await page.route('**/toast-region.*.js', async (route) => {
    if (online) return route.continue();
    failed += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/contact');
  await fillIn(page, `Network back ${Date.now()}`);
  await expect.poll(() => failed).toBeGreaterThan(0);

  online = true;
  await send(page);
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(page.getByText('Thank you for contacting us.')).toBeVisible();
});
