import type { BlogPost } from '@site/contracts/blog';
import { unknownRouteValue } from '@site/contracts/page-routes';
import { startTransition, useEffect, useState } from 'react';
import { arrivedPost, failedPost, forgetPost, getBlogPost } from '../api/get-blogs';

export type PostState =
  | { status: 'loading'; slug: string }
  | { status: 'found'; slug: string; post: BlogPost }
  | { status: 'not-found'; slug: string };

/**
 * One post by slug: loading, found, or not found. A failed or unsuccessful fetch is logged and
 * shown as not found (docs/product.md#blog).
 */
export function usePost(slug: string): PostState {
  // The post at once when its answer has already arrived (the `./prefetch` module's, or the
  // server's for the page it rendered), and Blog Post Not Found at once when the server's failed.
  // An unknown slug's page is the route's one shared 404, rendered for `unknownRouteValue`
  // (decision 030): its outcome is this page's, or the page would not hydrate as sent.
  const [first] = useState<PostState>(() => {
    const post = arrivedPost(slug);
    if (post) return { status: 'found', slug, post };
    return failedPost(slug) || failedPost(unknownRouteValue)
      ? { status: 'not-found', slug }
      : { status: 'loading', slug };
  });
  const [state, setState] = useState(first);
  useEffect(() => {
    // Committed with that early outcome: a later visit asks again.
    if (first.status === 'loading') return;
    forgetPost(first.slug);
    forgetPost(unknownRouteValue);
  }, [first]);
  const settled = state.slug === slug && state.status !== 'loading';

  useEffect(() => {
    if (settled) return;
    let current = true;
    getBlogPost(slug).then(
      (post) => {
        // A transition renders the post in slices, leaving the browser free in between.
        if (current) startTransition(() => setState({ status: 'found', slug, post }));
      },
      (error: unknown) => {
        if (!current) return;
        console.error(`Could not load the blog post "${slug}":`, error);
        setState({ status: 'not-found', slug });
      },
    );
    return () => {
      current = false;
    };
  }, [slug, settled]);

  // Navigating to another post shows the spinner until its answer arrives.
  return state.slug === slug ? state : { status: 'loading', slug };
}
