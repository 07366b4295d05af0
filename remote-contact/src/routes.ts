import type { DeclaredRoute } from '@site/contracts/page-routes';

/**
 * The contact team's pages, shipped with each release (its manifest's `metaData.routes`,
 * decision 040). The frame links what the shell lists (`shell/src/frame-links.ts`).
 */
export const routes = [
  {
    path: '/contact',
    module: './ContactPage',
    page: 'ContactPage',
    prefetch: true,
    budget: { jsKiB: 162, htmlKiB: 13 },
  },
] as const satisfies readonly DeclaredRoute[];
