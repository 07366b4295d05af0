import {
  ChartNoAxesCombined,
  CreditCard,
  Landmark,
  ShieldAlert,
  TrendingUp,
  Wallet,
} from 'lucide-react';
import { freeQuote } from './calls-to-action';
import type { MarketingPageContent } from './types';

export const financePage: MarketingPageContent<'cards' | 'badges'> = {
  meta: {
    title: 'Financial Services Software',
    description:
      'Financial management, analytics and reporting, payment processing, risk, investment and ' +
      'banking software with SOX, PCI DSS and GDPR-ready compliance.',
  },
  hero: {
    eyebrow: 'Finance',
    title: 'Secure Software for Financial Services',
    intro:
      'Reliable systems for firms that handle money and sensitive data: accurate, auditable and ' +
      'built to satisfy regulators from day one.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'Our Financial Solutions',
      intro: 'From day-to-day finance operations to client-facing platforms.',
      cards: [
        {
          icon: Wallet,
          title: 'Financial Management',
          description:
            'Budgeting, ledgers, approvals and month-end close in a system that removes manual ' +
            'reconciliation and gives a live view of your position.',
        },
        {
          icon: ChartNoAxesCombined,
          title: 'Analytics & Reporting',
          description:
            'Management information and regulatory reports produced automatically from a single ' +
            'source of truth, on time and consistent every period.',
        },
        {
          icon: CreditCard,
          title: 'Payment Processing',
          description:
            'Card, bank transfer and direct debit payments integrated securely, with tokenisation ' +
            'that keeps card data out of your systems.',
        },
        {
          icon: ShieldAlert,
          title: 'Risk Management',
          description:
            'Risk registers, controls testing and early-warning indicators that help you spot ' +
            'exposure before it becomes a loss.',
        },
        {
          icon: TrendingUp,
          title: 'Investment Management',
          description:
            'Portfolio tracking, client reporting and suitability records for advisers and wealth ' +
            'managers, in one secure platform.',
        },
        {
          icon: Landmark,
          title: 'Banking Solutions',
          description:
            'Onboarding, KYC checks and customer servicing tools for banks, building societies and ' +
            'lenders, connected to your core systems.',
        },
      ],
    },
    {
      kind: 'badges',
      title: 'Built for Compliance',
      intro: 'Our financial solutions are designed to meet the standards your auditors check.',
      badges: [
        {
          label: 'SOX',
          description: 'Controls and audit trails that support Sarbanes-Oxley financial reporting.',
        },
        {
          label: 'PCI DSS',
          description:
            'Payment flows designed to the Payment Card Industry Data Security Standard.',
        },
        {
          label: 'GDPR Ready',
          description:
            'Personal data handled lawfully under UK GDPR and the Data Protection Act 2018.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Strengthen Your Financial Operations',
    intro:
      'Talk to our finance specialists about your systems and obligations. We will send you a ' +
      'free, no-obligation quote.',
    primary: freeQuote,
  },
};
