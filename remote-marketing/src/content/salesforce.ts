import {
  BadgeCheck,
  Blocks,
  Cable,
  ChartPie,
  Code,
  DatabaseZap,
  GraduationCap,
  Handshake,
  Headset,
  LifeBuoy,
  Megaphone,
  MessagesSquare,
  Route,
  ShoppingCart,
  TrendingUp,
  UsersRound,
} from 'lucide-react';
import type { MarketingPageContent } from './types';

export const salesforcePage: MarketingPageContent<'cards'> = {
  meta: {
    title: 'Salesforce Consulting',
    description:
      'Salesforce implementation, custom development, integration, data migration, training and ' +
      'support across Sales, Service, Marketing, Commerce, Community and Analytics Cloud.',
  },
  hero: {
    eyebrow: 'Salesforce',
    title: 'Get More From Salesforce',
    intro:
      'Certified consultants who implement, extend and support Salesforce so that it fits your ' +
      'business and your team actually enjoys using it.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'Our Salesforce Services',
      intro: 'From a first implementation to a mature, multi-cloud platform.',
      cards: [
        {
          icon: Blocks,
          title: 'Salesforce Implementation',
          description:
            'A structured rollout: discovery, configuration, testing and launch, delivered in ' +
            'short stages so you see value early.',
        },
        {
          icon: Code,
          title: 'Custom Development',
          description:
            'Apex, Lightning Web Components and Flows for the processes that standard ' +
            'configuration cannot cover.',
        },
        {
          icon: Cable,
          title: 'Integration Services',
          description:
            'Connect Salesforce to your finance, marketing and operational systems so data flows ' +
            'without double entry.',
        },
        {
          icon: DatabaseZap,
          title: 'Data Migration',
          description:
            'Clean, de-duplicated and validated migration from spreadsheets or legacy CRMs, ' +
            'rehearsed before the real move.',
        },
        {
          icon: GraduationCap,
          title: 'Training & Adoption',
          description:
            'Role-based training, guides and champions programmes that turn a new system into a ' +
            'daily habit.',
        },
        {
          icon: LifeBuoy,
          title: 'Support & Optimisation',
          description:
            'Ongoing administration, release management and health checks that keep your org ' +
            'fast, secure and up to date.',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Salesforce Products We Work With',
      intro: 'We help you choose the right clouds and make them work together.',
      cards: [
        {
          icon: TrendingUp,
          title: 'Sales Cloud',
          description:
            'Manage leads, opportunities and forecasts, and give your sales team a clear view of ' +
            'every deal.',
        },
        {
          icon: Headset,
          title: 'Service Cloud',
          description:
            'Resolve customer cases faster across phone, email, chat and self-service, with a ' +
            'full history at hand.',
        },
        {
          icon: Megaphone,
          title: 'Marketing Cloud',
          description:
            'Personalised email, SMS and advertising journeys driven by what you know about each ' +
            'customer.',
        },
        {
          icon: ShoppingCart,
          title: 'Commerce Cloud',
          description:
            'Online storefronts for B2B and B2C buyers, connected to your stock, pricing and ' +
            'customer data.',
        },
        {
          icon: MessagesSquare,
          title: 'Community Cloud',
          description:
            'Branded portals where customers, partners and members find answers and collaborate ' +
            '(now called Experience Cloud).',
        },
        {
          icon: ChartPie,
          title: 'Analytics Cloud',
          description:
            'Interactive dashboards and AI-assisted insights built on your Salesforce and external ' +
            'data (CRM Analytics).',
        },
      ],
    },
    {
      kind: 'cards',
      columns: 4,
      title: 'Why Choose Us for Salesforce',
      cards: [
        {
          icon: BadgeCheck,
          title: 'Certified Experts',
          description:
            'Administrators, developers and consultants with current Salesforce certifications.',
        },
        {
          icon: Route,
          title: 'Proven Delivery Approach',
          description:
            'A tried and tested method with fixed scope, clear milestones and no surprises.',
        },
        {
          icon: UsersRound,
          title: 'Industry Knowledge',
          description:
            'Experience of Salesforce in healthcare, financial services and regulated industries.',
        },
        {
          icon: Handshake,
          title: 'Support After Go-Live',
          description: 'The team that built your org stays with you to support and improve it.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Ready to Transform Your Salesforce?',
    intro:
      'Whether you are new to Salesforce or want more from the org you have, we would love to ' +
      'hear about it.',
    primary: { label: 'Start Your Salesforce Journey', to: '/contact' },
  },
};
