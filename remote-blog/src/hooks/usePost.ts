import type { BlogPost } from '@site/contracts/blog';
import { startTransition, useEffect, useState } from 'react';
import { arrivedPost, getBlogPost } from '../api/get-blogs';

export type PostState =
  | { status: 'loading'; slug: string }
  | { status: 'found'; slug: string; post: BlogPost }
  | { status: 'not-found'; slug: string };

/**
 * One post by slug: loading, found, or not found. A failed or unsuccessful fetch is logged and
 * shown as not found (spec, sections 4 and 8).
 */
export function usePost(slug: string): PostState {
  // The post at once when the `./prefetch` module's answer has already arrived.
  const [state, setState] = useState<PostState>(() => {
    const post = arrivedPost(slug);
    return post ? { status: 'found', slug, post } : { status: 'loading', slug };
  });
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
