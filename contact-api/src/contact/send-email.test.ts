import { contactLimits, sendEmailAcceptedSchema } from '@site/contracts/contact';
import { browserToken, postMessage, siteOrigin, visitor, waitFor } from '../testing/local-parts';
import { expectJsonError, setUpSendEmailApi } from '../testing/send-email-under-test';
import { largestFormBody, sendEmailBodyLimit } from './send-email-route';

/**
 * POST /send-email end to end with real local parts (the bot-check emulator as siteverify, an
 * outbox of its own in the embedded database, the mail catcher as SMTP server): what a valid
 * message becomes, and the 4xx of bad input.
 */

jest.setTimeout(60_000);

const contact = setUpSendEmailApi();

describe('POST /send-email: a valid message', () => {
  it('answers 202 with an id once the message is in the outbox, and delivers it', async () => {
    const response = await contact.send({});
    expect(response.status).toBe(202);
    const { id, status } = sendEmailAcceptedSchema.parse(await response.json());
    expect(status).toBe('accepted');

    const mail = await contact.deliveredMessage(id);
    expect(mail.from).toEqual([
      { name: 'Elevate SaaS Solutions website', address: 'hello@elevatesaas.co.uk' },
    ]);
    expect(mail.to).toEqual([{ name: '', address: 'inbox@elevatesaas.co.uk' }]);
    expect(mail.envelope).toEqual({
      from: 'hello@elevatesaas.co.uk',
      to: ['inbox@elevatesaas.co.uk'],
    });
    expect(mail.replyTo).toEqual([{ name: visitor.name, address: visitor.email }]);
    expect(mail.headers['reply-to']).toMatch(/^=\?UTF-8\?/); // the non-ASCII name is encoded
    expect(mail.subject).toBe(`Website enquiry: ${visitor.subject}`);
    expect(mail.text).toContain(visitor.message);
    expect(mail.text).toContain(`Company: ${visitor.company}`);
    expect(mail.html).toContain('Brien &amp; Co');
    expect(mail.headers['auto-submitted']).toBe('auto-generated');

    await waitFor(
      'the outbox to mark it sent',
      async () => (await contact.database.row(id))?.status === 'sent',
    );
  });

  it('accepts a message at its limit in a script of 3-byte characters, with quotes and escapes', async () => {
    // 5,000 characters the form accepts: CJK (3 bytes each in UTF-8), quotes and backslashes
    // (escaped in JSON), control characters (6 bytes each as \u00XX).
    const unit = '漢\u0001字かな';
    const message = unit
      .repeat(Math.ceil(contactLimits.message / unit.length))
      .slice(0, contactLimits.message);
    expect(message).toHaveLength(contactLimits.message);
    const body = JSON.stringify({
      ...visitor,
      subject: 'A "quoted" \\ subject',
      message,
      recaptchaToken: await browserToken(contact.emulator),
    });
    expect(Buffer.byteLength(body)).toBeGreaterThan(16 * 1024); // the old limit refused it
    const response = await postMessage(contact.api.url, body);
    expect(response.status).toBe(202);
    const { id } = sendEmailAcceptedSchema.parse(await response.json());
    expect((await contact.deliveredMessage(id)).text).toContain('字かな漢');
  });

  it('has a body limit above the largest body the form can send', () => {
    expect(largestFormBody).toBeGreaterThan(contactLimits.message * 6);
    expect(sendEmailBodyLimit).toBeGreaterThanOrEqual(largestFormBody);
  });

  it('accepts HTML in the fields but escapes it in the HTML part', async () => {
    const response = await contact.send({
      name: '<b>Mallory</b> "the" \'tester\'',
      company: '<img src=x onerror=alert(1)>',
      subject: '<script>alert(1)</script>',
      message: 'Hi <a href="javascript:alert(1)">click</a>\n</div><h1>big</h1>',
    });
    expect(response.status).toBe(202);
    const { id } = sendEmailAcceptedSchema.parse(await response.json());
    const mail = await contact.deliveredMessage(id);

    expect(mail.html).toContain('&lt;b&gt;Mallory&lt;/b&gt; &quot;the&quot; &#39;tester&#39;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;a href=&quot;javascript:alert(1)&quot;&gt;click&lt;/a&gt;');
    expect(mail.html).not.toMatch(/<(script|img|b>|h1>|a href="javascript)/);
    expect(mail.subject).toBe('Website enquiry: <script>alert(1)</script>');
    expect(mail.text).toContain('</div><h1>big</h1>');
    expect(mail.replyTo).toEqual([
      { name: '<b>Mallory</b> "the" \'tester\'', address: visitor.email },
    ]);
  });

  it('answers messages sent at the same moment each with its own id (stored together)', async () => {
    const subjects = Array.from({ length: 12 }, (_, i) => `together ${i}`);
    const responses = await Promise.all(
      subjects.map(async (subject, i) =>
        // One with a NUL character, one with half a surrogate pair: Postgres can store neither,
        // and neither may fail the others (or itself).
        contact.send({
          subject,
          message: i === 5 ? 'Hello\u0000 there' : i === 6 ? 'Hi \ud800' : 'Hello there',
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(subjects.map(() => 202));
    const ids = await Promise.all(
      responses.map(async (response) => sendEmailAcceptedSchema.parse(await response.json()).id),
    );
    expect(new Set(ids).size).toBe(subjects.length);
    const rows = await contact.database.rows();
    for (const id of ids) expect(rows.find((row) => row.id === id)).toBeDefined();
    expect((await contact.deliveredMessage(ids[5] ?? '')).text).toContain('Hello there');
  });

  it('never takes a recipient from the request', async () => {
    const response = await contact.send({ to: 'attacker@example.com' });
    await expectJsonError(response, 400, 'Unexpected field: to.');

    const sneaky = await contact.send({ email: 'victim@example.com', name: 'x', company: '' });
    const { id } = sendEmailAcceptedSchema.parse(await sneaky.json());
    const mail = await contact.deliveredMessage(id);
    expect(mail.envelope.to).toEqual(['inbox@elevatesaas.co.uk']);
    expect(mail.to.map((to) => to.address)).toEqual(['inbox@elevatesaas.co.uk']);
  });
});

describe('POST /send-email: bad input is a 4xx JSON error', () => {
  const json = { 'Content-Type': 'application/json', Origin: siteOrigin };

  it('rejects malformed JSON with 400, readable by the site (CORS headers on errors too)', async () => {
    const response = await postMessage(contact.api.url, '{"name": "x",', json);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    await expectJsonError(response, 400, 'not valid JSON');
  });

  it('rejects a body that is not a JSON object with 400', async () => {
    for (const body of ['[]', '"text"', 'null', '42']) {
      await expectJsonError(
        await postMessage(contact.api.url, body, json),
        400,
        'must be a JSON object',
      );
    }
  });

  it('rejects a non-JSON content type with 415', async () => {
    const form = new URLSearchParams({ ...visitor, recaptchaToken: 'x' }).toString();
    await expectJsonError(
      await postMessage(contact.api.url, form, {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: siteOrigin,
      }),
      415,
      'JSON',
    );
    await expectJsonError(await postMessage(contact.api.url, 'hello', { Origin: siteOrigin }), 415);
  });

  it('rejects a body over 64 KiB with 413', async () => {
    const body = { ...visitor, message: 'x'.repeat(65 * 1024), recaptchaToken: 'x' };
    await expectJsonError(await postMessage(contact.api.url, body), 413, 'too long');
  });

  it.each([
    ['the name is missing', { name: undefined }, 'Please enter your name.'],
    ['the email is missing', { email: undefined }, 'Please enter your email address.'],
    ['the subject is missing', { subject: undefined }, 'Please enter your subject.'],
    ['the message is missing', { message: undefined }, 'Please enter your message.'],
    ['the name is blank', { name: '   ' }, 'Please enter your name.'],
    ['the name is a number', { name: 42 }, 'Name must be text.'],
    ['the message is an object', { message: { text: 'x' } }, 'Message must be text.'],
    ['the company is an array', { company: ['x'] }, 'Company must be text.'],
    [
      'the email is not an address',
      { email: 'not-an-email' },
      'Please enter a valid email address.',
    ],
    ['the message is too long', { message: 'x'.repeat(5001) }, /at most 5000 characters/],
    ['a field is unknown', { cc: 'x@example.com' }, 'Unexpected field: cc.'],
    ['the token is missing', { recaptchaToken: undefined }, /bot check is missing/],
    ['the token is empty', { recaptchaToken: '' }, /bot check is missing/],
    ['the token is not text', { recaptchaToken: 7 }, /must be text/],
  ])('answers 400 when %s', async (_case, fields, error) => {
    await expectJsonError(await contact.send(fields), 400, error);
  });

  it.each([
    ['name', { name: 'Ann\r\nBcc: victim@example.com' }, 'Name must be on a single line.'],
    ['subject', { subject: 'Hi\nBcc: victim@example.com' }, 'Subject must be on a single line.'],
    ['company', { company: 'Co\rX-Injected: yes' }, 'Company must be on a single line.'],
    ['email', { email: 'a@example.com\r\nBcc: victim@example.com' }, /valid email/],
  ])(
    'refuses a line break in the %s (header injection) with 400',
    async (_field, fields, error) => {
      await expectJsonError(await contact.send(fields), 400, error);
    },
  );
});
