import type { ShareCard } from '@site/contracts/share-image';
import { slugOf } from '../lib/blog-paths';
import { postImage } from '../lib/post-image';
import { postHeading } from '../lib/post-meta';
import { postChangedAt } from '../lib/share-image';
import { getBlogPost } from './get-blogs';
import { BlogApiError } from './invoke-function';

/**
 * What the share image of the published post at `path` is drawn from (decision 043): its title,
 * its category, its last change, and its category's artwork, read from this remote's own files.
 * The post's own image, which may live on another host, is never read. Undefined for a path that
 * names no published post.
 */
export async function shareCard(path: string): Promise<ShareCard | undefined> {
  const slug = slugOf(path);
  if (slug === undefined) return undefined;
  let post;
  try {
    post = await getBlogPost(slug);
  } catch (error) {
    if (error instanceof BlogApiError && (error.status === 404 || error.status === 400))
      return undefined;
    throw error;
  }
  const artworkUrl = postImage({ category: post.category, image_url: null }, 'post');
  const artwork = await fetch(artworkUrl);
  if (!artwork.ok) throw new Error(`${artworkUrl}: ${artwork.status}`);
  return {
    title: postHeading(post),
    category: post.category,
    changedAt: postChangedAt(post),
    artwork: new Uint8Array(await artwork.arrayBuffer()),
  };
}
