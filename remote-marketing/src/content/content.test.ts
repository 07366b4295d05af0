import { aboutValues, aboutWhyChooseUs } from './about';
import { complianceCallToAction, complianceIndustries, complianceServices } from './compliance';
import { cookiesPolicy } from './cookies-policy';
import { financeCallToAction, financeCompliance, financeServices } from './finance';
import { healthcareBenefits, healthcareCallToAction, healthcareServices } from './healthcare';
import { homeClosing, homeHero, homeIndustries, homeValues } from './home';
import { privacyPolicy } from './privacy-policy';
import {
  salesforceCallToAction,
  salesforceProducts,
  salesforceReasons,
  salesforceServices,
} from './salesforce';

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('Home content', () => {
  it('has a hero about elevating business with SaaS, with a free quote and an about button', () => {
    expect(homeHero.title).toMatch(/Elevate Your Business with .*SaaS/);
    expect(homeHero.primary).toEqual({ label: 'Get a Free Quote', to: '/contact' });
    expect(homeHero.secondary.to).toBe('/about');
  });

  it('has the four value cards', () => {
    expect(titles(homeValues.cards)).toEqual([
      'Cost-Effective CRM',
      'Digital Transformation',
      'Salesforce Solutions',
      'Industry Expertise',
    ]);
  });

  it('serves three industries, each an image card linking to its page', () => {
    expect(homeIndustries.title).toBe('Industries We Serve');
    expect(homeIndustries.cards.map(({ title, to }) => [title, to])).toEqual([
      ['Healthcare', '/healthcare'],
      ['Finance', '/finance'],
      ['Compliance', '/compliance'],
    ]);
    for (const { image } of homeIndustries.cards) {
      expect(image.alt).not.toHaveLength(0);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });

  it('closes with a free consultation and a Salesforce button', () => {
    expect(homeClosing.primary).toEqual({ label: 'Request Free Consultation', to: '/contact' });
    expect(homeClosing.secondary?.to).toBe('/salesforce');
  });
});

describe('About content', () => {
  it('gives five reasons to choose us', () => {
    expect(aboutWhyChooseUs.title).toBe('Why Choose Us');
    expect(aboutWhyChooseUs.points).toHaveLength(5);
  });

  it('has the four values cards', () => {
    expect(titles(aboutValues.cards)).toEqual([
      'Mission Driven',
      'Innovation First',
      'Client Focused',
      'Quality Excellence',
    ]);
  });
});

describe('Healthcare content', () => {
  it('has the six service cards of the product description', () => {
    expect(titles(healthcareServices.cards)).toEqual([
      'Patient Management Systems',
      'Electronic Health Records',
      'HIPAA Compliance',
      'Healthcare Analytics',
      'Telemedicine Solutions',
      'Care Coordination',
    ]);
  });

  it('lists six benefits and asks for a quote', () => {
    expect(healthcareBenefits.points).toHaveLength(6);
    expect(healthcareCallToAction.primary).toEqual({ label: 'Get a Free Quote', to: '/contact' });
  });
});

describe('Finance content', () => {
  it('has the six service cards of the product description', () => {
    expect(titles(financeServices.cards)).toEqual([
      'Financial Management',
      'Analytics & Reporting',
      'Payment Processing',
      'Risk Management',
      'Investment Management',
      'Banking Solutions',
    ]);
  });

  it('shows the SOX, PCI DSS and GDPR ready badges and asks for a quote', () => {
    expect(financeCompliance.badges.map((badge) => badge.label)).toEqual([
      'SOX',
      'PCI DSS',
      'GDPR Ready',
    ]);
    expect(financeCallToAction.primary).toEqual({ label: 'Get a Free Quote', to: '/contact' });
  });
});

describe('Compliance content', () => {
  it('has six service cards and the four industries', () => {
    expect(complianceServices.cards).toHaveLength(6);
    expect(titles(complianceIndustries.cards)).toEqual([
      'Healthcare',
      'Financial Services',
      'Manufacturing',
      'Technology',
    ]);
    expect(complianceCallToAction.primary).toEqual({ label: 'Get a Free Quote', to: '/contact' });
  });
});

describe('Salesforce content', () => {
  it('has six services, the six clouds, four reasons and a start button', () => {
    expect(salesforceServices.cards).toHaveLength(6);
    expect(titles(salesforceProducts.cards)).toEqual([
      'Sales Cloud',
      'Service Cloud',
      'Marketing Cloud',
      'Commerce Cloud',
      'Community Cloud',
      'Analytics Cloud',
    ]);
    expect(salesforceReasons.cards).toHaveLength(4);
    expect(salesforceCallToAction.primary.to).toBe('/contact');
    expect(salesforceCallToAction.primary.label).toMatch(/^Start/);
  });
});

describe('policies', () => {
  it('privacy policy: last updated January 2024, six sections, ending with contact details', () => {
    expect(privacyPolicy.lastUpdated).toBe('January 2024');
    expect(titles(privacyPolicy.sections)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Information Sharing',
      'Data Security',
      'Your Rights',
      'Contact Us',
    ]);
    expect(privacyPolicy.sections.at(-1)?.blocks).toContainEqual({ kind: 'contact-details' });
  });

  it('cookies policy: last updated January 2024, the cookie types, managing, third parties, contact', () => {
    expect(cookiesPolicy.lastUpdated).toBe('January 2024');
    expect(titles(cookiesPolicy.sections)).toEqual([
      'What Are Cookies',
      'Types of Cookies We Use',
      'Managing Cookies',
      'Third-Party Cookies',
      'Contact Us',
    ]);
    const types = cookiesPolicy.sections[1]?.blocks.flatMap((block) =>
      block.kind === 'subsection' ? [block.title] : [],
    );
    expect(types).toEqual(['Essential Cookies', 'Performance Cookies', 'Functional Cookies']);
    expect(cookiesPolicy.sections.at(-1)?.blocks).toContainEqual({ kind: 'contact-details' });
  });
});
