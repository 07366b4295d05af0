import path from 'node:path';
import { sendEmailAcceptedSchema } from '@site/contracts/contact';
import { startMailCatcher } from '@site/mail-catcher';
import {
  browserToken,
  freePort,
  jsonHeaders,
  postMessage,
  visitor,
  waitFor,
} from '../testing/local-parts';
import { expectJsonError, setUpSendEmailApi } from '../testing/send-email-under-test';

/** POST /send-email sent again (the Idempotency-Key), and accepted while SMTP is down. */

jest.setTimeout(60_000);

const contact = setUpSendEmailApi();

describe('idempotent sends', () => {
  it('answers a repeat of the same Idempotency-Key with the first answer and stores nothing new', async () => {
    const key = '8a1f9c52-3b7e-4d0a-9f1e-2c6b5d4a3e21';
    const headers = { ...jsonHeaders, 'Idempotency-Key': key };
    const replayedToken = await browserToken(contact.emulator);
    const first = await postMessage(
      contact.api.url,
      { ...visitor, subject: 'twice', recaptchaToken: replayedToken },
      headers,
    );
    expect(first.status).toBe(202);
    const firstBody = sendEmailAcceptedSchema.parse(await first.json());
    // The visitor retries after a network error: a new token, the same submission.
    const again = await postMessage(
      contact.api.url,
      { ...visitor, subject: 'twice', recaptchaToken: await browserToken(contact.emulator) },
      headers,
    );
    expect(again.status).toBe(202);
    expect(sendEmailAcceptedSchema.parse(await again.json())).toEqual(firstBody);
    // A plain resend of the first request (its token spent by then) gets the same answer.
    const sameToken = await postMessage(
      contact.api.url,
      { ...visitor, subject: 'twice', recaptchaToken: replayedToken },
      headers,
    );
    expect(sameToken.status).toBe(202);
    expect(sendEmailAcceptedSchema.parse(await sameToken.json())).toEqual(firstBody);
    await contact.deliveredMessage(firstBody.id);
    expect((await contact.database.rows()).filter((row) => row.id === firstBody.id)).toHaveLength(
      1,
    );
    const twice = (await contact.catcher.messages()).filter((mail) =>
      mail.subject.endsWith(': twice'),
    );
    expect(twice).toHaveLength(1);
  });

  it('stores one message when the same key arrives twice at the same moment', async () => {
    const headers = { ...jsonHeaders, 'Idempotency-Key': 'c0ffee00-1111-4222-8333-444455556666' };
    const body = async () => ({ ...visitor, subject: 'at once', recaptchaToken: await token() });
    const token = async () => browserToken(contact.emulator);
    const [first, second] = await Promise.all([
      postMessage(contact.api.url, await body(), headers),
      postMessage(contact.api.url, await body(), headers),
    ]);
    expect([first?.status, second?.status]).toEqual([202, 202]);
    const answers = await Promise.all(
      [first, second].map(async (response) =>
        sendEmailAcceptedSchema.parse(await response?.json()),
      ),
    );
    expect(answers[1]).toEqual(answers[0]);
    const rows = (await contact.database.rows()).filter((row) => row.id === answers[0]?.id);
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key for a different message, and a malformed key', async () => {
    const key = 'b2c3d4e5-0000-4000-8000-000000000042';
    const headers = { ...jsonHeaders, 'Idempotency-Key': key };
    const token = async () => browserToken(contact.emulator);
    expect(
      (await postMessage(contact.api.url, { ...visitor, recaptchaToken: await token() }, headers))
        .status,
    ).toBe(202);
    await expectJsonError(
      await postMessage(
        contact.api.url,
        { ...visitor, subject: 'another', recaptchaToken: await token() },
        headers,
      ),
      422,
      'already used for a different message',
    );
    await expectJsonError(
      await postMessage(
        contact.api.url,
        { ...visitor, recaptchaToken: await token() },
        {
          ...jsonHeaders,
          'Idempotency-Key': 'x'.repeat(256),
        },
      ),
      400,
      'Idempotency-Key',
    );
  });
});

describe('delivery when SMTP is down', () => {
  it('accepts with 202 and delivers once the SMTP server is back', async () => {
    const smtpPort = await freePort();
    const { api: other, database: db } = await contact.startApi({}, smtpPort);
    const response = await postMessage(other.url, {
      ...visitor,
      recaptchaToken: contact.emulator.mintToken(),
    });
    expect(response.status).toBe(202);
    const { id } = sendEmailAcceptedSchema.parse(await response.json());
    const failedOnce = await waitFor('a failed attempt', async () => {
      const row = await db.row(id);
      return row && row.attempts >= 1 && row.status === 'pending' && row.last_error !== null && row;
    });
    expect(failedOnce.last_error).toMatch(/ECONNREFUSED/);

    const late = await startMailCatcher({
      dir: path.join(contact.dir, 'late-mail'),
      smtpPort,
      httpPort: 0,
    });
    try {
      await waitFor(
        'the outbox to mark it sent',
        async () => (await db.row(id))?.status === 'sent',
      );
      const delivered = (await late.messages()).filter(
        (message) => message.messageId === `<${id}@elevatesaas.co.uk>`,
      );
      expect(delivered).toHaveLength(1);
    } finally {
      await late.close();
    }
  });
});
