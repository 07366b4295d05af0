import { filterCategories } from '@site/contracts/blog';
import type { RunningStaticServer } from '@site/static-server';
import { expect, test, type Page } from '@playwright/test';
import { serveApp, startStackRenderer } from '../../scripts/serve-stack';
import { readStack } from '../../scripts/stack';
import { allPublishedPosts, publishedPost } from '../blog-backend';
import { waitForHydration, watchConsole } from '../console-watch';
import { e2eStack } from '../stack';

const cards = (page: Page) => page.getByRole('article');
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load More Posts' });
const categoryButton = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Filter posts by category' })
    .getByRole('button', { name, exact: true });
const siteUrl = e2eStack.renderer.siteUrl;

/** Every card is one of `category`'s. */
async function expectAllOf(page: Page, category: string) {
  for (const card of await cards(page).all()) await expect(card).toContainText(category);
}

test.describe('blog list', () => {
  test('shows the hero, the seven filters with All pressed, and the first ten posts', async ({
    page,
  }) => {
    const posts = await allPublishedPosts();
    await page.goto('/blogs');
    await expect(page).toHaveTitle('Blog | Elevate SaaS Solutions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blog');
    const filters = page
      .getByRole('group', { name: 'Filter posts by category' })
      .getByRole('button');
    // As shown: each button also holds the label it shows while its press waits.
    await expect(filters).toHaveText(['All', ...filterCategories], { useInnerText: true });
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(10);

    const newest = posts[0];
    if (!newest) throw new Error('the seed has no posts');
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(newest.title!);
    await expect(first).toContainText(newest.category);
    await expect(first).toContainText(newest.read_time);
    await expect(first).toContainText(newest.author);
    const [year, month, day] = newest.published_date.slice(0, 10).split('-').map(Number);
    const usDate = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    await expect(first.locator('time')).toHaveText(usDate);
    await expect(first.getByRole('link', { name: 'Read More' })).toHaveAttribute(
      'href',
      `/blog/${newest.slug}`,
    );
    const image = first.locator('img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The first row's images load at once, preloaded from the head of the page.
    const loading = await cards(page)
      .locator('img')
      .evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
    expect(loading).toEqual([...Array(3).fill('eager'), ...Array(7).fill('lazy')]);
    // By the widths its picture offers first (decision 044).
    const firstSrcSet = await first.locator('picture source').first().getAttribute('srcset');
    const preloaded = await page
      .locator('head link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset')));
    expect(preloaded).toContain(firstSrcSet);
  });

  test('loads ten more at a time until the last page, then hides Load More', async ({ page }) => {
    const total = (await allPublishedPosts()).length;
    await page.goto('/blogs');
    await expect(cards(page)).toHaveCount(10);
    for (let shown = 10; shown < total; shown += 10) {
      await loadMore(page).click();
      await expect(cards(page)).toHaveCount(Math.min(shown + 10, total));
    }
    await expect(loadMore(page)).toBeHidden();
    // Loaded here: the address is still the list's.
    await expect(page).toHaveURL('/blogs');
  });

  test('filters by category from the start, pressing only the chosen button', async ({ page }) => {
    const posts = await allPublishedPosts();
    const count = (category: string) => posts.filter((post) => post.category === category).length;
    await page.goto('/blogs');
    await expect(cards(page)).toHaveCount(10);
    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(20);

    // Exactly ten posts: Load More shows (a full page), then finds nothing more and hides.
    await categoryButton(page, 'SaaS Solutions').click();
    await expect(categoryButton(page, 'SaaS Solutions')).toHaveAttribute('aria-pressed', 'true');
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    // The address is the category's, to share, and the title follows.
    await expect(page).toHaveURL('/blogs?category=SaaS+Solutions');
    await expect(page).toHaveTitle('SaaS Solutions Articles | Elevate SaaS Solutions');
    expect(count('SaaS Solutions')).toBe(10);
    await expect(cards(page)).toHaveCount(10);
    await expectAllOf(page, 'SaaS Solutions');
    await loadMore(page).click();
    await expect(loadMore(page)).toBeHidden();
    await expect(cards(page)).toHaveCount(10);

    // More than ten: the second page appends the rest, of the same category.
    const innovation = count('Healthcare Innovation');
    expect(innovation).toBeGreaterThan(10);
    await categoryButton(page, 'Healthcare Innovation').click();
    await expect(page).toHaveURL('/blogs?category=Healthcare+Innovation');
    await expect(cards(page)).toHaveCount(10);
    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(innovation);
    await expectAllOf(page, 'Healthcare Innovation');

    // Fewer than ten: no Load More at all.
    await categoryButton(page, 'Salesforce').click();
    await expect(cards(page)).toHaveCount(count('Salesforce'));
    await expect(loadMore(page)).toBeHidden();

    // All again: the list's own address.
    await categoryButton(page, 'All').click();
    await expect(page).toHaveURL('/blogs');
    await expect(page).toHaveTitle('Blog | Elevate SaaS Solutions');
    await expect(cards(page)).toHaveCount(10);
  });

  test('a category pressed as soon as it shows is shown here, without loading the page again', async ({
    page,
  }) => {
    const count = (await allPublishedPosts()).filter(
      (post) => post.category === 'Compliance',
    ).length;
    await page.goto('/blogs', { waitUntil: 'commit' });
    await categoryButton(page, 'Compliance').click();
    // Set after the press: a page loaded again would not have it.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await expect(categoryButton(page, 'Compliance')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(Math.min(count, 10));
    await expectAllOf(page, 'Compliance');
    await expect(page).toHaveURL('/blogs?category=Compliance');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('the address of a category opens its list, rendered by the server, and hydrates it as it is', async ({
    page,
  }) => {
    const posts = (await allPublishedPosts()).filter((post) => post.category === 'SaaS Solutions');
    const messages = watchConsole(page);
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/')) dataCalls.push(request.url());
    });
    const response = await page.goto('/blogs?category=SaaS+Solutions');
    expect(response?.status()).toBe(200);
    // In the HTML as it came: the category's posts and its own head tags.
    const html = await response!.text();
    expect(html).toContain(`href="/blog/${posts[0]!.slug}"`);
    expect(html).toContain('<title>SaaS Solutions Articles | Elevate SaaS Solutions</title>');
    expect(html).toContain(
      `<link rel="canonical" href="${siteUrl}/blogs?category=SaaS+Solutions"/>`,
    );
    // Hydration is what this checks: the page runs with the server's list, asking nothing again.
    await waitForHydration(page);
    await expect(categoryButton(page, 'SaaS Solutions')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(10);
    await expectAllOf(page, 'SaaS Solutions');
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    expect(dataCalls).toEqual([]);
    expect(messages).toEqual([]);
  });

  test('the sitemap lists the list of each category', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const posts = await allPublishedPosts();
    for (const category of filterCategories) {
      if (!posts.some((post) => post.category === category)) continue; // no page to index yet
      const path = `/blogs?${new URLSearchParams({ category })}`;
      expect(xml).toContain(`<loc>${siteUrl}${path}</loc><lastmod>`);
    }
  });

  test('an unknown category answers 404 and shows All', async ({ page }) => {
    expect((await page.goto('/blogs?category=Gardening'))?.status()).toBe(404);
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(10);
  });

  test('Read More opens the post without reloading the page', async ({ page }) => {
    await page.goto('/blogs');
    await waitForHydration(page); // what it checks is the page's own navigation, once it runs
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const title = await cards(page).first().getByRole('heading').textContent();
    await cards(page).first().getByRole('link', { name: 'Read More' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});

test.describe('blog list with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the category buttons and Load More open the lists the server renders', async ({ page }) => {
    const innovation = (await allPublishedPosts()).filter(
      (post) => post.category === 'Healthcare Innovation',
    );
    expect(innovation.length).toBeGreaterThan(10);
    await page.goto('/blogs?page=2');
    // A category starts from its first page.
    await categoryButton(page, 'Healthcare Innovation').click();
    await expect(page).toHaveURL('/blogs?category=Healthcare+Innovation');
    await expect(categoryButton(page, 'Healthcare Innovation')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page)).toHaveCount(10);
    await expect(cards(page).first().getByRole('heading')).toHaveText(innovation[0]!.title!);
    await expectAllOf(page, 'Healthcare Innovation');

    // Load More keeps the category.
    await loadMore(page).click();
    await expect(page).toHaveURL('/blogs?category=Healthcare+Innovation&page=2');
    await expect(cards(page)).toHaveCount(innovation.length - 10);
    await expect(cards(page).first().getByRole('heading')).toHaveText(innovation[10]!.title!);
    await expectAllOf(page, 'Healthcare Innovation');
    await expect(categoryButton(page, 'Healthcare Innovation')).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // All is the list's own page.
    await categoryButton(page, 'All').click();
    await expect(page).toHaveURL(/\/blogs\??$/);
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(10);
  });

  test('past a category’s last post answers 404', async ({ page }) => {
    expect((await page.goto('/blogs?category=Salesforce&page=2'))?.status()).toBe(404);
  });
});

