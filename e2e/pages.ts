import { siteRoutes } from '@site/contracts/federation';

/**
 * The specification's words for its marketing pages: the heading and the document title a
 * visitor sees, by path. A page of the route table missing here is still visited by every test
 * (one heading, a title of the site); its own words are its content's tests.
 */
export const specifiedPages: Readonly<Record<string, { heading: string; title: string }>> = {
  '/': {
    heading: 'Elevate Your Business with Smart SaaS Solutions',
    title: 'SaaS Solutions for Growing Businesses | Elevate SaaS Solutions',
  },
  '/about': {
    heading: 'Your Partner in Practical Digital Transformation',
    title: 'About Us | Elevate SaaS Solutions',
  },
  '/healthcare': {
    heading: 'Healthcare Software That Puts Patients First',
    title: 'Healthcare Software Solutions | Elevate SaaS Solutions',
  },
  '/finance': {
    heading: 'Secure Software for Financial Services',
    title: 'Financial Services Software | Elevate SaaS Solutions',
  },
  '/compliance': {
    heading: 'Stay Compliant Without the Paperwork',
    title: 'Compliance Management Solutions | Elevate SaaS Solutions',
  },
  '/salesforce': {
    heading: 'Get More From Salesforce',
    title: 'Salesforce Consulting | Elevate SaaS Solutions',
  },
  '/privacy-policy': {
    heading: 'Privacy Policy',
    title: 'Privacy Policy | Elevate SaaS Solutions',
  },
  '/cookies-policy': {
    heading: 'Cookies Policy',
    title: 'Cookies Policy | Elevate SaaS Solutions',
  },
};

/** The marketing pages as a visitor meets them: where they live, their links' labels, heading. */
export interface MarketingPage {
  path: string;
  /** Label of the header link, when the header has one. */
  navLabel?: string;
  /** Label of the footer link, when the footer has one. */
  footerLabel?: string;
  /** The page's `h1`: the specification's words, or any text for a page it does not list. */
  heading: string | RegExp;
  /** The document title, likewise. */
  title: string | RegExp;
}

/** Every page the route table gives the marketing remote, in its order. */
export const marketingPages: readonly MarketingPage[] = siteRoutes.flatMap((row) => {
  if (row.remote !== 'marketing') return [];
  const label = 'label' in row ? row.label : undefined;
  const specified = specifiedPages[row.path];
  return [
    {
      path: row.path,
      ...('header' in row && row.header && label ? { navLabel: label } : {}),
      ...('footer' in row && row.footer && label ? { footerLabel: label } : {}),
      heading: specified?.heading ?? /\S/,
      title: specified?.title ?? /\S \| Elevate SaaS Solutions$/,
    },
  ];
});
