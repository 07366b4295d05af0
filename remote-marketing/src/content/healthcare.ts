import {
  ChartColumn,
  FileHeart,
  MonitorSmartphone,
  ShieldCheck,
  UserRoundCheck,
  Workflow,
} from 'lucide-react';
import { freeQuote } from './calls-to-action';
import type { MarketingPageContent } from './types';

export const healthcarePage: MarketingPageContent<'cards' | 'checklist'> = {
  meta: {
    title: 'Healthcare Software Solutions',
    description:
      'Patient management, electronic health records, HIPAA compliance, analytics, telemedicine ' +
      'and care coordination software for healthcare providers.',
  },
  hero: {
    eyebrow: 'HealthCare',
    title: 'Healthcare Software That Puts Patients First',
    intro:
      'Secure, compliant systems that cut administration, connect your teams and give clinicians ' +
      'the information they need, when they need it.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'Our Healthcare Solutions',
      intro: 'Six building blocks that we combine to suit clinics, practices and care providers.',
      cards: [
        {
          icon: UserRoundCheck,
          title: 'Patient Management Systems',
          description:
            'Registration, appointments, reminders and billing in one place, so front-desk teams ' +
            'spend less time on the phone and patients wait less.',
        },
        {
          icon: FileHeart,
          title: 'Electronic Health Records',
          description:
            'Complete, searchable patient records (EHR) available securely to the right people at ' +
            'the point of care, with every change recorded.',
        },
        {
          icon: ShieldCheck,
          title: 'HIPAA Compliance',
          description:
            'Systems built to HIPAA and UK GDPR standards: encryption, role-based access, audit ' +
            'logs and data-processing agreements that stand up to scrutiny.',
        },
        {
          icon: ChartColumn,
          title: 'Healthcare Analytics',
          description:
            'Dashboards on capacity, outcomes and waiting times that turn routine data into ' +
            'decisions about staffing, services and care quality.',
        },
        {
          icon: MonitorSmartphone,
          title: 'Telemedicine Solutions',
          description:
            'Video consultations, secure messaging and online forms that let patients see a ' +
            'clinician from home on any device.',
        },
        {
          icon: Workflow,
          title: 'Care Coordination',
          description:
            'Shared care plans, referrals and task lists that keep GPs, specialists and carers ' +
            'working from the same information.',
        },
      ],
    },
    {
      kind: 'checklist',
      columns: 2,
      title: 'Benefits for Your Organisation',
      intro: 'What our healthcare clients see after go-live.',
      points: [
        'Less time on administration and more time with patients',
        'Patient data protected by encryption, access control and audit trails',
        'A single, accurate view of every patient across your services',
        'Faster, better-informed clinical and operational decisions',
        'Remote care that patients find simple to use',
        'Systems that scale as your practice or service grows',
      ],
    },
  ],
  callToAction: {
    title: 'Ready to Modernise Your Healthcare Services?',
    intro:
      'Tell us about your organisation and the challenges you face. We will recommend a practical ' +
      'solution and send you a free, no-obligation quote.',
    primary: freeQuote,
  },
};
