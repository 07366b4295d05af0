import { aboutPage } from './about';
import { compliancePage } from './compliance';
import { cookiesPolicy } from './cookies-policy';
import { financePage } from './finance';
import { healthcarePage } from './healthcare';
import { homePage } from './home';
import { privacyPolicy } from './privacy-policy';
import { salesforcePage } from './salesforce';
import type { MarketingPageContent, PageSectionContent } from './types';

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

/** What a section lists: its cards' titles, its points, or its badges' labels. */
function listed(section: PageSectionContent): string[] {
  switch (section.kind) {
    case 'cards':
    case 'industries':
      return titles(section.cards);
    case 'checklist':
      return section.points.map((point) => (typeof point === 'string' ? point : point.title));
    case 'badges':
      return section.badges.map((badge) => badge.label);
    case 'story':
      return [];
  }
}

/**
 * Each marketing page's sections in order (docs/product.md, "Marketing pages"), with what each
 * lists: the names where the product names them, how many where it counts them.
 */
const pages: [string, MarketingPageContent, [string, readonly string[] | number][]][] = [
  [
    'Home',
    homePage,
    [
      [
        'Technology That Works as Hard as You Do',
        [
          'Cost-Effective CRM',
          'Digital Transformation',
          'Salesforce Solutions',
          'Industry Expertise',
        ],
      ],
      ['Industries We Serve', ['Healthcare', 'Finance', 'Compliance']],
    ],
  ],
  [
    'About',
    aboutPage,
    [
      ['Our Story', 0],
      ['Why Choose Us', 5],
      [
        'Our Values',
        ['Mission Driven', 'Innovation First', 'Client Focused', 'Quality Excellence'],
      ],
    ],
  ],
  [
    'Healthcare',
    healthcarePage,
    [
      [
        'Our Healthcare Solutions',
        [
          'Patient Management Systems',
          'Electronic Health Records',
          'HIPAA Compliance',
          'Healthcare Analytics',
          'Telemedicine Solutions',
          'Care Coordination',
        ],
      ],
      ['Benefits for Your Organisation', 6],
    ],
  ],
  [
    'Finance',
    financePage,
    [
      [
        'Our Financial Solutions',
        [
          'Financial Management',
          'Analytics & Reporting',
          'Payment Processing',
          'Risk Management',
          'Investment Management',
          'Banking Solutions',
        ],
      ],
      ['Built for Compliance', ['SOX', 'PCI DSS', 'GDPR Ready']],
    ],
  ],
  [
    'Compliance',
    compliancePage,
    [
      ['Our Compliance Solutions', 6],
      [
        'Industries We Support',
        ['Healthcare', 'Financial Services', 'Manufacturing', 'Technology'],
      ],
    ],
  ],
  [
    'Salesforce',
    salesforcePage,
    [
      ['Our Salesforce Services', 6],
      ['Salesforce Products We Work With', 6],
      ['Why Choose Us for Salesforce', 4],
    ],
  ],
];

describe.each(pages)('%s content', (_name, page, sections) => {
  it('has its sections in order, each listing what the product names or counts', () => {
    expect(titles(page.sections)).toEqual(sections.map(([title]) => title));
    page.sections.forEach((section, index) => {
      const expected = sections[index]![1];
      const items = listed(section);
      if (typeof expected === 'number') expect(items).toHaveLength(expected);
      else expect(items).toEqual(expected);
    });
  });
});

describe('calls to action', () => {
  it('Home: a free quote and an about button in the hero', () => {
    expect(homePage.hero.title).toMatch(/Elevate Your Business with .*SaaS/);
    expect(homePage.hero.primary).toEqual({ label: 'Get a Free Quote', to: '/contact' });
    expect(homePage.hero.secondary?.to).toBe('/about');
  });

  it('Home: closes with a free consultation and a Salesforce button', () => {
    expect(homePage.callToAction?.primary).toEqual({
      label: 'Request Free Consultation',
      to: '/contact',
    });
    expect(homePage.callToAction?.secondary?.to).toBe('/salesforce');
  });

  it.each([
    ['Healthcare', healthcarePage],
    ['Finance', financePage],
    ['Compliance', compliancePage],
  ])('%s: closes with a free quote', (_name, page) => {
    expect(page.callToAction?.primary).toEqual({ label: 'Get a Free Quote', to: '/contact' });
  });

  it('Salesforce: a start button to the contact page', () => {
    expect(salesforcePage.callToAction?.primary.to).toBe('/contact');
    expect(salesforcePage.callToAction?.primary.label).toMatch(/^Start/);
  });
});

describe('Home industries', () => {
  it('each is an image card, described, linking to its page', () => {
    const industries = homePage.sections[1];
    if (industries?.kind !== 'industries')
      throw new Error('Industries We Serve is not image cards');
    expect(industries.cards.map(({ to }) => to)).toEqual([
      '/healthcare',
      '/finance',
      '/compliance',
    ]);
    for (const { image } of industries.cards) {
      expect(image.alt).not.toHaveLength(0);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });
});

describe.each([
  [
    'privacy policy',
    privacyPolicy,
    [
      'Information We Collect',
      'How We Use Your Information',
      'Information Sharing',
      'Data Security',
      'Your Rights',
      'Contact Us',
    ],
  ],
  [
    'cookies policy',
    cookiesPolicy,
    [
      'What Are Cookies',
      'Types of Cookies We Use',
      'Managing Cookies',
      'Third-Party Cookies',
      'Contact Us',
    ],
  ],
])('%s', (_name, policy, sections) => {
  it('is dated January 2024 and has its sections in order, ending with the contact details', () => {
    expect(policy.lastUpdated).toBe('January 2024');
    expect(titles(policy.sections)).toEqual(sections);
    expect(policy.sections.at(-1)?.blocks).toContainEqual({ kind: 'contact-details' });
  });
});

it('the cookies policy names the three types of cookie', () => {
  const types = cookiesPolicy.sections[1]?.blocks.flatMap((block) =>
    block.kind === 'subsection' ? [block.title] : [],
  );
  expect(types).toEqual(['Essential Cookies', 'Performance Cookies', 'Functional Cookies']);
});
