/** The marketing pages as a visitor meets them: where they live, their menu label and heading. */
export interface MarketingPage {
  path: string;
  /** Label of the header link, when the header has one. */
  navLabel?: string;
  /** Label of the footer link, when the footer has one. */
  footerLabel?: string;
  heading: string;
  title: string;
}

export const marketingPages: readonly MarketingPage[] = [
  {
    path: '/',
    navLabel: 'Home',
    heading: 'Elevate Your Business with Smart SaaS Solutions',
    title: 'SaaS Solutions for Growing Businesses | Elevate SaaS Solutions',
  },
  {
    path: '/about',
    navLabel: 'About Us',
    footerLabel: 'About Us',
    heading: 'Your Partner in Practical Digital Transformation',
    title: 'About Us | Elevate SaaS Solutions',
  },
  {
    path: '/healthcare',
    navLabel: 'HealthCare',
    footerLabel: 'HealthCare',
    heading: 'Healthcare Software That Puts Patients First',
    title: 'Healthcare Software Solutions | Elevate SaaS Solutions',
  },
  {
    path: '/finance',
    navLabel: 'Finance',
    footerLabel: 'Finance',
    heading: 'Secure Software for Financial Services',
    title: 'Financial Services Software | Elevate SaaS Solutions',
  },
  {
    path: '/compliance',
    navLabel: 'Compliance',
    footerLabel: 'Compliance',
    heading: 'Stay Compliant Without the Paperwork',
    title: 'Compliance Management Solutions | Elevate SaaS Solutions',
  },
  {
    path: '/salesforce',
    navLabel: 'Salesforce',
    footerLabel: 'Salesforce',
    heading: 'Get More From Salesforce',
    title: 'Salesforce Consulting | Elevate SaaS Solutions',
  },
  {
    path: '/privacy-policy',
    footerLabel: 'Privacy Policy',
    heading: 'Privacy Policy',
    title: 'Privacy Policy | Elevate SaaS Solutions',
  },
  {
    path: '/cookies-policy',
    footerLabel: 'Cookies Policy',
    heading: 'Cookies Policy',
    title: 'Cookies Policy | Elevate SaaS Solutions',
  },
];
