import type { StandalonePages } from '@site/ui/standalone';

/** Every module this remote exposes, for the standalone mode (the shell loads them remotely). */
export const standalonePages: StandalonePages<'blog'> = {
  './BlogList': () => import('./exposes/BlogList'),
  './BlogPost': () => import('./exposes/BlogPost'),
  './NewsletterConfirm': () => import('./exposes/NewsletterConfirm'),
  './NewsletterUnsubscribe': () => import('./exposes/NewsletterUnsubscribe'),
};
