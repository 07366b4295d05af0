import { postImage } from '../lib/post-image';
import { preloadImage } from '../lib/preload-image';
import { postCall, postsCall } from './get-blogs';
import { startFunctionCall } from './invoke-function';

/** The slug of a `/blog/:slug` path, decoded as the router decodes it; undefined otherwise. */
function slugOf(pathname: string): string | undefined {
  const encoded = /^\/blog\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!encoded) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined; // malformed: the page shows Blog Post Not Found without asking
  }
}

const ignore = () => undefined; // the page reports a failed call when it asks for it

/**
 * The blog's `./prefetch` module (`@site/contracts/federation`): starts the first request of the
 * page at `pathname` (the first page of All posts, or the post) as soon as the shell has this
 * module, while its own start-up code is still downloading, then the image the page shows first
 * (its largest paint). The page uses that answer when it renders. Nothing here imports React or
 * the design system.
 */
export function prefetchPageData(pathname: string): void {
  if (/^\/blogs\/?$/.test(pathname)) {
    startFunctionCall(postsCall({ offset: 0 })).then(({ posts: [first] }) => {
      if (first) preloadImage(postImage(first, 'card'));
    }, ignore);
  }
  const slug = slugOf(pathname);
  if (slug) {
    startFunctionCall(postCall(slug)).then(({ posts }) => {
      preloadImage(postImage(posts, 'post'));
    }, ignore);
  }
}
