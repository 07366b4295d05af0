import nodemailer from 'nodemailer';
import type { SmtpSettings } from './settings';
import type { OutgoingMail } from '../outbox/compose-email';

export interface Mailer {
  /** Resolves once the SMTP server has accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Sends over SMTP with nodemailer: one connection per message, bounded timeouts. */
export function createSmtpMailer(smtp: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls,
    auth: smtp.user && smtp.pass ? { user: smtp.user, pass: smtp.pass } : undefined,
    connectionTimeout: smtp.timeoutMs,
    greetingTimeout: smtp.timeoutMs,
    socketTimeout: smtp.timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        date: mail.date,
        headers: mail.headers,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}
