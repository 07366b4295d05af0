import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { SiteFooter } from './SiteFooter';

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('SiteFooter', () => {
  beforeEach(async () => {
    await renderPage(<SiteFooter />);
  });

  it('introduces the company', () => {
    expect(screen.getByText(/Custom-built and ready-made software/)).toBeInTheDocument();
  });

  it('links the four services', () => {
    expect(linksOf('Services')).toEqual([
      ['HealthCare', '/healthcare'],
      ['Finance', '/finance'],
      ['Compliance', '/compliance'],
      ['Salesforce', '/salesforce'],
    ]);
  });

  it('links the company pages', () => {
    expect(linksOf('Company')).toEqual([
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Blogs', '/blogs'],
    ]);
  });

  it('shows the 2024 copyright and links both policies', () => {
    expect(screen.getByText(/© 2024 Elevate SaaS Solutions Ltd/)).toBeInTheDocument();
    expect(linksOf('Legal')).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Cookies Policy', '/cookies-policy'],
    ]);
  });
});
