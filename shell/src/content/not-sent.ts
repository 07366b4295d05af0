import { company } from '@site/contracts/company';

/**
 * The words of the page a form lands on when the browser posted it by itself, with JavaScript
 * off (`notSentPath` in `@site/contracts/federation`): nothing was sent, why, and what to do.
 */
export const notSentTexts = {
  meta: {
    title: 'Message not sent',
    description: `Your message was not sent: sending needs JavaScript, which checks that you are not a robot. You can email us at ${company.email}.`,
  },
  heading: 'Your message was not sent',
  why: 'Sending a form on this site needs JavaScript, which checks that you are not a robot. It did not run in your browser, so nothing you typed was sent or kept.',
  emailBefore: 'Please email us at',
  emailAfter: ', or turn JavaScript on and try again.',
  backToContact: 'Back to Contact Us',
  home: 'Return to Home',
} as const;
