import { company } from '@site/contracts/company';
import { frameLinks } from '../../shell/src/frame-links';
import { expect, test, type Page } from '@playwright/test';
import { allPublishedPosts } from '../blog-backend';
import { startHtmlInPieces } from '../html-in-pieces';
import { layoutShiftSoFar } from '../layout-shift';
import { waitForHydration, watchConsole } from '../console-watch';
import { marketingPages } from '../pages';
import { e2eStack } from '../stack';
import { repoRoutes } from '../../test/declared-routes';
import { unknownToken } from '../newsletter-mail';
import { laterPartMark } from '@site/ui/hydrated-later';
import { systemBuiltMark } from '@site/ui/system';
import { holdRequests, systemCodeUrl } from '../hold-requests';

/**
 * Every page arrives as complete HTML: what crawlers and link previews read, with JavaScript off.
 */
const siteUrl = e2eStack.renderer.siteUrl;
const headerLinks = frameLinks.flatMap((link) => ('header' in link ? [link.label] : []));

async function expectHeadTags(page: Page, path: string, type: 'website' | 'article') {
  const canonical = `${siteUrl}${path}`;
  const meta = (selector: string) => page.locator(`head meta[${selector}]`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(meta('name="description"')).toHaveAttribute('content', /\S{10}/);
  await expect(meta('property="og:url"')).toHaveAttribute('content', canonical);
  await expect(meta('property="og:type"')).toHaveAttribute('content', type);
  await expect(meta('property="og:title"')).toHaveAttribute('content', /\S/);
  await expect(meta('property="og:description"')).toHaveAttribute('content', /\S/);
  await expect(meta('property="og:image"')).toHaveAttribute('content', /^https?:\/\//);
  // The image a preview shows is there: the post's own, or the site's default.
  const image = await page.request.get(
    (await meta('property="og:image"').getAttribute('content'))!,
  );
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  await expect(meta('property="og:site_name"')).toHaveAttribute('content', company.name);
  await expect(meta('property="og:locale"')).toHaveAttribute('content', 'en_GB');
  await expect(meta('property="og:image:alt"')).toHaveAttribute('content', /\S{10}/);
  await expect(meta('name="twitter:image:alt"')).toHaveAttribute('content', /\S{10}/);
  await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('head title')).toHaveCount(1);
}

async function expectFrame(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of headerLinks) await expect(nav.getByRole('link', { name })).toHaveCount(1);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, title } of marketingPages) {
    test(`${path} arrives whole: frame, heading, content and head tags`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectFrame(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      await expectHeadTags(page, path, 'website');
      // Below the hero, the page's own sections are there too.
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    });
  }

  test('the home page describes the company and the site as structured data', async ({ page }) => {
    await page.goto('/');
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '{}') as { '@type': string }),
      );
    expect(data.map((d) => d['@type']).sort()).toEqual(['Organization', 'WebSite']);
  });

  test('/blogs has the first ten posts as cards linking to their pages, and the feed in its head', async ({
    page,
  }) => {
    const posts = await allPublishedPosts();
    expect((await page.goto('/blogs'))?.status()).toBe(200);
    await expectFrame(page);
    await expectHeadTags(page, '/blogs', 'website');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      `/blog/${posts[0]!.slug}`,
    );
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute('href', '/feed.xml');
    // Load More is a GET form's button to the next ten.
    await page.getByRole('button', { name: 'Load More Posts' }).click();
    await expect(page).toHaveURL('/blogs?page=2');
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      `/blog/${posts[10]!.slug}`,
    );
  });

  test('a post has its whole body, the closing box and BlogPosting data', async ({ page }) => {
    const [post] = await allPublishedPosts();
    expect((await page.goto(`/blog/${post!.slug}`))?.status()).toBe(200);
    await expectFrame(page);
    await expectHeadTags(page, `/blog/${post!.slug}`, 'article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title!);
    await expect(
      page.getByRole('heading', { name: 'Ready to Transform Your Business?' }),
    ).toBeVisible();
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; headline: string };
    expect(data).toMatchObject({ '@type': 'BlogPosting', headline: post!.title });
  });

  test('/contact has the whole form, and says that sending it needs JavaScript', async ({
    page,
  }) => {
    expect((await page.goto('/contact'))?.status()).toBe(200);
    await expectFrame(page);
    for (const name of ['Name', 'Email', 'Company', 'Subject', 'Message']) {
      await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    // In a <noscript> beside the button. A browser with scripting off shows it; Playwright's
    // switch only stops scripts from running, so the HTML itself is read.
    const html = await (await page.request.get('/contact')).text();
    expect(html).toMatch(/<noscript>.*Sending the form needs JavaScript.*<\/noscript>/s);
  });

  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });

  test('a list page past the last post answers 404', async ({ page }) => {
    expect((await page.goto('/blogs?page=2'))?.status()).toBe(200);
    expect((await page.goto('/blogs?page=999'))?.status()).toBe(404);
  });

  test('an unknown slug answers 404 with Blog Post Not Found', async ({ page }) => {
    expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
    await expect(page).toHaveTitle('Blog Post Not Found | Elevate SaaS Solutions');
  });
});

