import { screen, within } from '@testing-library/react';
import { frameLinks, type FooterColumn } from '../frame-links';
import { renderPage } from '../../../test/render';
import { SiteFooter } from './SiteFooter';

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** A footer column's links: the frame's (whose test holds them to the specification). */
const columnOf = (column: FooterColumn) =>
  frameLinks.flatMap((link) =>
    'footer' in link && link.footer === column ? [[link.label, link.path]] : [],
  );

describe('SiteFooter', () => {
  beforeEach(async () => {
    await renderPage(<SiteFooter />);
  });

  it('introduces the company', () => {
    expect(screen.getByText(/Custom-built and ready-made software/)).toBeInTheDocument();
  });

  it('links the four services', () => {
    expect(linksOf('Services')).toEqual(columnOf('services'));
    expect(linksOf('Services')).toContainEqual(['HealthCare', '/healthcare']);
  });

  it('links the company pages', () => {
    expect(linksOf('Company')).toEqual(columnOf('company'));
  });

  it('shows the 2024 copyright and links both policies', () => {
    expect(screen.getByText(/© 2024 Elevate SaaS Solutions Ltd/)).toBeInTheDocument();
    expect(linksOf('Legal')).toEqual(columnOf('legal'));
  });
});
