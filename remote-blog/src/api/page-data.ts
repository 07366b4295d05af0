import type { BlogPostSummary } from '@site/contracts/blog';
import { blogPageSize, filterCategories, maxBlogPageSize } from '@site/contracts/blog-facts';
import type { FeedItem, PageData, PageIndex, SitemapEntry } from '@site/contracts/federation';
import {
  blogListPath,
  isBlogListPath,
  listPath,
  listQueryOf,
  postPath,
  slugOf,
} from '../lib/blog-paths';
import { postDescription, postPageTitle } from '../lib/post-meta';
import { isoDate } from '../lib/format-date';
// On the server the client is part of this module's chunk: a render waits for no further
// download (the browser's pages load it once they run, decision 052).
import './blog-client';
import { draftCall, postCall, postsCall } from './get-blogs';
import {
  invokeFunction,
  provideSettledCalls,
  settleCall,
  settleCallAs,
  type SettledCall,
} from './invoke-function';

/**
 * The blog's `./server` module (`RemoteServerModule`), in its server build only: the data the
 * renderer renders the blog's pages with, and the blog's part of the sitemap and the feed.
 */

/** A post not found, or a slug no post can have (the function refuses it: 400), is 404. */
const statusOf = (outcome: SettledCall): PageData['status'] =>
  outcome.ok ? 200 : outcome.status === 404 || outcome.status === 400 ? 404 : 503;

/**
 * The calls the page at `url` makes as it first renders (the same as in the browser), and
 * its status: a post not found is 404; a backend that did not answer is 503, so that crawlers
 * come back later rather than drop the page.
 */
export async function loadPageData(
  url: string,
  options: { draft?: string } = {},
): Promise<PageData> {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  if (isBlogListPath(pathname)) {
    // An unknown category shows All, as the page does, under a 404: no page of its own to index.
    const { category, page, unknownCategory } = listQueryOf(search);
    const offset = (page - 1) * blogPageSize;
    const outcome = await settleCall(postsCall({ category, offset }));
    // A page past the last post has nothing to index: 404, not an empty page that counts.
    const posts = outcome.ok ? (outcome.value as { posts?: unknown }).posts : undefined;
    const pastTheEnd = offset > 0 && Array.isArray(posts) && posts.length === 0;
    const shown = Array.isArray(posts) ? (posts as { slug?: unknown }[]) : [];
    return {
      status: unknownCategory || pastTheEnd ? 404 : statusOf(outcome),
      data: [outcome],
      tags: [
        listTag,
        ...shown.flatMap(({ slug }) => (typeof slug === 'string' ? [postTag(slug)] : [])),
      ],
    };
  }
  const slug = slugOf(pathname);
  if (slug === undefined) return { status: 404, data: [] };
  if (options.draft) {
    const draft = await draftOf(slug, options.draft);
    if (draft) return draft;
  }
  const outcome = await settleCall(postCall(slug));
  return { status: statusOf(outcome), data: [outcome], tags: [postTag(slug)] };
}

/**
 * The draft a preview link's token names, as the post of its path (decision 042), for this
 * visitor only; undefined when the token does not name this post (expired, altered, another
 * post's): the page is then what everyone sees.
 */
async function draftOf(slug: string, token: string): Promise<PageData | undefined> {
  const outcome = await settleCallAs(draftCall(token), postCall(slug));
  const post = outcome.ok ? (outcome.value as { posts?: { slug?: unknown } }).posts : undefined;
  if (post?.slug !== slug) return undefined;
  return { status: 200, data: [outcome], draft: true };
}

/** The purge tag of every page that lists posts: a new post is in no post's tag yet. */
const listTag = 'blog-list';

/** The purge tag of every page that shows the post. */
const postTag = (slug: string) => `post:${slug}`;

/** Right before a render: the outcomes the page takes as it renders. */
export function providePageData(data: unknown): void {
  if (Array.isArray(data)) provideSettledCalls(data as SettledCall[]);
}

/** Every published post, newest first, a page of the function's largest size at a time. */
async function allPosts(): Promise<BlogPostSummary[]> {
  const posts: BlogPostSummary[] = [];
  for (let offset = 0; ; offset += maxBlogPageSize) {
    const page = (
      await invokeFunction({ ...postsCall({ offset }), body: { limit: maxBlogPageSize, offset } })
    ).posts;
    posts.push(...page);
    if (page.length < maxBlogPageSize) return posts;
  }
}

const lastChange = (post: BlogPostSummary) => post.updated_at ?? isoDate(post.published_date);

/** The newest change among `posts`, if any. */
const newestChange = (posts: readonly BlogPostSummary[]) => posts.map(lastChange).sort().at(-1);

/**
 * The list and the list of each category that has posts, each last changed with its newest
 * post, and every published post.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const posts = await allPosts();
  const listEntry = (path: string, of: readonly BlogPostSummary[]): SitemapEntry => {
    const newest = newestChange(of);
    return { path, ...(newest ? { lastModified: newest } : {}) };
  };
  const categories = filterCategories.flatMap((category) => {
    const inCategory = posts.filter((post) => post.category === category);
    return inCategory.length > 0 ? [listEntry(listPath({ category }), inCategory)] : [];
  });
  return [
    listEntry(blogListPath, posts),
    ...categories,
    ...posts.map((post) => ({ path: postPath(post.slug), lastModified: lastChange(post) })),
  ];
}

/**
 * The blog's pages whose paths and queries are data, for the renderer to answer 404 without
 * asking (decision 030): every post, and every page of the list, of All and of each category.
 */
export async function pageIndex(): Promise<PageIndex> {
  const posts = await allPosts();
  const listPages = (count: number, category?: string) => {
    const last = Math.max(1, Math.ceil(count / blogPageSize));
    return Array.from({ length: last }, (_, index) => {
      const query = new URLSearchParams();
      if (category) query.set('category', category);
      if (index > 0) query.set('page', String(index + 1));
      return query.toString();
    });
  };
  const queries = [
    ...listPages(posts.length),
    ...filterCategories.flatMap((category) =>
      listPages(posts.filter((post) => post.category === category).length, category),
    ),
  ];
  const versions = Object.fromEntries(posts.map((post) => [postTag(post.slug), lastChange(post)]));
  return {
    paths: { '/blog/:slug': posts.map((post) => postPath(post.slug)) },
    queries: { [blogListPath]: queries },
    versions: {
      ...versions,
      [listTag]: posts.map((post) => `${post.slug}@${lastChange(post)}`).join(' '),
    },
  };
}

/** The newest posts, for the feed. */
export async function feedItems(): Promise<FeedItem[]> {
  const posts = (await invokeFunction(postsCall({ offset: 0 }))).posts.slice(0, blogPageSize);
  return posts.map((post) => ({
    path: postPath(post.slug),
    title: postPageTitle(post),
    description: postDescription(post),
    published: isoDate(post.published_date),
    ...(post.updated_at ? { updated: post.updated_at } : {}),
  }));
}
