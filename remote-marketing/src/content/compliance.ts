import {
  BookOpenCheck,
  ClipboardCheck,
  Cpu,
  Factory,
  FileLock2,
  FileSearch,
  Gauge,
  HeartPulse,
  Landmark,
  Scale,
} from 'lucide-react';
import { freeQuote } from './calls-to-action';
import type { MarketingPageContent } from './types';

export const compliancePage: MarketingPageContent<'cards'> = {
  meta: {
    title: 'Compliance Management Solutions',
    description:
      'Regulatory compliance, risk assessment, audit, policy, data protection and training ' +
      'software for healthcare, financial services, manufacturing and technology firms.',
  },
  hero: {
    eyebrow: 'Compliance',
    title: 'Stay Compliant Without the Paperwork',
    intro:
      'Software that tracks your obligations, evidences your controls and keeps you ready for ' +
      'the next audit, whatever your sector.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'Our Compliance Solutions',
      intro: 'Everything you need to meet your obligations and prove it.',
      cards: [
        {
          icon: Scale,
          title: 'Regulatory Compliance Management',
          description:
            'A live register of the regulations that apply to you, mapped to owners, controls and ' +
            'deadlines, with reminders before anything lapses.',
        },
        {
          icon: Gauge,
          title: 'Risk Assessment',
          description:
            'Structured assessments that score likelihood and impact, record mitigations and show ' +
            'how your risk profile changes over time.',
        },
        {
          icon: FileSearch,
          title: 'Audit Management',
          description:
            'Plan audits, collect evidence and track findings to closure, with a complete trail ' +
            'that internal and external auditors can follow.',
        },
        {
          icon: ClipboardCheck,
          title: 'Policy Management',
          description:
            'Version-controlled policies with approval workflows and staff attestations, so you ' +
            'know who has read what and when.',
        },
        {
          icon: FileLock2,
          title: 'Data Protection & Privacy',
          description:
            'Records of processing, subject access requests and breach logs managed in line with ' +
            'UK GDPR and the Data Protection Act 2018.',
        },
        {
          icon: BookOpenCheck,
          title: 'Compliance Training',
          description:
            'Assign, deliver and track mandatory training, with automatic reminders and reports ' +
            'ready for your regulator.',
        },
      ],
    },
    {
      kind: 'cards',
      columns: 4,
      title: 'Industries We Support',
      intro: 'Compliance tools shaped by the rules of your sector.',
      cards: [
        {
          icon: HeartPulse,
          title: 'Healthcare',
          description: 'CQC readiness, clinical governance and patient data protection.',
        },
        {
          icon: Landmark,
          title: 'Financial Services',
          description: 'FCA conduct rules, Consumer Duty, anti-money-laundering and SOX controls.',
        },
        {
          icon: Factory,
          title: 'Manufacturing',
          description:
            'Health and safety, ISO 9001 and ISO 14001 quality and environmental systems.',
        },
        {
          icon: Cpu,
          title: 'Technology',
          description:
            'ISO 27001, SOC 2 and Cyber Essentials evidence for security-minded clients.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Make Your Next Audit the Easiest Yet',
    intro:
      'Tell us which regulations you work under and how you manage them today. We will send a ' +
      'free, no-obligation quote.',
    primary: freeQuote,
  },
};
