import type { StandalonePages } from '@site/ui/standalone';

/** Every module this remote exposes, for the standalone mode (the shell loads them remotely). */
export const standalonePages: StandalonePages<'marketing'> = {
  './Home': () => import('./exposes/Home'),
  './About': () => import('./exposes/About'),
  './HealthCare': () => import('./exposes/HealthCare'),
  './Finance': () => import('./exposes/Finance'),
  './Compliance': () => import('./exposes/Compliance'),
  './Salesforce': () => import('./exposes/Salesforce'),
  './PrivacyPolicy': () => import('./exposes/PrivacyPolicy'),
  './CookiesPolicy': () => import('./exposes/CookiesPolicy'),
};
