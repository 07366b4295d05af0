import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import type { BlogPost } from '@site/contracts/blog';
import { serveApp, startStackRenderer } from '../../scripts/serve-stack';
import { readStack } from '../../scripts/stack';

/**
 * A post published or edited in the database shows in its page, the list, the sitemap and the
 * feed with no deploy and no restart: the renderer asks the blog backend at each render, and keeps
 * a page only for its cache's time (30 s in production, 1 s here). The backend here is a stand-in
 * for `get-blogs` whose posts the test changes, as an editor changes the table (the real function
 * over the real database is tested in supabase/test/).
 */
test.describe.configure({ mode: 'serial' });

const stack = readStack({
  SHELL_PORT: '3250',
  BLOG_PORT: '3252',
  RENDERER_PORT: '3258',
  BLOG_BACKEND_PORT: '54591',
  PUBLIC_HOST: '127.0.0.1',
  RENDER_CACHE_TTL_MS: '1000',
  REMOTES_REFRESH_MS: '500',
});

const post = (slug: string, title: string, published_date: string): BlogPost => ({
  id: slug,
  slug,
  title,
  excerpt: `About ${title}.`,
  content: `## ${title}\n\nA paragraph.`,
  category: 'Compliance',
  author: 'An editor',
  published_date,
  read_time: '3 min read',
  image_url: null,
  seo_title: null,
  seo_description: null,
  updated_at: `${published_date}T09:00:00Z`,
});

/** The published posts, newest first, as the table would give them. */
let posts: BlogPost[] = [];

function startBlogFunctions(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const json = (status: number, value: unknown) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
        });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'OPTIONS') return json(204, {});
      const request = JSON.parse(body || '{}') as {
        slug?: string;
        limit?: number;
        offset?: number;
      };
      if (request.slug !== undefined) {
        const found = posts.find((candidate) => candidate.slug === request.slug);
        return found
          ? json(200, { success: true, posts: found })
          : json(404, { success: false, error: 'Blog post not found.' });
      }
      const offset = request.offset ?? 0;
      const page = posts
        .slice(offset, offset + (request.limit ?? 10))
        .map(({ content: _, ...summary }) => summary);
      return json(200, { success: true, posts: page });
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const closers: { close(): Promise<void> }[] = [];

test.beforeAll(async () => {
  posts = [post('first-post', 'The first post', '2026-11-01')];
  const functions = await startBlogFunctions(stack.services.blogBackend.port);
  closers.push({ close: () => new Promise((resolve) => functions.close(() => resolve())) });
  const app = (name: string) => stack.apps.find((candidate) => candidate.name === name)!;
  closers.push(await serveApp(stack, app('shell')), await serveApp(stack, app('blog')));
  closers.push(await startStackRenderer(stack));
});

test.afterAll(async () => {
  await Promise.all(closers.map((closer) => closer.close()));
});

const text = async (pathname: string) => (await fetch(`${stack.shell.origin}${pathname}`)).text();
const soon = { timeout: 60_000 };

test('an edited post shows in its page, the list, the sitemap and the feed without a deploy', async () => {
  expect(await text('/blog/first-post')).toContain('The first post');
  const sitemapBefore = await text('/sitemap.xml');

  posts = [
    {
      ...post('first-post', 'The first post, edited', '2026-11-01'),
      updated_at: '2026-11-24T10:00:00Z',
    },
  ];
  for (const pathname of ['/blog/first-post', '/blogs', '/feed.xml']) {
    await expect
      .poll(() => text(pathname), { ...soon, message: pathname })
      .toContain('The first post, edited');
  }
  await expect.poll(() => text('/sitemap.xml'), soon).not.toBe(sitemapBefore);
  expect(await text('/sitemap.xml')).toContain('<lastmod>2026-11-24T10:00:00Z</lastmod>');
});

test('a newly published post answers 200 and is in the list, the sitemap and the feed without a deploy', async () => {
  expect((await fetch(`${stack.shell.origin}/blog/news`)).status).toBe(404);
  posts = [post('news', 'Fresh news', '2026-11-20'), ...posts];
  await expect
    .poll(async () => (await fetch(`${stack.shell.origin}/blog/news`)).status, soon)
    .toBe(200);
  await expect.poll(() => text('/blogs'), soon).toContain('Fresh news');
  await expect.poll(() => text('/sitemap.xml'), soon).toContain('/blog/news</loc>');
  await expect.poll(() => text('/feed.xml'), soon).toContain('Fresh news');
});
