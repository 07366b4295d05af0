import type { LegalDocument } from './types';

export const cookiesPolicy: LegalDocument = {
  meta: {
    title: 'Cookies Policy',
    description:
      'What cookies are, which essential, performance and functional cookies this website uses, ' +
      'and how you can manage them.',
  },
  title: 'Cookies Policy',
  summary: 'Which cookies this website uses, why, and how you can control them.',
  lastUpdated: 'January 2024',
  sections: [
    {
      title: 'What Are Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Cookies are small text files that a website stores on your device when you visit ' +
            'it. They let the site remember your actions and preferences over time, and help ' +
            'its owner understand how the site is used. Similar technologies such as local ' +
            'storage are covered by this policy too.',
        },
      ],
    },
    {
      title: 'Types of Cookies We Use',
      blocks: [
        {
          kind: 'subsection',
          title: 'Essential Cookies',
          text:
            'Needed for the website to work and to keep it secure, for example to protect our ' +
            'contact form from spam. They cannot be switched off in our systems. When we try a ' +
            'new version of part of the website with some visitors first, a cookie named ' +
            'site_bucket (a random number that says nothing about you) keeps you on the same ' +
            'version for 30 days; a preview link we send a colleague sets site_preview for them.',
        },
        {
          kind: 'subsection',
          title: 'Performance Cookies',
          text:
            'Help us understand how visitors use the website, such as which pages are visited ' +
            'most, so we can improve it. The information is aggregated and does not identify ' +
            'you. We also measure how quickly a sample of pages load and whether they fail ' +
            'without any cookie: the page sends us timings and counts that identify neither ' +
            'you nor your device.',
        },
        {
          kind: 'subsection',
          title: 'Functional Cookies',
          text:
            'Remember choices you make, such as your preferences, to give you a more ' +
            'personalised experience.',
        },
      ],
    },
    {
      title: 'Managing Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'You can set your browser to block or alert you about cookies, and delete cookies ' +
            'that have already been stored. The help pages of your browser explain how. If you ' +
            'block essential cookies, some parts of the website may not work.',
        },
      ],
    },
    {
      title: 'Third-Party Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Some cookies are set by services we use on our pages. Our contact form is ' +
            'protected by Google reCAPTCHA, which sets cookies to tell people and automated ' +
            "software apart; Google's own privacy policy and terms apply to it. We do not " +
            'allow advertising cookies on this website.',
        },
      ],
    },
    {
      title: 'Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you have any questions about our use of cookies, please contact us:',
        },
        { kind: 'contact-details' },
      ],
    },
  ],
};
