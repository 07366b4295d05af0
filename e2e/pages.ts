import { frameLinks } from '../shell/src/frame-links';
import { declaredRoutes } from '../test/declared-routes';

/**
 * The specification's words for its marketing pages: the heading and the document title a
 * visitor sees, by path. A page of a remote missing here is still visited by every test
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

/** Every page of the marketing remote's own list, in its order, with the frame's links to it. */
export const marketingPages: readonly MarketingPage[] = (declaredRoutes.marketing ?? []).map(
  ({ path }) => {
    const link = frameLinks.find((candidate) => candidate.path === path);
    const specified = specifiedPages[path];
    return {
      path,
      ...(link && 'header' in link ? { navLabel: link.label } : {}),
      ...(link && 'footer' in link ? { footerLabel: link.label } : {}),
      heading: specified?.heading ?? /\S/,
      title: specified?.title ?? /\S \| Elevate SaaS Solutions$/,
    };
  },
);
