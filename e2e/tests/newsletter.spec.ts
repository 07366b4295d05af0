import { consentWordings, currentConsentVersion } from '@site/contracts/newsletter-facts';
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../console-watch';
import {
  firstMessageTo,
  messagesTo,
  oneClickUrl,
  pageLink,
  signUp,
  signUpBlock,
  unique,
  unknownToken,
} from '../newsletter-mail';

/**
 * The newsletter's double opt-in, end to end: Stay Updated on /blogs, the contact API, the
 * confirmation email in the mail catcher, the confirm and unsubscribe pages, one-click
 * unsubscribe (RFC 8058).
 */

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
