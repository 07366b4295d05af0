import type { MailConfig } from './config';
import { escapeHtml } from './escape-html';
import type { OutboxEntry } from './outbox';

/** An email ready for the mailer. Addresses are objects so the mailer encodes names properly. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string[];
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
}

/** Header values stay on one line even if a stored value somehow holds a line break. */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/**
 * The email to our inbox for one contact message: From our own address, To the configured inbox
 * (never an address from the request), Reply-To the visitor, the visitor's subject in ours, and
 * the message as plain text plus HTML in which every visitor value is escaped.
 */
export function composeEmail(entry: OutboxEntry, mail: MailConfig): OutgoingMail {
  const name = oneLine(entry.name);
  const subject = oneLine(entry.subject);
  const company = oneLine(entry.company);
  const received = new Date(entry.acceptedAt);

  const text = [
    'New message from the website contact form',
    '',
    `Name:    ${name}`,
    `Email:   ${entry.email}`,
    `Company: ${company || '-'}`,
    `Subject: ${subject}`,
    '',
    entry.message,
    '',
    '--',
    `Reply to this email to answer ${name} directly.`,
    `Received ${received.toISOString()}, reference ${entry.id}.`,
    '',
  ].join('\n');

  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${label}</th>` +
    `<td style="padding:4px 0">${value}</td></tr>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a202c">
<h1 style="font-size:18px">New message from the website contact form</h1>
<table role="presentation" cellspacing="0" cellpadding="0">
${row('Name', escapeHtml(name))}
${row('Email', `<a href="mailto:${escapeHtml(entry.email)}">${escapeHtml(entry.email)}</a>`)}
${row('Company', company ? escapeHtml(company) : '-')}
${row('Subject', escapeHtml(subject))}
</table>
<div style="white-space:pre-wrap;margin:16px 0;padding:12px;border-left:3px solid #cbd5e0">${escapeHtml(entry.message)}</div>
<p style="color:#4a5568;font-size:13px">Reply to this email to answer ${escapeHtml(name)} directly.
Received ${escapeHtml(received.toISOString())}, reference ${escapeHtml(entry.id)}.</p>
</body>
</html>
`;

  return {
    from: mail.from,
    to: mail.to,
    replyTo: { name, address: oneLine(entry.email) },
    subject: `Website enquiry: ${subject}`,
    text,
    html,
    messageId: entry.messageId,
    date: received,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
