import AxeBuilder from '@axe-core/playwright';
import { company } from '@site/contracts/company';
import { notSentPath } from '@site/contracts/federation';
import { expect, test, type Page } from '@playwright/test';
import { serveApp } from '../../scripts/serve-stack';
import { waitForHydration, watchConsole } from '../console-watch';
import { e2eStack } from '../stack';

/**
 * With JavaScript off, the site's forms post to their own page, and the edge answers with the
 * page saying nothing was sent: a message never goes into a URL, and nothing of it is read,
 * logged or kept (issue 34, decision in @site/contracts/page-posts).
 */

/** A message no URL, page or log may show: its words are unlike anything on the site. */
const secret = 'Quillwort 5e1d77 private';
const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  company: 'Analytical Engines',
  subject: `Enquiry ${secret}`,
  message: `Our budget is ${secret}.`,
};

const token = 'A'.repeat(43);

/** The pages whose forms post to themselves, as a visitor's browser posts them. */
const postingPages = [
  '/contact',
  '/blogs',
  '/blogs?category=Finance',
  `/newsletter/confirm?token=${token}`,
  `/newsletter/unsubscribe?token=${token}`,
];

/** Every URL the browser asks for, to check that none carries the message. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

async function expectNotSentPage(page: Page) {
  await expect(page).toHaveURL(notSentPath);
  await expect(page).toHaveTitle(`Message not sent | ${company.name}`);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message was not sent');
  await expect(main).toContainText('needs JavaScript, which checks that you are not a robot');
  await expect(main.getByRole('link', { name: company.email })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
  await expect(main.getByRole('link', { name: 'Back to Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('Send Message lands on the page saying the message was not sent, no message in any URL', async ({
    page,
  }) => {
    const urls = watchUrls(page);
    await page.goto('/contact');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Name').fill(message.name);
    await field('Email').fill(message.email);
    await field('Company').fill(message.company);
    await field('Subject').fill(message.subject);
    await field('Message').fill(message.message);
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeEnabled();
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await send.click();
    expect(new URL((await posted).url()).pathname).toBe('/contact');
    await expectNotSentPage(page);
    expect(urls.filter((url) => /Quillwort|5e1d77/.test(decodeURIComponent(url)))).toEqual([]);
  });

  test('Subscribe in Stay Updated lands there too, the address in no URL', async ({ page }) => {
    const urls = watchUrls(page);
    await page.goto('/blogs');
    const block = page.getByRole('region', { name: 'Stay Updated' });
    await block.getByRole('textbox', { name: 'Email address' }).fill('quillwort@example.co.uk');
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expectNotSentPage(page);
    expect(urls.filter((url) => decodeURIComponent(url).includes('quillwort'))).toEqual([]);
  });

  test('every page a form posts from answers its POST with 303 to the page', async ({ page }) => {
    for (const path of postingPages) {
      const response = await page.request.post(path, { form: message, maxRedirects: 0 });
      expect([path, response.status(), response.headers().location]).toEqual([
        path,
        303,
        notSentPath,
      ]);
      expect(await response.text()).not.toContain('Quillwort');
    }
  });

  test('the page is served complete, with status 200, kept from search engines', async ({
    page,
  }) => {
    const response = await page.goto(notSentPath);
    expect(response?.status()).toBe(200);
    await expectNotSentPage(page);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/contact</loc>');
    expect(sitemap).not.toContain(notSentPath);
  });
});

test('a POST to a file, and any other method, keep their answers', async ({ request }) => {
  for (const [method, path] of [
    ['POST', '/remotes.json'],
    ['POST', '/sitemap.xml'],
    ['PUT', '/contact'],
    ['DELETE', '/contact'],
  ] as const) {
    const response = await request.fetch(path, { method, form: message, maxRedirects: 0 });
    expect([method, path, response.status()]).toEqual([method, path, 405]);
  }
});

test('no log of the shell’s host has anything of a posted message', async () => {
  // A second host of the shell as `npm start` serves it, in this process, so its output is seen.
  const host = await serveApp(e2eStack, { ...e2eStack.shell, port: 0 });
  const written: string[] = [];
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write.bind(stream));
  const consoleMethods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const originals = consoleMethods.map((name) => console[name]);
  streams.forEach((stream, index) => {
    stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      written.push(String(chunk));
      return writes[index]!(chunk, ...rest);
    }) as typeof stream.write;
  });
  consoleMethods.forEach((name, index) => {
    console[name] = (...args: unknown[]) => {
      written.push(args.map(String).join(' '));
      originals[index]!(...args);
    };
  });
  try {
    for (const path of postingPages) {
      const response = await fetch(`${host.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(message),
        redirect: 'manual',
      });
      expect([path, response.status]).toEqual([path, 303]);
    }
  } finally {
    streams.forEach((stream, index) => (stream.write = writes[index] as typeof stream.write));
    consoleMethods.forEach((name, index) => (console[name] = originals[index]!));
    await host.close();
  }
  expect(written.filter((line) => /Quillwort|5e1d77|Lovelace/.test(line))).toEqual([]);
});

test('with JavaScript on, the page runs, is WCAG 2.2 AA clean and leads back', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(notSentPath);
  await waitForHydration(page);
  await expectNotSentPage(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: 'Back to Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  expect(problems).toEqual([]);
});
