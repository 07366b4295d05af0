import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { RunningBotCheckEmulator } from '@site/bot-check-emulator';
import { apiErrorSchema, contactLimits, sendEmailAcceptedSchema } from '@site/contracts/contact';
import { startMailCatcher, type RunningMailCatcher } from '@site/mail-catcher';
import { largestFormBody, sendEmailBodyLimit } from './send-email-route';
import type { RunningContactApi } from '../start';
import { setUpApiParts } from '../testing/api-parts';
import {
  browserToken,
  freePort,
  jsonHeaders,
  postMessage,
  siteOrigin,
  visitor,
  waitFor,
} from '../testing/local-parts';
import type { TestDatabase } from '../testing/test-databases';

/**
 * POST /send-email end to end with real local parts: the bot-check emulator as siteverify, an
 * outbox of its own in the embedded database (PGlite) and the mail catcher as SMTP server.
 */

jest.setTimeout(60_000);

const parts = setUpApiParts();
let emulator: RunningBotCheckEmulator;
let catcher: RunningMailCatcher;
let api: RunningContactApi;
let database: TestDatabase;

const startApi = (overrides: Record<string, string> = {}, smtpPort?: number) =>
  parts.startApi(overrides, { smtpPort });

beforeAll(async () => {
  ({ emulator, catcher } = parts);
  ({ api, database } = await startApi());
});

async function send(fields: Record<string, unknown>) {
  return postMessage(api.url, {
    ...visitor,
    recaptchaToken: await browserToken(emulator),
    ...fields,
  });
}

async function expectError(response: Response, status: number, error?: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const json: unknown = await response.json();
  const body = apiErrorSchema.parse(json);
  expect(Object.keys(body)).toEqual(['error']); // nothing else, whichever zod flavour parsed it
  expect(json).toEqual(body);
  if (error !== undefined) expect(body.error).toMatch(error);
  expect(body.error).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  return body.error;
}

async function deliveredMessage(id: string) {
  return waitFor(`message ${id} in the mail catcher`, async () =>
    (await catcher.messages()).find((message) => message.messageId === `<${id}@elevatesaas.co.uk>`),
  );
}

describe('POST /send-email: a valid message', () => {
  it('answers 202 with an id once the message is in the outbox, and delivers it', async () => {
    const response = await send({});
    expect(response.status).toBe(202);
    const { id, status } = sendEmailAcceptedSchema.parse(await response.json());
    expect(status).toBe('accepted');

    const mail = await deliveredMessage(id);
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
      async () => (await database.row(id))?.status === 'sent',
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
      recaptchaToken: await browserToken(emulator),
    });
    expect(Buffer.byteLength(body)).toBeGreaterThan(16 * 1024); // the old limit refused it
    const response = await postMessage(api.url, body);
    expect(response.status).toBe(202);
    const { id } = sendEmailAcceptedSchema.parse(await response.json());
    expect((await deliveredMessage(id)).text).toContain('字かな漢');
  });

  it('has a body limit above the largest body the form can send', () => {
    expect(largestFormBody).toBeGreaterThan(contactLimits.message * 6);
    expect(sendEmailBodyLimit).toBeGreaterThanOrEqual(largestFormBody);
  });

  it('accepts HTML in the fields but escapes it in the HTML part', async () => {
    const response = await send({
      name: '<b>Mallory</b> "the" \'tester\'',
      company: '<img src=x onerror=alert(1)>',
      subject: '<script>alert(1)</script>',
      message: 'Hi <a href="javascript:alert(1)">click</a>\n</div><h1>big</h1>',
    });
    expect(response.status).toBe(202);
    const { id } = sendEmailAcceptedSchema.parse(await response.json());
    const mail = await deliveredMessage(id);

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
        send({
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
    const rows = await database.rows();
    for (const id of ids) expect(rows.find((row) => row.id === id)).toBeDefined();
    expect((await deliveredMessage(ids[5] ?? '')).text).toContain('Hello there');
  });

  it('never takes a recipient from the request', async () => {
    const response = await send({ to: 'attacker@example.com' });
    await expectError(response, 400, 'Unexpected field: to.');

    const sneaky = await send({ email: 'victim@example.com', name: 'x', company: '' });
    const { id } = sendEmailAcceptedSchema.parse(await sneaky.json());
    const mail = await deliveredMessage(id);
    expect(mail.envelope.to).toEqual(['inbox@elevatesaas.co.uk']);
    expect(mail.to.map((to) => to.address)).toEqual(['inbox@elevatesaas.co.uk']);
  });
});

