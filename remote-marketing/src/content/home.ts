import { BadgeCheck, Blocks, Cloud, PiggyBank } from 'lucide-react';
import complianceImage from '../assets/images/industry-compliance.webp';
import financeImage from '../assets/images/industry-finance.webp';
import healthcareImage from '../assets/images/industry-healthcare.webp';
import { freeQuote } from './calls-to-action';
import type { MarketingPageContent } from './types';

export const homePage: MarketingPageContent<'cards' | 'industries'> = {
  meta: {
    title: 'SaaS Solutions for Growing Businesses',
    description:
      'Custom-built and ready-made software, cost-effective CRM systems and Salesforce consulting ' +
      'for UK businesses in healthcare, finance and compliance. Request a free quote.',
  },
  hero: {
    eyebrow: 'Software as a service for UK businesses',
    title: 'Elevate Your Business with Smart SaaS Solutions',
    intro:
      'Custom-built and ready-made software, cost-effective CRM systems and digital ' +
      'transformation for small businesses in healthcare, finance and regulated industries.',
    primary: freeQuote,
    secondary: { label: 'Learn More About Us', to: '/about' },
  },
  sections: [
    {
      kind: 'cards',
      columns: 4,
      title: 'Technology That Works as Hard as You Do',
      intro:
        'We combine proven platforms with custom development, so you pay for what you need and get ' +
        'software that fits the way you work.',
      cards: [
        {
          icon: PiggyBank,
          title: 'Cost-Effective CRM',
          description:
            'CRM systems sized and priced for small businesses: leads, customers and follow-ups in ' +
            'one place, without enterprise licence fees or features you will never use.',
        },
        {
          icon: Cloud,
          title: 'Digital Transformation',
          description:
            'Replace spreadsheets and paper forms with connected cloud tools, introduced step by ' +
            'step so your team keeps working while everything gets easier.',
        },
        {
          icon: Blocks,
          title: 'Salesforce Solutions',
          description:
            'Implementation, customisation and support from certified consultants who make ' +
            'Salesforce fit your processes instead of the other way round.',
        },
        {
          icon: BadgeCheck,
          title: 'Industry Expertise',
          description:
            'Years of delivery in healthcare, financial services and regulated sectors, so data ' +
            'protection and compliance are designed in from day one.',
        },
      ],
    },
    {
      kind: 'industries',
      title: 'Industries We Serve',
      intro:
        'Deep knowledge of the regulations, workflows and pressures of the sectors we work in.',
      cards: [
        {
          title: 'Healthcare',
          description:
            'Patient management, electronic health records and telemedicine built around clinical ' +
            'workflows and the protection of patient data.',
          to: '/healthcare',
          image: {
            src: healthcareImage,
            alt: 'Illustration of a patient record with a heart-rate trace beside a medical heart symbol',
            width: 640,
            height: 400,
          },
        },
        {
          title: 'Finance',
          description:
            'Secure financial management, payments and reporting with the audit trails that ' +
            'regulators and auditors expect.',
          to: '/finance',
          image: {
            src: financeImage,
            alt: 'Illustration of a rising bar chart with a trend line beside stacks of coins',
            width: 640,
            height: 400,
          },
        },
        {
          title: 'Compliance',
          description:
            'Tools that track your obligations, evidence your controls and keep you audit-ready ' +
            'all year round.',
          to: '/compliance',
          image: {
            src: complianceImage,
            alt: 'Illustration of a ticked checklist beside a shield with a check mark',
            width: 640,
            height: 400,
          },
        },
      ],
    },
  ],
  callToAction: {
    title: 'Ready to Elevate Your Business?',
    intro:
      'Tell us where you are today and where you want to be. We will come back with practical ' +
      'options and a clear, fixed-price proposal, with no obligation.',
    primary: { label: 'Request Free Consultation', to: '/contact' },
    secondary: { label: 'Explore Salesforce Solutions', to: '/salesforce' },
  },
};
