import { company } from '@site/contracts/company';

/** The words of the newsletter's pages, which its emails link to (docs/product.md#newsletter). */

export interface NewsletterPageTexts {
  meta: { title: string; description: string };
  heading: string;
  intro: string;
  action: string;
  acting: string;
  done: string;
  /** Beside the button when JavaScript is off: the button needs it. */
  needsJavaScript: string;
}

export const confirmPageTexts: NewsletterPageTexts = {
  meta: {
    title: 'Confirm your subscription',
    description: `Confirm your subscription to the ${company.name} newsletter.`,
  },
  heading: 'Confirm your subscription',
  intro: 'Press the button below to start receiving our newsletter at the address you gave us.',
  action: 'Confirm subscription',
  acting: 'Confirming...',
  done: 'You are subscribed. Thank you for confirming.',
  needsJavaScript: `Confirming needs JavaScript. Until you confirm, we send you nothing; to confirm another way, email us at ${company.email}.`,
};

export const unsubscribePageTexts: NewsletterPageTexts = {
  meta: {
    title: 'Unsubscribe from our newsletter',
    description: `Stop receiving the ${company.name} newsletter.`,
  },
  heading: 'Unsubscribe from our newsletter',
  intro: 'Press the button below and we will send no more newsletter emails to this address.',
  action: 'Unsubscribe',
  acting: 'Unsubscribing...',
  done: 'You are unsubscribed. You will get no more newsletter emails.',
  needsJavaScript: `This button needs JavaScript. Your email program's own Unsubscribe button works without it, or email us at ${company.email} and we will unsubscribe you.`,
};

/** What every newsletter page says when its link cannot be used. */
export const newsletterLinkTexts = {
  invalidLink:
    'This link is not valid. Please open the link from your email again, copying the whole address if you paste it.',
  expired: 'Please sign up again: it takes a moment, on our blog.',
  signUpAgain: 'Sign up again on the blog',
  backToBlog: 'Go to the blog',
  /** When a press before the page ran found no page to carry it out (a script that never came). */
  pageDidNotRun: `This page could not do it: part of it did not load. Please try again later, or email us at ${company.email}.`,
};
