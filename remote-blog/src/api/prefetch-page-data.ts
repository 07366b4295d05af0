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

/**
 * The blog's `./prefetch` module (`@site/contracts/federation`): starts the first request of the
 * page at `pathname` (the first page of All posts, or the post) as soon as the shell has this
 * module, while its own start-up code is still downloading. The page uses that answer when it
 * renders. Nothing here imports React or the design system.
 */
export function prefetchPageData(pathname: string): void {
  if (/^\/blogs\/?$/.test(pathname)) startFunctionCall(postsCall({ offset: 0 }));
  const slug = slugOf(pathname);
  if (slug) startFunctionCall(postCall(slug));
}
