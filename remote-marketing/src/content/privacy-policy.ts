import type { LegalDocument } from './types';

export const privacyPolicy: LegalDocument = {
  meta: {
    title: 'Privacy Policy',
    description:
      'How we collect, use, share and protect your personal information, and the rights you ' +
      'have over it under UK data protection law.',
  },
  title: 'Privacy Policy',
  summary:
    'How we collect, use and protect your personal information when you use this website or ' +
    'work with us.',
  lastUpdated: 'January 2024',
  sections: [
    {
      title: 'Information We Collect',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We collect the information you give us and a limited amount of information about ' +
            'how you use our website:',
        },
        {
          kind: 'list',
          items: [
            'Contact details such as your name, email address, company name and phone number ' +
              'when you send us a message or request a quote.',
            'The content of your enquiries and of our correspondence with you.',
            'If you sign up for our newsletter: your email address, the wording you agreed to, ' +
              'and when you asked to subscribe, when you confirmed and when you unsubscribed.',
            'Technical information such as your browser type, device and pages visited, ' +
              'collected through cookies as described in our Cookies Policy.',
            'For a sample of visits, how quickly each page loaded and responded and whether it ' +
              'failed in your browser, sent without a cookie and counted by page only: we do ' +
              'not store your IP address with it or use it to identify you.',
          ],
        },
      ],
    },
    {
      title: 'How We Use Your Information',
      blocks: [
        { kind: 'paragraph', text: 'We use your information only for clear purposes:' },
        {
          kind: 'list',
          items: [
            'To reply to your enquiries and prepare quotes and proposals (legitimate interests, ' +
              'or steps before entering a contract).',
            'To deliver and support the services you have engaged us for (contract).',
            'To send you our newsletter, only after you have confirmed your address with the ' +
              'link we email you (consent, under the Privacy and Electronic Communications ' +
              'Regulations and UK GDPR): a monthly digest by email of the posts we published on ' +
              'our blog that month, and nothing in a month without a new post. You can withdraw ' +
              'your consent at any time with the unsubscribe link in every newsletter email, and ' +
              'we stop at once. If your email provider permanently refuses our emails, we stop ' +
              'sending to your address and note it in the record of your consent.',
            'To keep our website secure and improve how it works (legitimate interests).',
            'To meet our legal and regulatory obligations (legal obligation).',
          ],
        },
      ],
    },
    {
      title: 'Information Sharing',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We do not sell your personal information. We share it only with service providers ' +
            'who help us run our business, such as hosting, email and CRM providers, under ' +
            'contracts that require them to protect it and use it only on our instructions. We ' +
            'may also disclose information where the law requires it.',
        },
        {
          kind: 'paragraph',
          text:
            'We do not share your newsletter sign-up with anyone: your email address and the ' +
            'record of your consent are used only to send you the newsletter and to show that ' +
            'you agreed to it.',
        },
        {
          kind: 'paragraph',
          text:
            'Where a provider processes data outside the UK, we make sure appropriate ' +
            'safeguards are in place, such as the UK International Data Transfer Agreement.',
        },
      ],
    },
    {
      title: 'Data Security',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We protect your information with technical and organisational measures including ' +
            'encryption in transit and at rest, access controls, staff training and regular ' +
            'security reviews. We keep personal information only for as long as we need it for ' +
            'the purposes above, and then delete or anonymise it.',
        },
        { kind: 'paragraph', text: 'For the newsletter, that means:' },
        {
          kind: 'list',
          items: [
            'A sign-up you do not confirm is deleted 30 days after you made it.',
            'While you are subscribed, we keep your email address and the record of your consent.',
            'After you unsubscribe, we keep your email address and the record of your consent ' +
              'for 1 year, as proof that we stopped, and then delete them.',
            'The newsletter emails in our outbox (the confirmation and each digest) are deleted ' +
              '7 days after they are sent. Which digests we sent to your address is kept with ' +
              'the record of your consent, and deleted with it.',
          ],
        },
      ],
    },
    {
      title: 'Your Rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Under UK data protection law you have the right to:',
        },
        {
          kind: 'list',
          items: [
            'Access the personal information we hold about you.',
            'Have inaccurate information corrected.',
            'Have your information erased, or its use restricted, in certain circumstances.',
            'Object to our use of your information, including for direct marketing.',
            'Receive your information in a portable format.',
            'Withdraw your consent at any time, where we rely on it: for the newsletter, with ' +
              'the unsubscribe link in every email.',
          ],
        },
        {
          kind: 'paragraph',
          text:
            "You can also complain to the Information Commissioner's Office (ico.org.uk), " +
            'although we would appreciate the chance to address your concerns first.',
        },
      ],
    },
    {
      title: 'Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For any question about this policy or to exercise your rights, please contact us:',
        },
        { kind: 'contact-details' },
      ],
    },
  ],
};
