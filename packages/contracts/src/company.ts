/**
 * The company behind the site, defined once. The header, footer, page titles, contact details
 * and policies all read from here, so a change of phone number is a one-line change.
 */
export interface PostalAddress {
  street: string;
  city: string;
  postcode: string;
  country: string;
}

export interface Company {
  /** Trading name, used in page titles and the header. */
  name: string;
  /** Registered name, used in the copyright line and the policies. */
  legalName: string;
  /** One or two sentences that introduce the company (footer). */
  blurb: string;
  email: string;
  /** Phone number as people read it. */
  phone: string;
  address: PostalAddress;
  /** Year shown in the footer's copyright line. */
  copyrightYear: number;
}

export const company: Company = {
  name: 'Elevate SaaS Solutions',
  legalName: 'Elevate SaaS Solutions Ltd',
  blurb:
    'Custom-built and ready-made software, cost-effective CRM and digital transformation for ' +
    'small and growing businesses in healthcare, finance and regulated industries.',
  email: 'hello@elevatesaas.co.uk',
  phone: '+44 20 7946 0321',
  address: {
    street: '120 Moorgate',
    city: 'London',
    postcode: 'EC2M 6UR',
    country: 'United Kingdom',
  },
  copyrightYear: 2024,
};

/** `tel:` link for the company phone number (digits and a leading plus only). */
export const phoneHref = (phone: string = company.phone): string =>
  `tel:${phone.replace(/[^\d+]/g, '')}`;

/** `mailto:` link for the company email address. */
export const emailHref = (email: string = company.email): string => `mailto:${email}`;

/** Document title for a page: "{page} | {company}". */
export const pageTitle = (page: string): string => `${page} | ${company.name}`;

/**
 * Structured data for the home page (schema.org): the company as an Organization, and the site
 * as a WebSite, at the site's public URL.
 */
export function companyStructuredData(siteUrl: string) {
  const url = `${siteUrl}/`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
      legalName: company.legalName,
      url,
      logo: `${siteUrl}/apple-touch-icon.png`,
      email: company.email,
      telephone: company.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.address.street,
        addressLocality: company.address.city,
        postalCode: company.address.postcode,
        addressCountry: 'GB',
      },
    },
    { '@context': 'https://schema.org', '@type': 'WebSite', name: company.name, url },
  ];
}
