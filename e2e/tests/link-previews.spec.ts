import { company } from '@site/contracts/company';
import { shareImageOf, shareImageSize } from '@site/contracts/share-image';
import { expect, test, type APIRequestContext } from '@playwright/test';
import ogs from 'open-graph-scraper';
import { repoRoutes } from '../../test/declared-routes';
import { allPublishedPosts } from '../blog-backend';
import { e2eStack } from '../stack';

/**
 * Link previews, as a validator reads them (issue 38, "Validators"): open-graph-scraper, with no
 * fallback to other tags, over the server's HTML of every route of the built site, the sitemap's
 * pages (each post, each category's list) and the declared pages without parameters.
 */
const siteUrl = e2eStack.renderer.siteUrl;

/** Where the site's pages are, as served here: the sitemap's, and the routes without one. */
async function everyRoute(request: APIRequestContext): Promise<string[]> {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    new URL(loc!.replace(/&amp;/g, '&')).href.slice(new URL(siteUrl).origin.length),
  );
  const declared = repoRoutes.flatMap(({ path }) => (path.includes(':') ? [] : [path]));
  return [...new Set([...listed, ...declared])].sort();
}

/** The PNG's own width and height (its IHDR chunk), or undefined when it is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.subarray(12, 16).toString() !== 'IHDR')
    return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * What a validator reads of the page at `path`, and the page's status. A remote's first render on
 * a busy machine may miss its second (the page is then the browser's, 503, kept for a few
 * seconds): the page is asked for again until it is rendered, for a bounded time.
 */
async function previewOf(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await request.get(path)).status(), { timeout: 20_000 })
    .not.toBe(503);
  const page = await request.get(path);
  const { result } = await ogs({ html: await page.text(), onlyGetOpenGraphInfo: true });
  return { status: page.status(), result };
}

test('every route’s link preview passes open-graph-scraper, with its image, its words and en_GB', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const routes = await everyRoute(request);
  const posts = await allPublishedPosts();
  expect(posts.length).toBeGreaterThan(0);
  expect(routes).toEqual(expect.arrayContaining(['/', '/blogs', `/blog/${posts[0]!.slug}`]));
  const images = new Set<string>();
  for (const path of routes) {
    const { status, result } = await previewOf(request, path);
    const image = result.ogImage?.[0];
    const seen = {
      path,
      status,
      title: result.ogTitle,
      description: Boolean(result.ogDescription?.trim()),
      url: result.ogUrl,
      locale: result.ogLocale,
      siteName: result.ogSiteName,
      image: image?.url.startsWith(`${siteUrl}/`),
      size: [image?.width, image?.height],
      alt: (image?.alt?.trim().length ?? 0) > 10,
      twitterCard: result.twitterCard,
      twitterImage: result.twitterImage?.[0]?.url === image?.url,
      twitterAlt: result.twitterImage?.[0]?.alt === image?.alt,
    };
    expect(seen).toEqual({
      path,
      status: 200,
      title: expect.stringMatching(/\S/),
      description: true,
      url: `${siteUrl}${path}`,
      locale: 'en_GB',
      siteName: company.name,
      image: true,
      size: [String(shareImageSize.width), String(shareImageSize.height)],
      alt: true,
      twitterCard: 'summary_large_image',
      twitterImage: true,
      twitterAlt: true,
    });
    images.add(image!.url);
  }
  // Every image a preview names is there, a PNG of the size it says.
  for (const url of images) {
    const answer = await request.get(url.slice(new URL(siteUrl).origin.length));
    expect([url, answer.status(), answer.headers()['content-type']]).toEqual([
      url,
      200,
      'image/png',
    ]);
    expect([url, pngSize(await answer.body())]).toEqual([url, shareImageSize]);
  }
});

test('a post shares its own generated image: its title over its category’s artwork, kept for good', async ({
  request,
}) => {
  const [post] = await allPublishedPosts();
  const { result } = await previewOf(request, `/blog/${post!.slug}`);
  const image = result.ogImage?.[0];
  const path = image!.url.slice(new URL(siteUrl).origin.length);
  expect(shareImageOf(path)?.slug).toBe(post!.slug);
  expect(image!.alt).toContain(post!.title!);

  const answer = await request.get(path);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(pngSize(await answer.body())).toEqual(shareImageSize);

  // Another version of it is sent to this one; a post that does not exist has none.
  const older = await request.get(`/og/blog/${post!.slug}/1.png`, { maxRedirects: 0 });
  expect([older.status(), older.headers().location]).toEqual([308, `${siteUrl}${path}`]);
  const missing = await request.get('/og/blog/no-such-post/1.png', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
});
