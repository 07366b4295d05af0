import type { StandalonePages } from '@site/ui/standalone';

/** Every module this remote exposes, for the standalone mode (the shell loads them remotely). */
export const standalonePages: StandalonePages<'contact'> = {
  './ContactPage': () => import('./exposes/ContactPage'),
};
