/**
 * The contact form's fields and their bounds, which the page renders with and the API's schema
 * checks (./contact.ts has the schema and re-exports these). Apart because this file imports no
 * zod: the page renders its form with these, and its first load carries no schema (decision 052).
 */

/** Upper bounds, in characters. */
export const contactLimits = {
  name: 100,
  email: 254,
  company: 120,
  subject: 150,
  message: 5000,
  recaptchaToken: 4096,
} as const;

/** The five fields of the form, in the schema's order. */
export type ContactFieldName = 'name' | 'email' | 'company' | 'subject' | 'message';

/**
 * How each field is shown where a person reads a message (the form, the email to our inbox), in
 * the schema's order. ./contact.ts checks that the schema has exactly these fields.
 */
export const contactFields: Record<ContactFieldName, { label: string; multiline?: true }> = {
  name: { label: 'Name' },
  email: { label: 'Email' },
  company: { label: 'Company' },
  subject: { label: 'Subject' },
  message: { label: 'Message', multiline: true },
};
