import type { DeclaredRoute } from '@site/contracts/page-routes';

/**
 * The blog team's pages, shipped with each release (its manifest's `metaData.routes`, decision
 * 040). The frame links what the shell lists (`shell/src/frame-links.ts`).
 */
export const routes = [
  {
    path: '/blogs',
    module: './BlogList',
    page: 'BlogListPage',
    prefetch: true,
    serverData: true,
    query: ['category', 'page'],
    budget: { jsKiB: 168, htmlKiB: 16 },
  },
  {
    path: '/blog/:slug',
    module: './BlogPost',
    page: 'BlogPostPage',
    prefetch: true,
    serverData: true,
  },
  // The newsletter's pages its emails link to (`newsletterPagePaths` of @site/contracts/newsletter-facts).
  {
    path: '/newsletter/confirm',
    module: './NewsletterConfirm',
    page: 'NewsletterConfirmPage',
    noindex: true,
    personal: true,
    budget: { jsKiB: 158, htmlKiB: 11 },
  },
  {
    path: '/newsletter/unsubscribe',
    module: './NewsletterUnsubscribe',
    page: 'NewsletterUnsubscribePage',
    noindex: true,
    personal: true,
    budget: { jsKiB: 158, htmlKiB: 11 },
  },
] as const satisfies readonly DeclaredRoute[];
