import { Award, Lightbulb, Target, UsersRound } from 'lucide-react';
import storyImage from '../assets/images/about-our-story.webp';
import type { MarketingPageContent } from './types';

export const aboutPage: MarketingPageContent<'story' | 'checklist' | 'cards'> = {
  meta: {
    title: 'About Us',
    description:
      'Who we are: a UK software partner helping small and growing businesses in healthcare, ' +
      'finance and regulated industries get more from SaaS, CRM and Salesforce.',
  },
  hero: {
    eyebrow: 'About Us',
    title: 'Your Partner in Practical Digital Transformation',
    intro:
      'We help small and growing businesses choose, build and run the software that moves them ' +
      'forward, and we stay with them long after go-live.',
  },
  sections: [
    {
      kind: 'story',
      align: 'start',
      title: 'Our Story',
      paragraphs: [
        'We started with a simple observation: the businesses that would benefit most from modern ' +
          'software were often the ones least well served by it. Enterprise systems were too ' +
          'expensive and too complex, while off-the-shelf tools rarely fitted the realities of a ' +
          'GP practice, a wealth manager or a compliance team.',
        'So we built a consultancy around the middle ground. We configure proven platforms such as ' +
          'Salesforce where they fit, build custom software where they do not, and connect the two ' +
          'so that information flows without retyping.',
        'Today our London-based team of consultants, developers and support specialists works with ' +
          'clients across healthcare, financial services and regulated industries, delivering ' +
          'cost-effective CRM systems and digital transformation that pays for itself.',
      ],
      image: {
        src: storyImage,
        alt: 'Illustration of two colleagues on either side of a laptop showing a business dashboard',
        width: 640,
        height: 440,
      },
    },
    {
      kind: 'checklist',
      width: 'narrow',
      align: 'start',
      title: 'Why Choose Us',
      points: [
        {
          title: 'Specialists in regulated industries',
          description:
            'We know the rules of healthcare and financial services, from UK GDPR to PCI DSS, and ' +
            'design for them from the start.',
        },
        {
          title: 'Transparent, fixed-price proposals',
          description:
            'You know the cost and the scope before work begins, with no surprise invoices at the ' +
            'end of the month.',
        },
        {
          title: 'Certified Salesforce expertise',
          description:
            'Our consultants hold current Salesforce certifications and have delivered projects ' +
            'across Sales, Service and Marketing Cloud.',
        },
        {
          title: 'Security by design',
          description:
            'Encryption, access control and audit trails are part of every build, not an optional ' +
            'extra.',
        },
        {
          title: 'A long-term, UK-based partnership',
          description:
            'The people who build your system support it, on UK business hours, for as long as you ' +
            'need us.',
        },
      ],
    },
    {
      kind: 'cards',
      columns: 4,
      title: 'Our Values',
      intro: 'Four commitments that guide every project we take on.',
      cards: [
        {
          icon: Target,
          title: 'Mission Driven',
          description:
            'Our purpose is to make capable, affordable software available to every growing ' +
            'business, not only to those with enterprise budgets.',
        },
        {
          icon: Lightbulb,
          title: 'Innovation First',
          description:
            'We keep up with the platforms we recommend and bring new ideas to each engagement, ' +
            'adopting new technology when it serves you, not for its own sake.',
        },
        {
          icon: UsersRound,
          title: 'Client Focused',
          description:
            'We listen before we propose, explain without jargon and measure our success by the ' +
            'results you see.',
        },
        {
          icon: Award,
          title: 'Quality Excellence',
          description:
            'Tested code, documented configuration and careful data migration: work that keeps ' +
            'working long after launch day.',
        },
      ],
    },
  ],
};
