import { contactMessageSchema } from '@site/contracts/contact';
import { composeEmail, type ConfirmationEmail, type EmailSources } from './compose-email';
import type { OutboxEntry } from './outbox-rows';

const entry: Extract<OutboxEntry, { kind: 'contact-message' }> = {
  id: '0b7c6a1e-0000-4000-8000-000000000001',
  messageId: '<0b7c6a1e-0000-4000-8000-000000000001@elevatesaas.co.uk>',
  kind: 'contact-message',
  content: contactMessageSchema.parse({
    name: 'Ann <Admin> "A"',
    email: 'ann@example.org',
    subject: 'Quote & <details>',
    message: 'Line one\n<script>x</script>',
  }),
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

/** A confirmation as the newsletter reads it at sending time, for the subscription `sub-1`. */
const confirmation: ConfirmationEmail = {
  to: 'ann@example.org',
  confirmUrl: 'https://www.example.org/newsletter/confirm#token=a&b=<c>',
  unsubscribeUrl: 'https://www.example.org/newsletter/unsubscribe#token=u',
  oneClickUrl: 'https://api.example.org/newsletter/unsubscribe?token=u',
  expiresAt: Date.parse('2024-01-07T10:00:00Z'),
};
const read: string[] = [];
const sources: EmailSources = {
  mail,
  confirmationEmail: async (subscription) => {
    read.push(subscription);
    return subscription === 'sub-1' ? confirmation : undefined;
  },
};

describe('composeEmail', () => {
  it('is from us, to our inbox, with Reply-To the visitor and a stable Message-ID', async () => {
    const email = await composeEmail(entry, sources);
    expect(email).toMatchObject({
      from: mail.from,
      to: ['inbox@elevatesaas.co.uk'],
      replyTo: { name: 'Ann <Admin> "A"', address: 'ann@example.org' },
      subject: 'Website enquiry: Quote & <details>',
      messageId: entry.messageId,
      date: new Date('2024-01-05T10:00:00Z'),
    });
  });

  it('escapes every visitor value in the HTML part and keeps the text part verbatim', async () => {
    const email = (await composeEmail(entry, sources))!;
    expect(email.html).toContain('Ann &lt;Admin&gt; &quot;A&quot;');
    expect(email.html).toContain('Quote &amp; &lt;details&gt;');
    expect(email.html).toContain('Line one\n&lt;script&gt;x&lt;/script&gt;');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<Admin>');
    expect(email.text).toContain('Line one\n<script>x</script>');
    expect(email.text).toContain('Company: -');
  });

  it('keeps header values on one line even if a stored value has a line break', async () => {
    const content = { ...entry.content, name: 'A\r\nBcc: x@y', subject: 'S\nBcc: x@y' };
    const email = (await composeEmail({ ...entry, content }, sources))!;
    expect(email.replyTo?.name).toBe('A Bcc: x@y');
    expect(email.subject).toBe('Website enquiry: S Bcc: x@y');
  });
});

describe('composeEmail: a newsletter confirmation', () => {
  const queued = (
    subscription: string,
  ): Extract<OutboxEntry, { kind: 'newsletter-confirmation' }> => ({
    ...entry,
    kind: 'newsletter-confirmation',
    content: { subscription },
  });

  it('is made when it is sent, from what the newsletter reads for the subscription the row names', async () => {
    read.length = 0;
    const email = await composeEmail(queued('sub-1'), sources);
    expect(read).toEqual(['sub-1']);
    expect(email).toMatchObject({
      from: mail.from,
      to: ['ann@example.org'],
      subject: 'Confirm your subscription to the Elevate SaaS Solutions newsletter',
      messageId: entry.messageId,
      headers: {
        'List-Unsubscribe': '<https://api.example.org/newsletter/unsubscribe?token=u>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(email?.replyTo).toBeUndefined();
  });

  it('holds both links, escaped in the HTML, and when the link expires in UK time', async () => {
    const email = (await composeEmail(queued('sub-1'), sources))!;
    expect(email.text).toContain(confirmation.confirmUrl);
    expect(email.text).toContain(confirmation.unsubscribeUrl);
    expect(email.text).toContain('7 January 2024 at 10:00');
    expect(email.html).toContain(
      'href="https://www.example.org/newsletter/confirm#token=a&amp;b=&lt;c&gt;"',
    );
    expect(email.html).not.toContain('<c>');
  });

  it('is nothing to send once the subscription no longer waits for it', async () => {
    await expect(composeEmail(queued('sub-gone'), sources)).resolves.toBeUndefined();
  });
});