describe('POST /send-email: bad input is a 4xx JSON error', () => {
  const json = { 'Content-Type': 'application/json', Origin: siteOrigin };

  it('rejects malformed JSON with 400, readable by the site (CORS headers on errors too)', async () => {
    const response = await postMessage(api.url, '{"name": "x",', json);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    await expectError(response, 400, 'not valid JSON');
  });

  it('rejects a body that is not a JSON object with 400', async () => {
    for (const body of ['[]', '"text"', 'null', '42']) {
      await expectError(await postMessage(api.url, body, json), 400, 'must be a JSON object');
    }
  });

  it('rejects a non-JSON content type with 415', async () => {
    const form = new URLSearchParams({ ...visitor, recaptchaToken: 'x' }).toString();
    await expectError(
      await postMessage(api.url, form, {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: siteOrigin,
      }),
      415,
      'JSON',
    );
    await expectError(await postMessage(api.url, 'hello', { Origin: siteOrigin }), 415);
  });

  it('rejects a body over 64 KiB with 413', async () => {
    const body = { ...visitor, message: 'x'.repeat(65 * 1024), recaptchaToken: 'x' };
    await expectError(await postMessage(api.url, body), 413, 'too long');
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
    await expectError(await send(fields), 400, error);
  });

  it.each([
    ['name', { name: 'Ann\r\nBcc: victim@example.com' }, 'Name must be on a single line.'],
    ['subject', { subject: 'Hi\nBcc: victim@example.com' }, 'Subject must be on a single line.'],
    ['company', { company: 'Co\rX-Injected: yes' }, 'Company must be on a single line.'],
    ['email', { email: 'a@example.com\r\nBcc: victim@example.com' }, /valid email/],
  ])(
    'refuses a line break in the %s (header injection) with 400',
    async (_field, fields, error) => {
      await expectError(await send(fields), 400, error);
    },
  );
});