test.describe('blog post', () => {
  test('shows the post with its head tags and BlogPosting structured data', async ({ page }) => {
    const posts = await allPublishedPosts();
    const post = posts.find((candidate) => candidate.seo_title && candidate.seo_description);
    if (!post) throw new Error('the seed has no post with SEO fields');
    const messages = watchConsole(page);
    await page.goto(`/blog/${post.slug}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title!);
    await expect(page).toHaveTitle(`${post.seo_title} | Elevate SaaS Solutions`);
    const meta = (selector: string) => page.locator(`head meta[${selector}]`);
    await expect(meta('name="description"')).toHaveAttribute('content', post.seo_description!);
    await expect(meta('property="og:title"')).toHaveAttribute('content', post.seo_title!);
    await expect(meta('property="og:description"')).toHaveAttribute(
      'content',
      post.seo_description!,
    );
    await expect(meta('property="og:type"')).toHaveAttribute('content', 'article');

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.seo_description,
      author: { name: post.author },
      datePublished: post.published_date.slice(0, 10),
    });
    expect(jsonLd.image).toMatch(/^http:\/\/127\.0\.0\.1:3102\//);

    await expect(page.getByText(post.excerpt)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(post.author);
    await expect(page.getByRole('main')).toContainText(post.read_time);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Ready to Transform Your Business?' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.getByRole('link', { name: 'Back to Blogs' }).click();
    await expect(page).toHaveURL('/blogs');
    expect(messages).toEqual([]);
  });

  test('uses the title and excerpt when the post has no SEO fields', async ({ page }) => {
    const post = (await allPublishedPosts()).find((candidate) => !candidate.seo_title);
    if (!post) throw new Error('the seed has no post without SEO fields');
    await page.goto(`/blog/${post.slug}`);
    await expect(page).toHaveTitle(`${post.title} | Elevate SaaS Solutions`);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      post.excerpt,
    );
  });

  test('shows the Digital Transformation default image for a post without an image', async ({
    page,
  }) => {
    const post = (await allPublishedPosts()).find(
      (candidate) => candidate.category === 'Digital Transformation' && !candidate.image_url,
    );
    if (!post) throw new Error('the seed has no Digital Transformation post without an image');
    await page.goto(`/blog/${post.slug}`);
    const image = page.getByRole('main').locator('img').first();
    await expect(image).toHaveAttribute('src', /digital-transformation\.[0-9a-f]+\.webp$/);
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('shows HTML written in a post as text', async ({ page }) => {
    const posts = await Promise.all(
      (await allPublishedPosts()).map(({ slug }) => publishedPost(slug)),
    );
    const post = posts.find((candidate) => candidate.content.includes('<script>'));
    if (!post) throw new Error('the seed has no post quoting HTML');
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('main')).toContainText("<script>alert('xss')</script>");
    expect(
      await page
        .getByRole('main')
        .locator('article script:not([type="application/ld+json"]), article b')
        .count(),
    ).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('shows Blog Post Not Found for an unknown slug', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
    await expect(page).toHaveTitle('Blog Post Not Found | Elevate SaaS Solutions');
    await page.getByRole('link', { name: 'Back to Blogs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blog');
    // The shared 404 the server sent hydrates as it is: React did not throw it away and render
    // it again (which lost a click made meanwhile).
    expect(messages.filter((message) => message.includes('hydration'))).toEqual([]);
  });
});

test.describe('blog backend down', () => {
  // One copy of the site for both tests: in one worker, one after the other.
  test.describe.configure({ mode: 'serial' });
  // Its own copy of the shell, its renderer and the blog remote, configured with a backend that
  // is not running.
  const stack = readStack({
    SHELL_PORT: '3140',
    BLOG_PORT: '3142',
    RENDERER_PORT: '3148',
    PUBLIC_HOST: '127.0.0.1',
    SUPABASE_URL: 'http://127.0.0.1:54499',
  });
  let servers: Pick<RunningStaticServer, 'close'>[] = [];

  test.beforeAll(async () => {
    const app = (name: string) => stack.apps.find((candidate) => candidate.name === name)!;
    servers = [await serveApp(stack, app('shell')), await serveApp(stack, app('blog'))];
    servers.push(await startStackRenderer(stack));
  });

  test('the pages answer 503 with Retry-After, so crawlers come back', async ({ request }) => {
    for (const path of ['/blogs', '/blog/any-post']) {
      const response = await request.get(`${stack.shell.origin}${path}`);
      expect([path, response.status()]).toEqual([path, 503]);
      expect(response.headers()['retry-after']).toBeTruthy();
    }
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  test('shows the error toast and the empty list, and the rest of the site works', async ({
    page,
  }) => {
    await page.goto(`${stack.shell.origin}/blogs`);
    await expect(page.getByText('Error loading posts')).toBeVisible();
    await expect(page.getByText('Failed to load blog posts. Please try again.')).toBeVisible();
    await expect(page.getByText('No blog posts available yet.')).toBeVisible();
    await expect(loadMore(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(8);

    await page.goto(`${stack.shell.origin}/blog/any-post`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
  });
});