test.describe('discovery', () => {
  test('the sitemap lists every route and every published post, with their last change', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const { path } of marketingPages) expect(xml).toContain(`<loc>${siteUrl}${path}</loc>`);
    expect(xml).toContain(`<loc>${siteUrl}/contact</loc>`);
    expect(xml).toContain(`<loc>${siteUrl}/blogs</loc><lastmod>`);
    const posts = await allPublishedPosts();
    for (const post of posts)
      expect(xml).toMatch(new RegExp(`<loc>${siteUrl}/blog/${post.slug}</loc><lastmod>`));
    expect(xml).not.toContain(':slug');
  });

  test('robots.txt names the sitemap', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(
      `Sitemap: ${siteUrl}/sitemap.xml`,
    );
  });

  test('the feed is RSS 2.0 with the newest posts', async ({ request }) => {
    const [newest] = await allPublishedPosts();
    const xml = await (await request.get('/feed.xml')).text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>${siteUrl}/blog/${newest!.slug}</link>`);
  });
});

test.describe('hydration', () => {
  for (const path of ['/', '/finance', '/blogs', '/contact']) {
    test(`${path} hydrates with no error, no layout shift and no second fetch of its data`, async ({
      page,
    }) => {
      const messages = watchConsole(page);
      const dataCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/functions/v1/')) dataCalls.push(request.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      expect(await layoutShiftSoFar(page)).toBe(0);
      // Hydrated: a client-side navigation works.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About Us' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Your Partner in Practical Digital Transformation',
      );
      expect(dataCalls).toEqual([]);
      expect(messages).toEqual([]);
    });
  }
});

/**
 * The User Timing marks of the page once its later parts have run: those parts hydrate at the
 * lowest priority after the page runs, so the count is read until it stops growing.
 */
async function marksOnceSettled(page: Page) {
  const count = (name: string) =>
    page.evaluate((mark) => performance.getEntriesByName(mark).length, name);
  let parts = -1;
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.waitForTimeout(250);
    const now = await count(laterPartMark);
    if (now > 0 && now === parts) break;
    parts = now;
  }
  return { laterParts: parts, systemBuilds: await count(systemBuiltMark) };
}

// Every part of a page the server rendered takes its class from the page (decisions 050, 051 and
// 060): hydrating it, its later parts included, needs no Chakra system. Its code is a chunk of its
// own (decision 061), held back here: the page runs, its later parts too, and nothing shifts;
// once it arrives, nothing was waiting for it and nothing builds the system.
test.describe('hydration without the design system', () => {
  const posts = allPublishedPosts();
  async function expectHydratedWithoutSystem(page: Page, url: string) {
    const code = await holdRequests(page, systemCodeUrl);
    const response = await page.goto(url);
    await waitForHydration(page);
    const held = await marksOnceSettled(page);
    expect(code.asked, 'the page asked for the system’s code').toHaveLength(1);
    expect(await layoutShiftSoFar(page)).toBe(0);
    code.release();
    await page.waitForLoadState('networkidle');
    const arrived = await marksOnceSettled(page);
    expect(arrived.laterParts, 'later parts that waited for the system’s code').toBe(
      held.laterParts,
    );
    expect(arrived.systemBuilds).toBe(0);
    expect(await layoutShiftSoFar(page)).toBe(0);
    return { response, laterParts: held.laterParts };
  }

  for (const { path } of repoRoutes) {
    test(`${path} hydrates, its later parts too, before the Chakra system’s code arrives`, async ({
      page,
    }) => {
      // A newsletter page as its email links to it: with a token (the API is never called).
      const url =
        path === '/blog/:slug'
          ? `/blog/${(await posts)[0]!.slug}`
          : path.startsWith('/newsletter/')
            ? `${path}#token=${unknownToken}`
            : path;
      const { laterParts } = await expectHydratedWithoutSystem(page, url);
      expect(laterParts).toBeGreaterThan(0);
    });
  }
  for (const path of ['/no-such-page', '/blog/no-such-post']) {
    test(`the not-found page at ${path} hydrates before the Chakra system’s code arrives`, async ({
      page,
    }) => {
      const { response } = await expectHydratedWithoutSystem(page, path);
      expect(response?.status()).toBe(404);
    });
  }
});

// A slow network delivers a page's HTML a piece at a time, and the browser may paint what it has
// parsed: a row of links or buttons painted in part, then pushed aside by the rest, is a shift
// (decision 057). Here the HTML pauses after every list item, button and link.
test.describe('with the HTML arriving in pieces', () => {
  let html: Awaited<ReturnType<typeof startHtmlInPieces>>;
  test.beforeAll(async () => {
    html = await startHtmlInPieces();
  });
  test.afterAll(async () => {
    await html.close();
  });

  for (const path of ['/', '/about', '/finance', '/blogs', '/contact']) {
    test(`${path} is painted whole, with no layout shift`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        proxy: { server: html.proxy, bypass: '<-loopback>' },
      });
      try {
        const page = await context.newPage();
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await layoutShiftSoFar(page)).toBe(0);
      } finally {
        await context.close();
      }
    });
  }
});
