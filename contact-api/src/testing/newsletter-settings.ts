import type { NewsletterSettings } from '../newsletter/newsletter';

const hour = 60 * 60 * 1000;

/** The newsletter's settings in its tests: public URLs of a site, a fixed link secret. */
export const testNewsletterSettings = {
  siteUrl: 'https://www.example.org',
  apiUrl: 'https://api.example.org',
  linkSecret: 'the-newsletter-link-secret-of-the-tests',
  confirmationTtlMs: 48 * hour,
  confirmationIntervalMs: 24 * hour,
  pendingRetentionDays: 30,
  unsubscribedRetentionDays: 365,
} satisfies NewsletterSettings;
