import * as z from 'zod/mini';
import { contactLimits, type ContactFieldName } from './contact-facts';

export { contactFields, contactLimits, type ContactFieldName } from './contact-facts';

/**
 * The contact message as the form sends it and `POST /send-email` accepts it. The form and the
 * API validate with this one schema; the API's verdict is authoritative. Messages are written for
 * a visitor: each names the field and what to do.
 *
 * Written with `zod/mini` (the same engine and messages as `zod`, with checks passed to
 * `.check()` instead of chained): the contact page downloads less (README.md, "Performance";
 * the bytes per route are in docs/benchmarks.md).
 */

const lineBreak = /[\r\n]/;

/**
 * Text Postgres can store: NUL characters are dropped and a lone half of a surrogate pair becomes
 * U+FFFD (what UTF-8 makes of it anyway). Nobody types either; a pasted one would otherwise fail
 * the whole message.
 */
const storable = z.overwrite((value: string) =>
  value
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (unit) =>
      unit.length === 2 ? unit : '\uFFFD',
    ),
);

/** Error for a missing value or one of the wrong type. */
const typeError = (missing: string, label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : `${label} must be text.`;

/** A single-line text field: trimmed, bounded, no CR or LF (they end up in mail headers). */
const singleLine = (
  label: string,
  max: number,
  missing = `Please enter your ${label.toLowerCase()}.`,
) =>
  z.string({ error: typeError(missing, label) }).check(
    storable,
    z.trim(),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    z.refine((value) => !lineBreak.test(value), `${label} must be on a single line.`),
  );

const required = (label: string, max: number) =>
  singleLine(label, max).check(
    z.refine((value) => value.length > 0, `Please enter your ${label.toLowerCase()}.`),
  );

export const contactMessageSchema = z.strictObject({
  name: required('Name', contactLimits.name),
  email: z.pipe(
    z
      .string({ error: typeError('Please enter your email address.', 'Email') })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter your email address.'),
        z.maxLength(contactLimits.email, 'Please enter a valid email address.'),
      ),
    z.email({ error: 'Please enter a valid email address.' }),
  ),
  company: z._default(z.optional(singleLine('Company', contactLimits.company)), ''),
  subject: required('Subject', contactLimits.subject),
  message: z
    .string({ error: typeError('Please enter your message.', 'Message') })
    .check(
      storable,
      z.trim(),
      z.minLength(1, 'Please enter your message.'),
      z.maxLength(
        contactLimits.message,
        `Message must be at most ${contactLimits.message} characters.`,
      ),
    ),
});

const botCheckMissing = 'The bot check is missing. Please reload the page and try again.';

export const sendEmailRequestSchema = z.extend(contactMessageSchema, {
  recaptchaToken: z
    .string({ error: typeError(botCheckMissing, 'The bot-check token') })
    .check(
      z.minLength(1, botCheckMissing),
      z.maxLength(contactLimits.recaptchaToken, 'The bot check is not valid. Please try again.'),
    ),
});

/** The five fields of the form. */
export type ContactMessage = z.input<typeof contactMessageSchema>;
/** A message after validation (trimmed, company defaulted): what the outbox stores. */
export type ValidContactMessage = z.output<typeof contactMessageSchema>;
/**
 * The schema's fields are exactly `contactFields`' (./contact-facts.ts): a field added to one and
 * not the other fails the type check here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ContactFieldsMatchTheSchema = Holds<Same<keyof ValidContactMessage, ContactFieldName>>;

/** What the form posts. */
export type SendEmailRequest = z.input<typeof sendEmailRequestSchema>;
/** What the API works with after validation (trimmed, company defaulted). */
export type ValidSendEmailRequest = z.output<typeof sendEmailRequestSchema>;

/** `202 Accepted`: the message is in the outbox and will be delivered. */
export const sendEmailAcceptedSchema = z.object({ id: z.string(), status: z.literal('accepted') });
export type SendEmailAccepted = z.infer<typeof sendEmailAcceptedSchema>;

/** Every error answer of the contact API. */
export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The first problem of a failed parse, as one sentence for the visitor. */
export function firstProblem(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The message is not valid.';
  if (issue.code === 'unrecognized_keys') return `Unexpected field: ${issue.keys.join(', ')}.`;
  return issue.message;
}
