import type { RunningStaticServer } from '@site/static-server';
import { expect, test, type Page } from '@playwright/test';
import { serveApp } from '../../scripts/serve-stack';
import { readStack, type Stack } from '../../scripts/stack';

/**
 * A remote that goes down takes only its own region with it. Each test runs its own copy of the
 * site on its own ports, so that stopping the marketing remote disturbs no other test.
 */
class SiteUnderTest {
  readonly stack: Stack;
  private shell?: RunningStaticServer;
  private marketing?: RunningStaticServer;

  constructor(shellPort: number) {
    this.stack = readStack({
      SHELL_PORT: String(shellPort),
      MARKETING_PORT: String(shellPort + 1),
      PUBLIC_HOST: '127.0.0.1',
    });
  }

  private app(name: string) {
    const app = this.stack.apps.find((candidate) => candidate.name === name);
    if (!app) throw new Error(`no ${name} app in the stack`);
    return app;
  }

  async start() {
    this.shell = await serveApp(this.stack, this.app('shell'));
    await this.startMarketing();
  }

  async startMarketing() {
    this.marketing = await serveApp(this.stack, this.app('marketing'));
  }

  async stopMarketing() {
    await this.marketing?.close();
    this.marketing = undefined;
  }

  async stop() {
    await Promise.all([this.shell?.close(), this.marketing?.close()]);
  }

  url(path: string) {
    return `${this.stack.shell.origin}${path}`;
  }
}

async function expectFrameWithFallback(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This section is temporarily unavailable',
  );
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(8);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
}

let site: SiteUnderTest;
test.afterEach(async () => {
  await site.stop();
});

test('with the marketing remote down, the frame stays up; Retry restores the page once it is back', async ({
  page,
}) => {
  site = new SiteUnderTest(3110);
  await site.start();
  await site.stopMarketing();

  await page.goto(site.url('/finance'));
  await expectFrameWithFallback(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // Other parts of the frame keep working: the 404 page is the shell's own.
  await page.goto(site.url('/no/such/page'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await page.goBack();
  await expectFrameWithFallback(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await site.startMarketing();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Secure Software for Financial Services',
  );
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a remote that fails after the site has loaded fails only the page being opened', async ({
  page,
}) => {
  site = new SiteUnderTest(3120);
  await site.start();

  await page.goto(site.url('/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Elevate Your Business with Smart SaaS Solutions',
  );
  await site.stopMarketing();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Compliance' }).click();
  await expectFrameWithFallback(page);

  await site.startMarketing();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Stay Compliant Without the Paperwork',
  );
  // The header is still the same live header: navigation keeps working without a reload.
  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your Partner in Practical Digital Transformation',
  );
});

test('a brief outage is ridden out by the retries without the visitor noticing', async ({
  page,
}) => {
  site = new SiteUnderTest(3130);
  await site.start();
  await site.stopMarketing();
  // The remote comes back while the shell is still retrying its first attempt.
  let failedOnce = false;
  await page.route('**/mf-manifest.json', async (route) => {
    if (failedOnce) return route.fallback();
    failedOnce = true;
    await site.startMarketing();
    await route.abort('connectionrefused');
  });
  await page.goto(site.url('/healthcare'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Healthcare Software That Puts Patients First',
  );
  expect(failedOnce).toBe(true);
});
