import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runCommand } from './commands';
import { e2eStack } from './stack';

/**
 * The blog's editors as the tests act them: their command against the end-to-end stack's blog
 * backend, and the Markdown file a post starts as.
 */

/**
 * `npm run blog -w @site/supabase -- <args>`, its links on `siteUrl`; it tells the renderer at
 * `rendererInternalUrl` of each change, or (as the dashboard) no one.
 */
export const editorCommand =
  (siteUrl: string, rendererInternalUrl?: string) =>
  (...args: string[]) =>
    runCommand('@site/supabase', 'blog', args, {
      BLOG_BACKEND_URL: e2eStack.services.blogBackend.url,
      SITE_URL: siteUrl,
      ...(rendererInternalUrl ? { RENDERER_INTERNAL_URL: rendererInternalUrl } : {}),
    });

/** Writes a post's Markdown file, front matter and body, in `dir`; resolves with its path. */
export async function writePostFile(
  dir: string,
  post: { slug: string; title: string; excerpt: string; body: string },
): Promise<string> {
  const file = path.join(dir, `${post.slug}.md`);
  const frontMatter = [
    `title: "${post.title}"`,
    `slug: ${post.slug}`,
    `excerpt: ${post.excerpt}`,
    'category: Healthcare',
    'author: Jane Smith',
    'read_time: 3 min read',
  ];
  await writeFile(file, ['---', ...frontMatter, '---', post.body, ''].join('\n'));
  return file;
}
