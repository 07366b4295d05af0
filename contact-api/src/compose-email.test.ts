import { composeEmail } from './compose-email';
import type { OutboxEntry } from './outbox';

const entry: OutboxEntry = {
  id: '0b7c6a1e-0000-4000-8000-000000000001',
  messageId: '<0b7c6a1e-0000-4000-8000-000000000001@elevatesaas.co.uk>',
  name: 'Ann <Admin> "A"',
  email: 'ann@example.org',
  company: '',
  subject: 'Quote & <details>',
  message: 'Line one\n<script>x</script>',
  status: 'pending',
  attempts: 1,
  jobId: '0b7c6a1e-0000-4000-8000-000000000002',
  acceptedAt: Date.parse('2024-01-05T10:00:00Z'),
  retryFrom: Date.parse('2024-01-05T10:00:00Z'),
  lastAttemptAt: null,
  lastError: null,
  sentAt: null,
  failedAt: null,
};

const mail = {
  from: { name: 'Website', address: 'hello@elevatesaas.co.uk' },
  to: ['inbox@elevatesaas.co.uk'],
};

describe('composeEmail', () => {
  it('is from us, to our inbox, with Reply-To the visitor and a stable Message-ID', () => {
    const email = composeEmail(entry, mail);
    expect(email).toMatchObject({
      from: mail.from,
      to: ['inbox@elevatesaas.co.uk'],
      replyTo: { name: 'Ann <Admin> "A"', address: 'ann@example.org' },
      subject: 'Website enquiry: Quote & <details>',
      messageId: entry.messageId,
      date: new Date('2024-01-05T10:00:00Z'),
    });
  });

  it('escapes every visitor value in the HTML part and keeps the text part verbatim', () => {
    const email = composeEmail(entry, mail);
    expect(email.html).toContain('Ann &lt;Admin&gt; &quot;A&quot;');
    expect(email.html).toContain('Quote &amp; &lt;details&gt;');
    expect(email.html).toContain('Line one\n&lt;script&gt;x&lt;/script&gt;');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<Admin>');
    expect(email.text).toContain('Line one\n<script>x</script>');
    expect(email.text).toContain('Company: -');
  });

  it('keeps header values on one line even if a stored value has a line break', () => {
    const email = composeEmail({ ...entry, name: 'A\r\nBcc: x@y', subject: 'S\nBcc: x@y' }, mail);
    expect(email.replyTo.name).toBe('A Bcc: x@y');
    expect(email.subject).toBe('Website enquiry: S Bcc: x@y');
  });
});