describe('POST /send-email: the bot check', () => {
  const failed = 'The bot check failed. Please reload the page and try again.';

  it('refuses a garbage token with 403', async () => {
    await expectError(await send({ recaptchaToken: 'garbage' }), 403, failed);
  });

  it('refuses a token used before (replay) with 403', async () => {
    const recaptchaToken = await browserToken(emulator);
    expect((await send({ recaptchaToken })).status).toBe(202);
    await expectError(await send({ recaptchaToken }), 403, failed);
  });

  it('refuses a low-score token with 403', async () => {
    await expectError(
      await send({ recaptchaToken: emulator.mintToken({ score: 0.3 }) }),
      403,
      failed,
    );
  });

  it('accepts a token scored exactly at the minimum', async () => {
    expect((await send({ recaptchaToken: emulator.mintToken({ score: 0.5 }) })).status).toBe(202);
  });

  it('refuses a token for another action with 403', async () => {
    await expectError(
      await send({ recaptchaToken: await browserToken(emulator, 'login') }),
      403,
      failed,
    );
  });

  it('refuses a token from another hostname with 403', async () => {
    const recaptchaToken = await browserToken(emulator, 'submit', 'evil.example');
    await expectError(await send({ recaptchaToken }), 403, failed);
  });

  it('refuses an expired token with 403', async () => {
    const recaptchaToken = emulator.mintToken({ issuedAt: Date.now() - 3 * 60 * 1000 });
    await expectError(await send({ recaptchaToken }), 403, failed);
  });

  it('stores nothing when the check fails', async () => {
    const response = await send({ recaptchaToken: 'garbage', subject: 'never stored' });
    expect(response.status).toBe(403);
    const mail = await catcher.messages();
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
    const { api: other } = await startApi({
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${await freePort()}/recaptcha/api/siteverify`,
    });
    await expectError(
      await postMessage(other.url, { ...visitor, recaptchaToken: 'x' }),
      503,
      unavailable,
    );
  });

  it('answers 503 when siteverify does not answer in time', async () => {
    const { api: other } = await startApi({
      RECAPTCHA_VERIFY_URL: urlOf(silent),
      RECAPTCHA_TIMEOUT_MS: '300',
    });
    await expectError(
      await postMessage(other.url, { ...visitor, recaptchaToken: 'x' }),
      503,
      unavailable,
    );
  });

  it('answers 503 when siteverify answers garbage', async () => {
    const { api: other } = await startApi({ RECAPTCHA_VERIFY_URL: urlOf(garbage) });
    await expectError(
      await postMessage(other.url, { ...visitor, recaptchaToken: 'x' }),
      503,
      unavailable,
    );
  });

  it('answers 503, not 403, when siteverify rejects our secret', async () => {
    const { api: other } = await startApi({ RECAPTCHA_SECRET_KEY: 'wrong-secret' });
    const recaptchaToken = await browserToken(emulator);
    await expectError(
      await postMessage(other.url, { ...visitor, recaptchaToken }),
      503,
      unavailable,
    );
  });
});

describe('POST /send-email: rate limit', () => {
  it('answers 429 JSON once a client has sent the limit within the window', async () => {
    const { api: limited } = await startApi({ RATE_LIMIT_MAX: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = { ...visitor, recaptchaToken: await browserToken(emulator) };
      statuses.push((await postMessage(limited.url, i === 1 ? '{bad' : body)).status);
    }
    expect(statuses).toEqual([202, 400, 202]);

    const response = await postMessage(limited.url, {
      ...visitor,
      recaptchaToken: await browserToken(emulator),
    });
    await expectError(response, 429, /try again later/);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('CORS and other routes', () => {
  it('lets the site origin call the API from a browser (preflight and response)', async () => {
    const preflight = await fetch(`${api.url}/send-email`, {
      method: 'OPTIONS',
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Content-Type,Idempotency-Key',
    );

    const response = await send({});
    expect(response.status).toBe(202);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });

  it('gives another origin no CORS headers and refuses its messages', async () => {
    const evil = 'http://evil.example';
    const preflight = await fetch(`${api.url}/send-email`, {
      method: 'OPTIONS',
      headers: { Origin: evil, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const response = await postMessage(
      api.url,
      { ...visitor, recaptchaToken: await browserToken(emulator) },
      { 'Content-Type': 'application/json', Origin: evil },
    );
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    await expectError(response, 403, 'Messages can only be sent from our website.');
  });

  it('sets security headers', async () => {
    const response = await fetch(`${api.url}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-powered-by')).toBeNull();
    // HSTS only when HSTS_MAX_AGE says so, as on every host of the site.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const { api: strict } = await startApi({ HSTS_MAX_AGE: '63072000' });
    const secured = await fetch(`${strict.url}/healthz`);
    expect(secured.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('answers /healthz with "ok" only, and keeps /readyz and /metrics to the internal port', async () => {
    expect(await (await fetch(`${api.url}/healthz`)).json()).toEqual({ status: 'ok' });
    await expectError(await fetch(`${api.url}/readyz`), 404, 'Not found.');
    await expectError(await fetch(`${api.url}/metrics`), 404, 'Not found.');
    expect(new URL(api.internalUrl).hostname).toBe('127.0.0.1');
    expect(new URL(api.internalUrl).port).not.toBe(new URL(api.url).port);
    expect(await (await fetch(`${api.internalUrl}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('reports the outbox in Prometheus format at /metrics, on the internal port', async () => {
    const response = await fetch(`${api.internalUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^contact_outbox_oldest_pending_age_seconds \d+(\.\d+)?$/m);
    expect(text).toMatch(/^contact_outbox_failed_messages 0$/m);
    expect(text).toMatch(/^contact_outbox_pending_messages \d+$/m);
  });

  it('answers 404 JSON for unknown routes and 405 JSON for other methods on /send-email', async () => {
    await expectError(await fetch(`${api.url}/nope`), 404, 'Not found.');
    await expectError(await fetch(`${api.url}/%E0%A4%A`), 404);
    const get = await fetch(`${api.url}/send-email`);
    await expectError(get, 405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
  });
});

describe('idempotent sends', () => {
  it('answers a repeat of the same Idempotency-Key with the first answer and stores nothing new', async () => {
    const key = '8a1f9c52-3b7e-4d0a-9f1e-2c6b5d4a3e21';
    const headers = { ...jsonHeaders, 'Idempotency-Key': key };
    const replayedToken = await browserToken(emulator);
    const first = await postMessage(
      api.url,
      { ...visitor, subject: 'twice', recaptchaToken: replayedToken },
      headers,
    );
    expect(first.status).toBe(202);
    const firstBody = sendEmailAcceptedSchema.parse(await first.json());
    // The visitor retries after a network error: a new token, the same submission.
    const again = await postMessage(
      api.url,
      { ...visitor, subject: 'twice', recaptchaToken: await browserToken(emulator) },
      headers,
    );
    expect(again.status).toBe(202);
    expect(sendEmailAcceptedSchema.parse(await again.json())).toEqual(firstBody);
    // A plain resend of the first request (its token spent by then) gets the same answer.
    const sameToken = await postMessage(
      api.url,
      { ...visitor, subject: 'twice', recaptchaToken: replayedToken },
      headers,
    );
    expect(sameToken.status).toBe(202);
    expect(sendEmailAcceptedSchema.parse(await sameToken.json())).toEqual(firstBody);
    await deliveredMessage(firstBody.id);
    expect((await database.rows()).filter((row) => row.id === firstBody.id)).toHaveLength(1);
    const twice = (await catcher.messages()).filter((mail) => mail.subject.endsWith(': twice'));
    expect(twice).toHaveLength(1);
  });

  it('stores one message when the same key arrives twice at the same moment', async () => {
    const headers = { ...jsonHeaders, 'Idempotency-Key': 'c0ffee00-1111-4222-8333-444455556666' };
    const body = async () => ({ ...visitor, subject: 'at once', recaptchaToken: await token() });
    const token = async () => browserToken(emulator);
    const [first, second] = await Promise.all([
      postMessage(api.url, await body(), headers),
      postMessage(api.url, await body(), headers),
    ]);
    expect([first?.status, second?.status]).toEqual([202, 202]);
    const answers = await Promise.all(
      [first, second].map(async (response) =>
        sendEmailAcceptedSchema.parse(await response?.json()),
      ),
    );
    expect(answers[1]).toEqual(answers[0]);
    const rows = (await database.rows()).filter((row) => row.id === answers[0]?.id);
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key for a different message, and a malformed key', async () => {
    const key = 'b2c3d4e5-0000-4000-8000-000000000042';
    const headers = { ...jsonHeaders, 'Idempotency-Key': key };
    const token = async () => browserToken(emulator);
    expect(
      (await postMessage(api.url, { ...visitor, recaptchaToken: await token() }, headers)).status,
    ).toBe(202);
    await expectError(
      await postMessage(
        api.url,
        { ...visitor, subject: 'another', recaptchaToken: await token() },
        headers,
      ),
      422,
      'already used for a different message',
    );
    await expectError(
      await postMessage(
        api.url,
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
    const { api: other, database: db } = await startApi({}, smtpPort);
    const response = await postMessage(other.url, {
      ...visitor,
      recaptchaToken: emulator.mintToken(),
    });
    expect(response.status).toBe(202);
    const { id } = sendEmailAcceptedSchema.parse(await response.json());
    const failedOnce = await waitFor('a failed attempt', async () => {
      const row = await db.row(id);
      return row && row.attempts >= 1 && row.status === 'pending' && row.last_error !== null && row;
    });
    expect(failedOnce.last_error).toMatch(/ECONNREFUSED/);

    const late = await startMailCatcher({
      dir: path.join(parts.dir, 'late-mail'),
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
