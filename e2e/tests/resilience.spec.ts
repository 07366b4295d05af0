import { createServer, type Server, type Socket } from 'node:net';
import type { RunningStaticServer } from '@site/static-server';
import { expect, test, type Page } from '@playwright/test';
import { serveApp, startStackRenderer } from '../../scripts/serve-stack';
import { readStack, type Stack } from '../../scripts/stack';

/**
 * A remote that goes down takes only its own region with it. Each test runs its own copy of the
 * site on its own ports, so that stopping the marketing remote disturbs no other test. No
 * renderer runs for it (its port is left free): the shell's host serves the client-rendered
 * shell, as it does when the renderer is down, and these tests are about the browser's side.
 */
class SiteUnderTest {
  readonly stack: Stack;
  private shell?: RunningStaticServer;
  private marketing?: RunningStaticServer;

  constructor(shellPort: number, marketingUrl?: string) {
    this.stack = readStack({
      SHELL_PORT: String(shellPort),
      MARKETING_PORT: String(shellPort + 1),
      RENDERER_PORT: String(shellPort + 8),
      PUBLIC_HOST: '127.0.0.1',
      ...(marketingUrl ? { MARKETING_REMOTE_URL: marketingUrl } : {}),
    });
  }

  private app(name: string) {
    const app = this.stack.apps.find((candidate) => candidate.name === name);
    if (!app) throw new Error(`no ${name} app in the stack`);
    return app;
  }

  /** A copy of the site, its shell on `shellPort`, with its marketing remote running. */
  static async started(shellPort: number, marketingUrl?: string) {
    const site = new SiteUnderTest(shellPort, marketingUrl);
    try {
      site.shell = await serveApp(site.stack, site.app('shell'));
      await site.startMarketing();
    } catch (error) {
      await site.stop();
      throw error;
    }
    return site;
  }

  async startMarketing() {
    this.marketing = await serveApp(this.stack, this.app('marketing'));
  }

  async stopMarketing() {
    await this.marketing?.close();
    this.marketing = undefined;
  }

  async stop() {
    const running = [this.shell, this.marketing];
    this.shell = this.marketing = undefined;
    await Promise.all(running.map((server) => server?.close()));
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
  await site?.stop(); // undefined when the first test could not start its site
});

test('with the marketing remote down, the frame stays up; Retry restores the page once it is back', async ({
  page,
}) => {
  site = await SiteUnderTest.started(3110);
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
  site = await SiteUnderTest.started(3120);

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
  site = await SiteUnderTest.started(3130);
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

test.describe('on the server', () => {
  let hanging: Server | undefined;
  const hangingSockets = new Set<Socket>();
  let renderer: { close(): Promise<void> } | undefined;
  test.afterEach(async () => {
    await renderer?.close();
    for (const socket of hangingSockets) socket.destroy();
    await new Promise((resolve) => (hanging ? hanging.close(resolve) : resolve(undefined)));
    renderer = undefined;
    hanging = undefined;
  });

  /**
   * The site with its renderer, ready (it has tried to load the remotes' code), the marketing
   * remote at `marketing.url` (stuck), or `down` before the renderer starts.
   */
  async function startWithRenderer(shellPort: number, marketing: { url?: string; down?: true }) {
    site = await SiteUnderTest.started(shellPort, marketing.url);
    if (marketing.down) await site.stopMarketing();
    renderer = await startStackRenderer(site.stack);
  }

  async function timedGet(url: string) {
    const started = Date.now();
    const response = await fetch(url);
    return { response, html: await response.text(), ms: Date.now() - started };
  }

  test('a remote that is down costs the page at most a second: the frame and its region’s fallback, 503', async ({
    page,
  }) => {
    await startWithRenderer(3210, { down: true });
    const { response, html, ms } = await timedGet(site.url('/finance'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(ms).toBeLessThan(2500);
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('<!--$!-->'); // the region, left to the browser
    // The browser takes over and retries, as it does without a renderer.
    await page.goto(site.url('/finance'));
    await expectFrameWithFallback(page);
  });

  test('a remote that accepts and never answers costs the page at most a second too', async () => {
    // Accepts connections, never answers.
    hanging = createServer((socket) => void hangingSockets.add(socket));
    await new Promise<void>((resolve) => hanging!.listen(3236, '127.0.0.1', resolve));
    await startWithRenderer(3230, { url: 'http://127.0.0.1:3236/mf-manifest.json' });
    // Ready once its first look at remotes.json (which waits for the manifest) and its load of
    // the remotes' code have given up; from then on every page is bounded by its remote's second.
    expect((await fetch(site.url('/about'))).status).toBe(503);
    const { response, ms } = await timedGet(site.url('/finance'));
    expect(response.status).toBe(503);
    expect(ms).toBeLessThan(2500);
  });

  test('when the renderer is down, the shell’s host serves the page rendered in the browser', async ({
    page,
  }) => {
    site = await SiteUnderTest.started(3220);
    const { response, html } = await timedGet(site.url('/finance'));
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    await page.goto(site.url('/finance'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Secure Software for Financial Services',
    );
  });
});
