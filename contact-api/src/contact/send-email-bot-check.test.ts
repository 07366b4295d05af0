import { createServer, type Server } from 'node:http';
import { browserToken, freePort, postMessage, visitor } from '../testing/local-parts';
import { expectJsonError, setUpSendEmailApi } from '../testing/send-email-under-test';

/** POST /send-email's bot check: the tokens it refuses, and a siteverify that cannot answer. */

jest.setTimeout(60_000);

const contact = setUpSendEmailApi();

describe('POST /send-email: the bot check', () => {
  const failed = 'The bot check failed. Please reload the page and try again.';

  it('refuses a garbage token with 403', async () => {
    await expectJsonError(await contact.send({ recaptchaToken: 'garbage' }), 403, failed);
  });

  it('refuses a token used before (replay) with 403', async () => {
    const recaptchaToken = await browserToken(contact.emulator);
    expect((await contact.send({ recaptchaToken })).status).toBe(202);
    await expectJsonError(await contact.send({ recaptchaToken }), 403, failed);
  });

  it('refuses a low-score token with 403', async () => {
    await expectJsonError(
      await contact.send({ recaptchaToken: contact.emulator.mintToken({ score: 0.3 }) }),
      403,
      failed,
    );
  });

  it('accepts a token scored exactly at the minimum', async () => {
    expect(
      (await contact.send({ recaptchaToken: contact.emulator.mintToken({ score: 0.5 }) })).status,
    ).toBe(202);
  });

  it('refuses a token for another action with 403', async () => {
    await expectJsonError(
      await contact.send({ recaptchaToken: await browserToken(contact.emulator, 'login') }),
      403,
      failed,
    );
  });

  it('refuses a token from another hostname with 403', async () => {
    const recaptchaToken = await browserToken(contact.emulator, 'submit', 'evil.example');
    await expectJsonError(await contact.send({ recaptchaToken }), 403, failed);
  });

  it('refuses an expired token with 403', async () => {
    const recaptchaToken = contact.emulator.mintToken({ issuedAt: Date.now() - 3 * 60 * 1000 });
    await expectJsonError(await contact.send({ recaptchaToken }), 403, failed);
  });

  it('stores nothing when the check fails', async () => {
    const response = await contact.send({ recaptchaToken: 'garbage', subject: 'never stored' });
    expect(response.status).toBe(403);
    const mail = await contact.catcher.messages();
    expect(mail.some((message) => message.subject.includes('never stored'))).toBe(false);
  });
});

describe('POST /send-email: when siteverify cannot answer', () => {
  const unavailable = /could not check your message/;
  let silent: Server;
  let garbage: Server;

  beforeAll(async () => {
    silent = createServer(() => undefined); // never answers
    garbage = createServer((_req, res) => res.end('<html>not json</html>'));
    await Promise.all(
      [silent, garbage].map((server) => new Promise<void>((r) => server.listen(0, '127.0.0.1', r))),
    );
  });

  afterAll(async () => {
    for (const server of [silent, garbage]) {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  const urlOf = (server: Server) => {
    const address = server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  };

  it('answers 503 when siteverify is unreachable', async () => {
    const { api: other } = await contact.startApi({
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${await freePort()}/recaptcha/api/siteverify`,
    });
    await expectJsonError(
      await postMessage(other.url, { ...visitor, recaptchaToken: 'x' }),
      503,
      unavailable,
    );
  });

  it('answers 503 when siteverify does not answer in time', async () => {
    const { api: other } = await contact.startApi({
      RECAPTCHA_VERIFY_URL: urlOf(silent),
      RECAPTCHA_TIMEOUT_MS: '300',
    });
    await expectJsonError(
      await postMessage(other.url, { ...visitor, recaptchaToken: 'x' }),
      503,
      unavailable,
    );
  });

  it('answers 503 when siteverify answers garbage', async () => {
    const { api: other } = await contact.startApi({ RECAPTCHA_VERIFY_URL: urlOf(garbage) });
    await expectJsonError(
      await postMessage(other.url, { ...visitor, recaptchaToken: 'x' }),
      503,
      unavailable,
    );
  });

  it('answers 503, not 403, when siteverify rejects our secret', async () => {
    const { api: other } = await contact.startApi({ RECAPTCHA_SECRET_KEY: 'wrong-secret' });
    const recaptchaToken = await browserToken(contact.emulator);
    await expectJsonError(
      await postMessage(other.url, { ...visitor, recaptchaToken }),
      503,
      unavailable,
    );
  });
});
