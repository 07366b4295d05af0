import type { DeclaredRoute } from '@site/contracts/page-routes';

/**
 * The marketing team's pages: what this remote serves, shipped with each release (its manifest's
 * `metaData.routes`). Adding a page is a row here, its file in `./pages` and its content; a
 * release of this remote then serves it, with no change to the shell (decision 040). The frame
 * links what the shell lists (`shell/src/frame-links.ts`).
 */
export const routes = [
  { path: '/', module: './Home', page: 'HomePage', budget: { jsKiB: 152, htmlKiB: 14 } },
  { path: '/about', module: './About', page: 'AboutPage', budget: { jsKiB: 151, htmlKiB: 13 } },
  {
    path: '/healthcare',
    // Exposed as `./HealthCare` since the first release: the name deployed pages ask for.
    module: './HealthCare',
    page: 'HealthcarePage',
    budget: { jsKiB: 151, htmlKiB: 13 },
  },
  {
    path: '/finance',
    module: './Finance',
    page: 'FinancePage',
    budget: { jsKiB: 151, htmlKiB: 13 },
  },
  {
    path: '/compliance',
    module: './Compliance',
    page: 'CompliancePage',
    budget: { jsKiB: 151, htmlKiB: 14 },
  },
  {
    path: '/salesforce',
    module: './Salesforce',
    page: 'SalesforcePage',
    budget: { jsKiB: 152, htmlKiB: 14 },
  },
  {
    path: '/privacy-policy',
    module: './PrivacyPolicy',
    page: 'PrivacyPolicyPage',
    budget: { jsKiB: 150, htmlKiB: 12 },
  },
  {
    path: '/cookies-policy',
    module: './CookiesPolicy',
    page: 'CookiesPolicyPage',
    budget: { jsKiB: 149, htmlKiB: 12 },
  },
] as const satisfies readonly DeclaredRoute[];
