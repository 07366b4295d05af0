import { company, emailHref, pageTitle, phoneHref } from './company';

describe('company details', () => {
  it('has a London postal address with street, city and postcode', () => {
    expect(company.address.city).toBe('London');
    expect(company.address.street).not.toHaveLength(0);
    expect(company.address.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
  });

  it('builds tel: and mailto: links that a phone or mail client accepts', () => {
    expect(phoneHref('+44 20 7946 0321')).toBe('tel:+442079460321');
    expect(emailHref('a@b.co.uk')).toBe('mailto:a@b.co.uk');
  });

  it('suffixes page titles with the company name', () => {
    expect(pageTitle('Finance')).toBe('Finance | Elevate SaaS Solutions');
  });

  it('shows the copyright year of the product description', () => {
    expect(company.copyrightYear).toBe(2024);
  });
});
