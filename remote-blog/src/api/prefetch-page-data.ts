import type { BlogPost } from '@site/contracts/blog';
import { readServerState } from '@site/contracts/server-state';
import { isBlogListPath, slugOf } from '../lib/blog-paths';
import {
  cardImageSizes,
  postImage,
  postImageSet,
  postImageSizes,
  type ImagePlacement,
} from '../lib/post-image';
import { preloadImage } from '../lib/preload-image';
import { getBlogClient } from './blog-client';
import { postCall, postsCall } from './get-blogs';
import { startFunctionCall } from './invoke-function';

const ignore = () => undefined; // the page reports a failed call when it asks for it

/** The post's image as the page will show it: the first source of its set, at its sizes. */
function preloadPostImage(post: Pick<BlogPost, 'image_url' | 'category'>, at: ImagePlacement) {
  const [first] = postImageSet(post, at)?.sources ?? [];
  const sizes = at === 'card' ? cardImageSizes : postImageSizes;
  preloadImage(postImage(post, at), first && { ...first, sizes });
}

/**
 * The blog's `./prefetch` module (`@site/contracts/federation`): starts the first request of the
 * page at `pathname` (the first page of All posts, or the post) as soon as the shell has this
 * module, while its own start-up code is still downloading, then the image the page shows first
 * (its largest paint). The page uses that answer when it renders. Nothing here imports React or
 * the design system.
 */
export function prefetchPageData(pathname: string): void {
  // A page the server rendered brought its data with it.
  if (readServerState()) return;
  // The client comes with this module, and starts reading its settings now (the calls below
  // wait for them), rather than once the first call has loaded it (`invokeFunction`).
  getBlogClient().catch(ignore);
  if (isBlogListPath(pathname)) {
    startFunctionCall(postsCall({ offset: 0 })).then(({ posts: [first] }) => {
      if (first) preloadPostImage(first, 'card');
    }, ignore);
  }
  const slug = slugOf(pathname);
  if (slug) {
    startFunctionCall(postCall(slug)).then(({ posts }) => {
      preloadPostImage(posts, 'post');
    }, ignore);
  }
}
