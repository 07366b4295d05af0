import { expect, test, type Page } from '@playwright/test';

/** A post whose own image (`image_url`) is one of the blog's files. */
const postPath = '/blog/measuring-the-return-on-a-healthcare-software-project';

/** The width a URL of the build's image sets names: `name-400w.1a2b3c4d.avif` → 400. */
const widthIn = (url: string) => Number(/-(\d+)w\.[0-9a-f]{8}\.(?:avif|webp)$/.exec(url)?.[1]);

/** The images the page downloads, by URL, from the moment it is opened. */
function watchImageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(request.url());
  });
  return urls;
}

/** The file the browser chose for the first card's picture, once it has loaded. */
async function firstCardImage(page: Page) {
  const image = page.getByRole('article').first().locator('picture img');
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc }));
}

test.describe('on a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

  test('a blog card downloads its 400 px AVIF, never the full-size image', async ({ page }) => {
    const requested = watchImageRequests(page);
    await page.goto('/blogs');
    const { currentSrc } = await firstCardImage(page);
    expect(currentSrc).toMatch(/\.avif$/);
    expect(widthIn(currentSrc)).toBe(400);
    const cardImages = requested.filter((url) => /\/assets\/.+\.(avif|webp)$/.test(url));
    expect(cardImages.length).toBeGreaterThan(0);
    for (const url of cardImages) expect(widthIn(url)).toBe(400);
  });

  test('the post page asks for the width of its image on the screen', async ({ page }) => {
    await page.goto(postPath);
    const image = page.locator('article picture img');
    await expect(image).toHaveJSProperty('complete', true);
    const currentSrc = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(currentSrc).toMatch(/\.avif$/);
    expect(widthIn(currentSrc)).toBe(400);
  });
});

test.describe('on a phone with a 2× screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test('a blog card downloads the 800 px width, less than the full size', async ({ page }) => {
    await page.goto('/blogs');
    const { currentSrc } = await firstCardImage(page);
    expect(widthIn(currentSrc)).toBe(800);
  });
});

test.describe("the server's HTML", () => {
  test('carries the widths and formats, the sizes, and the preload of the first images', async ({
    request,
  }) => {
    for (const path of ['/blogs', postPath]) {
      const html = await (await request.get(path)).text();
      // Every card or post image is a picture, AVIF first, each source with its layout's sizes.
      expect(html).toMatch(
        /<picture><source type="image\/avif" srcSet="[^"]+-400w\.[0-9a-f]{8}\.avif 400w, [^"]+ 800w, [^"]+ 1200w" sizes="[^"]+"\/><source type="image\/webp" srcSet="[^"]+"/,
      );
      expect(html).toMatch(/<img[^>]* width="1200" height="675"/);
      // The largest paint is asked for from the head, by the same widths, and before the other
      // images: at high priority, as its own <img> is.
      const head = html.slice(0, html.indexOf('</head>'));
      const [first, ...others] = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(first).toMatch(
        /<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="[^"]+-400w\.[0-9a-f]{8}\.avif 400w,[^"]*" imageSizes="[^"]+"\/>/,
      );
      for (const other of others) expect(other).not.toContain('fetchPriority');
      expect(html.match(/<img[^>]*>/)?.[0]).toContain('fetchPriority="high"');
    }
  });

  test('serves the generated files with their type and a year of immutable caching', async ({
    page,
    request,
  }) => {
    const requested = watchImageRequests(page);
    await page.goto('/blogs');
    await firstCardImage(page);
    const avif = requested.find((url) => url.endsWith('.avif'));
    if (!avif) throw new Error('the list downloaded no AVIF');
    const response = await request.get(avif);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/avif');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
