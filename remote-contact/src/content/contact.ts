import { company } from '@site/contracts/company';
import type { ContactMessage } from '@site/contracts/contact';

/** The words of the Contact Us page (docs/product.md#contact). */

export const contactMeta = {
  title: 'Contact Us',
  description: `Contact ${company.name} for a free quote or consultation on custom software, CRM and digital transformation. Call ${company.phone} or send us a message.`,
};

export const contactHeader = {
  title: 'Contact Us',
  intro:
    'Ready to transform your business with our SaaS solutions? Tell us what you need and we will show you how we can help.',
};

export const messageCard = {
  title: 'Send us a Message',
  subtitle: 'Fill in the form and our team will get back to you as soon as they can.',
};

export const detailsCard = {
  title: 'Get in Touch',
  subtitle: 'We are here to help. Reach us by email, phone or at our London office.',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  addressLabel: 'Address',
};

/**
 * What the form shows in each field besides its label. The fields, their order, labels and
 * which one is several lines long come from the message schema (`contactFields` in
 * `@site/contracts/contact`); a field added there needs its entry here, or the type check fails.
 */
export const formFields: Record<
  keyof ContactMessage,
  { placeholder: string; required: boolean; type?: 'email'; autoComplete?: string }
> = {
  name: { placeholder: 'Your full name', required: true, autoComplete: 'name' },
  email: {
    placeholder: 'you@yourcompany.co.uk',
    required: true,
    type: 'email',
    autoComplete: 'email',
  },
  company: { placeholder: 'Your company name', required: false, autoComplete: 'organization' },
  subject: { placeholder: 'How can we help you?', required: true },
  message: { placeholder: 'Tell us about your project requirements...', required: true },
};

/** Rows of the Message field (docs/product.md#constants). */
export const messageRows = 6;

export const formTexts = {
  submit: 'Send Message',
  sending: 'Sending...',
  /** Beside the button when JavaScript is off: the bot check runs in the browser. */
  needsJavaScript: `Sending the form needs JavaScript, which checks that you are not a robot. You can also email us at ${company.email}.`,
  /** When a press before the page ran found no page to carry it out (a script that never came). */
  pageDidNotRun: `This page could not send your message: part of it did not load. What you typed is still here. Please try again later, or email us at ${company.email}.`,
};

/** The toasts of the form, word for word (docs/product.md#contact). */
export const contactToasts = {
  errorTitle: 'Error',
  botCheckNotLoaded: 'reCAPTCHA not loaded',
  botCheckFailed: 'reCAPTCHA validation failed.',
  somethingWentWrong: 'Something went wrong.',
  sentTitle: 'Message Sent!',
  sent: 'Thank you for contacting us.',
};
