import { mailCatcherClient, type CaughtMessage } from '@site/mail-catcher/client';
import { consentWordings, currentConsentVersion } from '@site/contracts/newsletter-facts';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../console-watch';
import { e2eStack } from '../stack';

/**
 * The newsletter's double opt-in, end to end: Stay Updated on /blogs, the contact API, the
 * confirmation email in the mail catcher, the confirm and unsubscribe pages, one-click
 * unsubscribe (RFC 8058).
 */

/** A link to one of the site's newsletter pages: the token, in the fragment, is an id and a MAC. */
const tokenLink = /\/newsletter\/(confirm|unsubscribe)#token=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/g;

/** A token of the right shape that names no subscription. */
const unknownToken = `00000000-0000-4000-8000-000000000000.${'B'.repeat(43)}`;

/** Every message the mail catcher holds for `address`. */
async function messagesTo(address: string): Promise<CaughtMessage[]> {
  const messages = await mailCatcherClient(e2eStack.services.mailCatcher.url).messages();
  return messages.filter((message) => message.to.some((to) => to.address === address));
}

/** Waits (bounded) for the first message to `address`. */
async function firstMessageTo(address: string): Promise<CaughtMessage> {
  await expect.poll(async () => (await messagesTo(address)).length, { timeout: 15_000 }).toBe(1);
  return (await messagesTo(address))[0]!;
}

/** The path and fragment of the email's link to one of the site's newsletter pages. */
function pageLink(message: CaughtMessage, page: 'confirm' | 'unsubscribe'): string {
  const links = [...message.text.matchAll(tokenLink)].map((match) => match[0]);
  const link = links.find((candidate) => candidate.startsWith(`/newsletter/${page}#`));
  expect(link, `the email's ${page} link`).toBeDefined();
  return link!;
}

/** The API's one-click unsubscribe URL of the email's List-Unsubscribe header. */
function oneClickUrl(message: CaughtMessage): string {
  const url = /<(https?:\/\/[^>]+)>/.exec(message.headers['list-unsubscribe'] ?? '')?.[1];
  expect(url, 'an http(s) URL in List-Unsubscribe').toBeDefined();
  return url!;
}

const signUpBlock = (page: Page) => page.getByRole('region', { name: 'Stay Updated' });

async function signUp(page: Page, email: string) {
  // As a visitor does: typed and pressed as soon as the block shows, whether the page runs yet
  // or not (the press is held until it does).
  await page.goto('/blogs');
  const block = signUpBlock(page);
  await block.getByRole('textbox', { name: 'Email address' }).fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible();
  await expect(page.getByText('Check your inbox to confirm your subscription.')).toBeVisible();
  await expect(block.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test('Stay Updated shows its texts and the consent wording, and loads the bot check only when used', async ({
  page,
}) => {
  const botCheckRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/recaptcha/api.js')) botCheckRequests.push(request.url());
  });
  await page.goto('/blogs');
  // Loading the bot check as the visitor starts on the field is the running page's doing.
  await waitForHydration(page);
  const block = signUpBlock(page);
  await expect(block.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
  const field = block.getByRole('textbox', { name: 'Email address' });
  await expect(field).toHaveAttribute('placeholder', 'Enter your email');
  await expect(block).toContainText(consentWordings[currentConsentVersion]);
  await expect(block.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(block.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(botCheckRequests).toEqual([]);
  await field.focus();
  await expect.poll(() => botCheckRequests.length).toBe(1);
});

test('signs up, confirms by the email, is not emailed twice, and unsubscribes by the email', async ({
  page,
}) => {
  const reader = `${unique('reader')}@example.co.uk`;
  let sent: Record<string, unknown> = {};
  page.on('request', (request) => {
    if (request.url().endsWith('/newsletter/subscribe')) {
      sent = request.postDataJSON() as Record<string, unknown>;
    }
  });
  await signUp(page, reader);
  expect(sent).toMatchObject({ email: reader, consentVersion: currentConsentVersion });
  expect(typeof sent.recaptchaToken).toBe('string');

  const confirmation = await firstMessageTo(reader);
  expect(confirmation.headers['list-unsubscribe']).toMatch(/<https?:\/\/[^>]+>/);
  expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The link opens the page; only the click confirms. The token, in the fragment, is in no
  // request's URL: the page sends it in the body of its POST to the API.
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const confirmLink = pageLink(confirmation, 'confirm');
  const mac = confirmLink.split('.').at(-1)!;
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /You are subscribed\. Thank you for confirming\./,
  );
  expect(urls.filter((url) => url.includes(mac))).toEqual([]);

  // The same address again: the same answer, and no second email. Bounded, not a sleep: a
  // marker address signed up afterwards gets its email, so the queue has passed the second one.
  await signUp(page, reader);
  const marker = `${unique('marker')}@example.co.uk`;
  await signUp(page, marker);
  await firstMessageTo(marker);
  expect(await messagesTo(reader)).toHaveLength(1);

  await page.goto(pageLink(confirmation, 'unsubscribe'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unsubscribe from our newsletter',
  );
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /You are unsubscribed\. You will get no more newsletter emails\./,
  );
});

test('one-click unsubscribe (RFC 8058) from the email header answers 200', async ({ page }) => {
  const reader = `${unique('one-click')}@example.co.uk`;
  await signUp(page, reader);
  const message = await firstMessageTo(reader);
  const response = await fetch(oneClickUrl(message), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(response.status).toBe(200);
});

test('the pages render on the server, kept from search engines and out of the sitemap', async ({
  request,
}) => {
  // The server never sees the fragment: it renders the button, and no verdict on the link.
  for (const [path, heading, action, withoutScript] of [
    [
      '/newsletter/confirm',
      'Confirm your subscription',
      'Confirm subscription',
      'Confirming needs JavaScript',
    ],
    [
      '/newsletter/unsubscribe',
      'Unsubscribe from our newsletter',
      'Unsubscribe',
      'This button needs JavaScript',
    ],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`${heading}</h1>`);
    expect(html).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>(?:<[^>]*>)*${action}<`));
    expect(html).not.toContain('This link is not valid');
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    // With scripting off, the page says its button needs JavaScript, and what to do instead.
    expect(html).toMatch(new RegExp(`<noscript><p[^>]*>${withoutScript}[^<]*</p></noscript>`));
  }
  const blogs = await (await request.get('/blogs')).text();
  expect(blogs).toMatch(/<noscript><p[^>]*>Signing up needs JavaScript[^<]*<\/p><\/noscript>/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/newsletter/');
});

test('a link without a valid token says so, with no button', async ({ page }) => {
  await page.goto('/newsletter/confirm#token=broken');
  await expect(page.getByRole('status')).toContainText('This link is not valid.');
  await expect(page.getByRole('button', { name: 'Confirm subscription' })).toHaveCount(0);
});

test('an unknown link shows the API’s answer, and nothing to press again', async ({ page }) => {
  await page.goto(`/newsletter/unsubscribe#token=${unknownToken}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});
