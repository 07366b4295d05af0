import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderPage } from '../../../test/render';
import AboutPage from './AboutPage';
import CompliancePage from './CompliancePage';
import CookiesPolicyPage from './CookiesPolicyPage';
import FinancePage from './FinancePage';
import HealthcarePage from './HealthcarePage';
import HomePage from './HomePage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import SalesforcePage from './SalesforcePage';

const pages: [string, ComponentType, string][] = [
  ['Home', HomePage, 'SaaS Solutions for Growing Businesses'],
  ['About', AboutPage, 'About Us'],
  ['HealthCare', HealthcarePage, 'Healthcare Software Solutions'],
  ['Finance', FinancePage, 'Financial Services Software'],
  ['Compliance', CompliancePage, 'Compliance Management Solutions'],
  ['Salesforce', SalesforcePage, 'Salesforce Consulting'],
  ['Privacy Policy', PrivacyPolicyPage, 'Privacy Policy'],
  ['Cookies Policy', CookiesPolicyPage, 'Cookies Policy'],
];

describe.each(pages)('%s page', (_name, Page, title) => {
  beforeEach(async () => {
    await renderPage(<Page />);
  });

  it('has exactly one h1 and sets its document title', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title} | Elevate SaaS Solutions`);
  });

  it('describes every image', () => {
    for (const image of screen.queryAllByRole('img')) {
      expect(image).toHaveAttribute('alt');
      expect(image.getAttribute('alt')).not.toBe('');
    }
  });
});

const region = (name: string) => within(screen.getByRole('region', { name }));
const cardTitles = (sectionName: string) =>
  region(sectionName)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
/** Where the link of that name leads. */
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('what the pages show', () => {
  it('Home: hero buttons, four value cards, three industry links and the closing buttons', async () => {
    await renderPage(<HomePage />);
    expect(hrefOf('Get a Free Quote')).toBe('/contact');
    expect(hrefOf('Learn More About Us')).toBe('/about');
    expect(cardTitles('Technology That Works as Hard as You Do')).toHaveLength(4);
    const industries = region('Industries We Serve');
    expect(
      industries.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Healthcare', '/healthcare'],
      ['Finance', '/finance'],
      ['Compliance', '/compliance'],
    ]);
    expect(industries.getAllByRole('img')).toHaveLength(3);
    expect(hrefOf('Request Free Consultation')).toBe('/contact');
    expect(hrefOf('Explore Salesforce Solutions')).toBe('/salesforce');
  });

  it('About: Our Story, five reasons and four values', async () => {
    await renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    expect(region('Why Choose Us').getAllByRole('listitem')).toHaveLength(5);
    expect(cardTitles('Our Values')).toEqual([
      'Mission Driven',
      'Innovation First',
      'Client Focused',
      'Quality Excellence',
    ]);
  });

  it('Finance: six services, three badges and the quote button', async () => {
    await renderPage(<FinancePage />);
    expect(cardTitles('Our Financial Solutions')).toHaveLength(6);
    expect(region('Built for Compliance').getAllByRole('listitem')).toHaveLength(3);
    expect(hrefOf('Get a Free Quote')).toBe('/contact');
  });

  it('Salesforce: the start button leads to the contact page', async () => {
    await renderPage(<SalesforcePage />);
    expect(cardTitles('Salesforce Products We Work With')).toHaveLength(6);
    expect(cardTitles('Why Choose Us for Salesforce')).toHaveLength(4);
    expect(hrefOf('Start Your Salesforce Journey')).toBe('/contact');
  });

  it('Privacy Policy: last updated January 2024 and the privacy contact address', async () => {
    await renderPage(<PrivacyPolicyPage />);
    expect(screen.getByText('Last updated: January 2024')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(hrefOf('hello@elevatesaas.co.uk')).toBe('mailto:hello@elevatesaas.co.uk');
  });

  it('Privacy Policy: says what the newsletter keeps, for how long, on what basis, in its six sections', async () => {
    await renderPage(<PrivacyPolicyPage />);
    const section = (name: string) =>
      screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d\\. ${name}$`) })
        .parentElement!;
    expect(section('Information We Collect')).toHaveTextContent(
      'your email address, the wording you agreed to, and when you asked to subscribe, when you confirmed and when you unsubscribed',
    );
    expect(section('How We Use Your Information')).toHaveTextContent(
      'Privacy and Electronic Communications Regulations and UK GDPR',
    );
    expect(section('Information Sharing')).toHaveTextContent(
      'We do not share your newsletter sign-up with anyone',
    );
    const security = section('Data Security');
    expect(security).toHaveTextContent('deleted 30 days after you made it');
    expect(security).toHaveTextContent(
      'for 1 year, as proof that we stopped, and then delete them',
    );
    expect(security).toHaveTextContent('deleted 7 days after they are sent');
    expect(section('Your Rights')).toHaveTextContent('the unsubscribe link in every email');
  });
});
