import { company as ourCompany } from '@site/contracts/company';
import { contactFields } from '@site/contracts/contact';
import type { MailSettings as MailConfig } from '../infra/settings';
import { escapeHtml } from './escape-html';
import type { NewsletterMailingEmail, OutboxEntry, OutboxMessage } from './outbox-rows';

/** An email ready for the mailer. Addresses are objects so the mailer encodes names properly. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
}

/**
 * A newsletter confirmation as it is sent: the subscriber's address, and links whose tokens are
 * made at this moment (decision 034). The outbox row holds only the subscription's id.
 */
export interface ConfirmationEmail {
  to: string;
  /** The site's page that confirms the subscription. */
  confirmUrl: string;
  /** The site's page that unsubscribes. */
  unsubscribeUrl: string;
  /** The API's RFC 8058 one-click URL, in `List-Unsubscribe`. */
  oneClickUrl: string;
  /** When the confirmation link expires (ms). */
  expiresAt: number;
}

/** What an email is made from, besides its outbox row. */
export interface EmailSources {
  mail: MailConfig;
  /**
   * A newsletter confirmation's address and links, read now; undefined when the subscription no
   * longer waits for it (the newsletter's `confirmationEmail`).
   */
  confirmationEmail(subscription: string): Promise<ConfirmationEmail | undefined>;
  /**
   * A subscriber's email of a newsletter mailing, made now; undefined when the address may not be
   * mailed any more (unsubscribed, suppressed or deleted since it was queued). Absent: none sent.
   */
  mailingEmail?(
    email: NewsletterMailingEmail,
    envelope: { messageId: string; acceptedAt: number },
  ): Promise<OutgoingMail | undefined>;
}

/** Header values stay on one line even if a stored value somehow holds a line break. */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/**
 * The email an outbox entry sends, by its kind, made when it is sent: undefined when there is
 * nothing to send any more (a confirmation whose subscription no longer waits for it).
 */
export async function composeEmail(
  entry: OutboxEntry,
  sources: EmailSources,
): Promise<OutgoingMail | undefined> {
  const envelope = { id: entry.id, messageId: entry.messageId, acceptedAt: entry.acceptedAt };
  if (entry.kind === 'contact-message') {
    return composeContactEmail(entry.content, envelope, sources.mail);
  }
  if (entry.kind === 'newsletter-mailing') return sources.mailingEmail?.(entry.content, envelope);
  const confirmation = await sources.confirmationEmail(entry.content.subscription);
  return confirmation && composeConfirmationEmail(confirmation, envelope, sources.mail);
}

interface Envelope {
  id: string;
  messageId: string;
  acceptedAt: number;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a202c">
${body}
</body>
</html>
`;

/**
 * The email to our inbox for one contact message: From our own address, To the configured inbox
 * (never an address from the request), Reply-To the visitor, the visitor's subject in ours, and
 * every field of the contact schema, in its order, as plain text plus HTML in which every
 * visitor value is escaped.
 */
function composeContactEmail(
  message: OutboxMessage,
  { id, messageId, acceptedAt }: Envelope,
  mail: MailConfig,
): OutgoingMail {
  const name = oneLine(message.name);
  const subject = oneLine(message.subject);
  const received = new Date(acceptedAt);
  const fields = (Object.keys(contactFields) as (keyof OutboxMessage)[]).map((key) => ({
    key,
    ...contactFields[key],
    value: contactFields[key].multiline ? message[key] : oneLine(message[key]),
  }));
  const lines = fields.filter((field) => !field.multiline);
  const blocks = fields.filter((field) => field.multiline);
  const width = Math.max(...lines.map((field) => field.label.length)) + 2;

  const text = [
    'New message from the website contact form',
    '',
    ...lines.map((field) => `${`${field.label}:`.padEnd(width)}${field.value || '-'}`),
    ...blocks.flatMap((field) => ['', field.value]),
    '',
    '--',
    `Reply to this email to answer ${name} directly.`,
    `Received ${received.toISOString()}, reference ${id}.`,
    '',
  ].join('\n');

  const cell = (field: (typeof fields)[number]) =>
    field.value === ''
      ? '-'
      : field.key === 'email'
        ? `<a href="mailto:${escapeHtml(field.value)}">${escapeHtml(field.value)}</a>`
        : escapeHtml(field.value);
  const row = (field: (typeof fields)[number]) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(field.label)}</th>` +
    `<td style="padding:4px 0">${cell(field)}</td></tr>`;
  const html = page(
    subject,
    `<h1 style="font-size:18px">New message from the website contact form</h1>
<table role="presentation" cellspacing="0" cellpadding="0">
${lines.map(row).join('\n')}
</table>
${blocks
  .map(
    (field) =>
      `<div style="white-space:pre-wrap;margin:16px 0;padding:12px;border-left:3px solid #cbd5e0">${escapeHtml(field.value)}</div>`,
  )
  .join('\n')}
<p style="color:#4a5568;font-size:13px">Reply to this email to answer ${escapeHtml(name)} directly.
Received ${escapeHtml(received.toISOString())}, reference ${escapeHtml(id)}.</p>`,
  );

  return {
    from: mail.from,
    to: mail.to,
    replyTo: { name, address: oneLine(message.email) },
    subject: `Website enquiry: ${subject}`,
    text,
    html,
    messageId,
    date: received,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

const ukDateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/**
 * The double opt-in email: asks the address's owner to confirm, with a link that expires, and
 * like every email to a subscriber an unsubscribe link and RFC 8058's one-click headers.
 */
function composeConfirmationEmail(
  confirmation: ConfirmationEmail,
  { messageId, acceptedAt }: Envelope,
  mail: MailConfig,
): OutgoingMail {
  const subject = `Confirm your subscription to the ${ourCompany.name} newsletter`;
  const expires = ukDateTime.format(new Date(confirmation.expiresAt));
  const text = [
    `Please confirm that you want the ${ourCompany.name} newsletter at this address:`,
    '',
    confirmation.confirmUrl,
    '',
    `The link works until ${expires} (UK time). Until you confirm, we send you nothing else.`,
    'If you did not ask for this, ignore this email, or tell us to forget the request:',
    confirmation.unsubscribeUrl,
    '',
    '--',
    `${ourCompany.legalName}, ${ourCompany.address.street}, ${ourCompany.address.city} ${ourCompany.address.postcode}`,
    '',
  ].join('\n');
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1a56db">${escapeHtml(label)}</a>`;
  const html = page(
    subject,
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>
<p>Please confirm that you want the ${escapeHtml(ourCompany.name)} newsletter at this address.</p>
<p>${link(confirmation.confirmUrl, 'Confirm subscription')}</p>
<p>The link works until ${escapeHtml(expires)} (UK time). Until you confirm, we send you nothing else.</p>
<p style="color:#4a5568;font-size:13px">If you did not ask for this, ignore this email, or
${link(confirmation.unsubscribeUrl, 'tell us to forget the request')}.<br>
${escapeHtml(`${ourCompany.legalName}, ${ourCompany.address.street}, ${ourCompany.address.city} ${ourCompany.address.postcode}`)}</p>`,
  );
  return {
    from: mail.from,
    to: [oneLine(confirmation.to)],
    subject,
    text,
    html,
    messageId,
    date: new Date(acceptedAt),
    headers: {
      'Auto-Submitted': 'auto-generated',
      'List-Unsubscribe': `<${oneLine(confirmation.oneClickUrl)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
