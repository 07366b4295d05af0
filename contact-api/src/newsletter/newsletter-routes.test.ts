import type { RunningBotCheckEmulator } from '@site/bot-check-emulator';
import { apiErrorSchema } from '@site/contracts/contact';
import {
  consentWordings,
  currentConsentVersion,
  newsletterApiPaths,
  newsletterBotCheckAction,
} from '@site/contracts/newsletter';
import type { RunningMailCatcher } from '@site/mail-catcher';
import type { RunningContactApi } from '../start';
import { setUpApiParts } from '../testing/api-parts';
import {
  browserToken,
  jsonHeaders,
  runOutboxCommand,
  siteOrigin,
  waitFor,
} from '../testing/local-parts';
import type { TestDatabase } from '../testing/test-databases';

/**
 * The newsletter's double opt-in end to end, with real local parts: the bot-check emulator as
 * siteverify, the embedded database and the mail catcher as SMTP server. Time is the test's
 * (the API's clock), so links can expire and a day can pass.
 */

jest.setTimeout(60_000);

const hour = 60 * 60 * 1000;
let time = Date.parse('2026-11-24T09:00:00Z');
const clock = { now: () => time };

const parts = setUpApiParts({
  env: {
    SITE_URL: 'http://localhost:3000',
    PUBLIC_API_URL: 'http://127.0.0.1:4000',
    NEWSLETTER_RATE_LIMIT_MAX: '1000',
  },
  clock,
});
let emulator: RunningBotCheckEmulator;
let catcher: RunningMailCatcher;
let api: RunningContactApi;
let database: TestDatabase;

const startApi = (overrides: Record<string, string> = {}) => parts.startApi(overrides);

beforeAll(async () => {
  ({ emulator, catcher } = parts);
  ({ api, database } = await startApi());
});

async function subscribe(
  email: string,
  {
    on = api,
    action = newsletterBotCheckAction,
    ...fields
  }: Record<string, unknown> & {
    on?: RunningContactApi;
    action?: string;
  } = {},
) {
  return fetch(`${on.url}${newsletterApiPaths.subscribe}`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({
      email,
      consentVersion: currentConsentVersion,
      recaptchaToken: await browserToken(emulator, action),
      ...fields,
    }),
  });
}

const post = (url: string, body: unknown, headers: Record<string, string> = jsonHeaders) =>
  fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });

async function expectError(response: Response, status: number, error?: RegExp) {
  expect(response.status).toBe(status);
  const body = apiErrorSchema.parse(await response.json());
  if (error) expect(body.error).toMatch(error);
}

const mailsTo = async (address: string) =>
  (await catcher.messages()).filter((mail) => mail.to.some((to) => to.address === address));

const confirmationTo = (address: string) =>
  waitFor(`the confirmation email to ${address}`, async () => (await mailsTo(address))[0]);

/** The token of a link in the email's text (`…/newsletter/confirm#token=…`). */
function tokenOf(text: string, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`http://localhost:3000/newsletter/${page}#token=([A-Za-z0-9_.-]+)`).exec(
    text,
  );
  if (!match?.[1]) throw new Error(`No ${page} link in:\n${text}`);
  return match[1];
}

const consentRecords = (email: string) =>
  database.query<{
    event: string;
    method: string;
    wording: string;
    consent_version: string | null;
  }>(
    `SELECT r.event, r.method, r.wording, r.consent_version
       FROM newsletter.consent_records r JOIN newsletter.subscriptions s ON s.id = r.subscription
      WHERE s.email = $1 ORDER BY r.id`,
    [email],
  );

describe('newsletter sign-up', () => {
  it('answers 202 "check-inbox", emails a confirmation with an unsubscribe link and one-click headers, and the link confirms', async () => {
    const response = await subscribe('  Ada@Example.org ');
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'check-inbox' });

    const mail = await confirmationTo('ada@example.org');
    expect(mail.subject).toBe('Confirm your subscription to the Elevate SaaS Solutions newsletter');
    expect(mail.from).toEqual([
      { name: 'Elevate SaaS Solutions website', address: 'hello@elevatesaas.co.uk' },
    ]);
    const unsubscribeToken = tokenOf(mail.text, 'unsubscribe');
    expect(mail.headers['list-unsubscribe']).toBe(
      `<http://127.0.0.1:4000/newsletter/unsubscribe?token=${unsubscribeToken}>`,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(`/newsletter/confirm#token=${tokenOf(mail.text, 'confirm')}`);

    const confirmed = await post(`${api.url}${newsletterApiPaths.confirm}`, {
      token: tokenOf(mail.text, 'confirm'),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'confirmed' });
    // Following the link again changes nothing.
    const again = await post(`${api.url}${newsletterApiPaths.confirm}`, {
      token: tokenOf(mail.text, 'confirm'),
    });
    expect(await again.json()).toEqual({ status: 'confirmed' });

    expect(await consentRecords('ada@example.org')).toEqual([
      {
        event: 'requested',
        method: 'Stay Updated form on the website',
        consent_version: currentConsentVersion,
        wording: consentWordings[currentConsentVersion],
      },
      {
        event: 'confirmed',
        method: 'confirmation link in the email',
        consent_version: currentConsentVersion,
        wording: consentWordings[currentConsentVersion],
      },
    ]);
  });

  it('gives the same answer whatever the address, and a pending address at most one email a day', async () => {
    const first = await subscribe('bea@example.org');
    await confirmationTo('bea@example.org');
    const repeat = await subscribe('bea@example.org'); // pending
    const subscribed = await subscribe('ada@example.org'); // confirmed in the test above
    for (const response of [first, repeat, subscribed]) {
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ status: 'check-inbox' });
    }
    // A later sign-up's email arrives; by then a second one to Bea would have too.
    await subscribe('marker@example.org');
    await confirmationTo('marker@example.org');
    expect(await mailsTo('bea@example.org')).toHaveLength(1);
    expect(await mailsTo('ada@example.org')).toHaveLength(1);

    time += 25 * hour;
    await subscribe('bea@example.org');
    await waitFor(
      'a second email a day later',
      async () => (await mailsTo('bea@example.org')).length === 2,
    );
  });

  it('refuses an expired link with 410, an unknown one with 404, and a new email brings a working link', async () => {
    await subscribe('cy@example.org');
    const mail = await confirmationTo('cy@example.org');
    time += 49 * hour;
    await expectError(
      await post(`${api.url}${newsletterApiPaths.confirm}`, {
        token: tokenOf(mail.text, 'confirm'),
      }),
      410,
      /expired\. Please sign up again/,
    );
    await expectError(
      await post(`${api.url}${newsletterApiPaths.confirm}`, { token: 'x'.repeat(43) }),
      404,
      /not valid/,
    );
    await expectError(
      await post(`${api.url}${newsletterApiPaths.confirm}`, { token: 'short' }),
      404,
    );

    await subscribe('cy@example.org');
    await waitFor('the new email', async () => (await mailsTo('cy@example.org')).length === 2);
    const newest = (await mailsTo('cy@example.org')).find((m) => m.messageId !== mail.messageId)!;
    const confirmed = await post(`${api.url}${newsletterApiPaths.confirm}`, {
      token: tokenOf(newest.text, 'confirm'),
    });
    expect(confirmed.status).toBe(200);
  });
});

describe('the consent record', () => {
  it('is printed for an operator by `npm run outbox -- consent <address>`', async () => {
    const { code, output } = await runOutboxCommand(['consent', 'ada@example.org'], database.url);
    expect(code).toBe(0);
    expect(output).toContain('ada@example.org: subscribed');
    expect(output).toMatch(/requested\s+Stay Updated form on the website \(wording of /);
    expect(output).toMatch(/confirmed\s+confirmation link in the email/);
    expect(output).toContain(consentWordings[currentConsentVersion]);
  });
});

describe('unsubscribing', () => {
  it('works with one click from the email program (RFC 8058), with no origin, and the confirmation link stops working', async () => {
    await subscribe('dee@example.org');
    const mail = await confirmationTo('dee@example.org');
    await post(`${api.url}${newsletterApiPaths.confirm}`, { token: tokenOf(mail.text, 'confirm') });

    const oneClickUrl = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] as string)![1]!;
    const { pathname, search } = new URL(oneClickUrl);
    const response = await fetch(`${api.url}${pathname}${search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'unsubscribed' });
    expect((await consentRecords('dee@example.org')).map((record) => record.event)).toEqual([
      'requested',
      'confirmed',
      'withdrawn',
    ]);
    expect((await consentRecords('dee@example.org'))[2]).toMatchObject({
      method: 'one-click unsubscribe of the email program (List-Unsubscribe-Post)',
    });
    await expectError(
      await post(`${api.url}${newsletterApiPaths.confirm}`, {
        token: tokenOf(mail.text, 'confirm'),
      }),
      404,
    );
  });

  it("works from the site's page with the email's link, also before confirming", async () => {
    await subscribe('eve@example.org');
    const mail = await confirmationTo('eve@example.org');
    const body = { token: tokenOf(mail.text, 'unsubscribe') };
    const response = await post(`${api.url}${newsletterApiPaths.unsubscribe}`, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'unsubscribed' });
    const again = await post(`${api.url}${newsletterApiPaths.unsubscribe}`, body);
    expect(await again.json()).toEqual({ status: 'unsubscribed' });
    expect(await consentRecords('eve@example.org')).toMatchObject([
      { event: 'requested' },
      { event: 'withdrawn', method: 'unsubscribe page of the website', wording: 'Unsubscribe' },
    ]);
    await expectError(
      await post(`${api.url}${newsletterApiPaths.unsubscribe}`, { token: 'y'.repeat(43) }),
      404,
    );
  });
});

describe('bad sign-ups', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    ['an invalid address', { email: 'not-an-address' }, /valid email address/],
    ['an unknown consent wording', { consentVersion: '1999-01-01' }, /consent wording/],
    ['an extra field', { source: 'x' }, /./],
  ])('answers 400 to %s', async (_what, fields, error) => {
    const response = await subscribe(fields.email ?? 'fay@example.org', fields);
    await expectError(response, 400, error);
  });

  it("answers 403 to a token of the contact form's action, and to another origin", async () => {
    await expectError(await subscribe('gus@example.org', { action: 'submit' }), 403, /bot check/);
    const response = await fetch(`${api.url}${newsletterApiPaths.subscribe}`, {
      method: 'POST',
      headers: { ...jsonHeaders, Origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'gus@example.org' }),
    });
    await expectError(response, 403);
    expect(await mailsTo('gus@example.org')).toEqual([]);
  });

  it('allows the site origin by CORS', async () => {
    const preflight = await fetch(`${api.url}${newsletterApiPaths.subscribe}`, {
      method: 'OPTIONS',
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });
});

describe('rate limits, shared through the database', () => {
  it('limits sign-ups per address from any client, and per client', async () => {
    const limited = await startApi({
      NEWSLETTER_ADDRESS_LIMIT_PER_DAY: '2',
      NEWSLETTER_RATE_LIMIT_MAX: '4',
    });
    const on = limited.api;
    expect((await subscribe('hal@example.org', { on })).status).toBe(202);
    expect((await subscribe('HAL@example.org', { on })).status).toBe(202);
    await expectError(await subscribe('hal@example.org', { on }), 429, /several times/);
    // The address's count is spent; the client's fourth request still gets through.
    expect((await subscribe('ivy@example.org', { on })).status).toBe(202);
    await expectError(await subscribe('jo@example.org', { on }), 429, /several times/);
  });

  it("counts an address's sign-ups only once the bot check passed: junk tokens spend none of its allowance", async () => {
    const { api: on } = await startApi({ NEWSLETTER_ADDRESS_LIMIT_PER_DAY: '2' });
    for (let i = 0; i < 5; i += 1) {
      await expectError(
        await subscribe('kim@example.org', { on, recaptchaToken: `junk-${i}` }),
        403,
        /bot check/,
      );
    }
    expect((await subscribe('kim@example.org', { on })).status).toBe(202);
    expect((await subscribe('kim@example.org', { on })).status).toBe(202);
    await expectError(await subscribe('kim@example.org', { on }), 429, /several times/);
  });

  it("limits the links' requests per client: confirm and the unsubscribe page together, one-click on its own", async () => {
    const { api: on } = await startApi({
      NEWSLETTER_LINK_RATE_LIMIT_MAX: '3',
      NEWSLETTER_ONE_CLICK_RATE_LIMIT_MAX: '2',
    });
    const token = { token: 'z'.repeat(43) };
    await expectError(await post(`${on.url}${newsletterApiPaths.confirm}`, token), 404);
    await expectError(await post(`${on.url}${newsletterApiPaths.unsubscribe}`, token), 404);
    await expectError(await post(`${on.url}${newsletterApiPaths.confirm}`, token), 404);
    await expectError(
      await post(`${on.url}${newsletterApiPaths.unsubscribe}`, token),
      429,
      /several requests/,
    );
    await expectError(await post(`${on.url}${newsletterApiPaths.confirm}`, token), 429);

    const oneClick = () =>
      fetch(`${on.url}${newsletterApiPaths.unsubscribe}?token=${token.token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    await expectError(await oneClick(), 404);
    await expectError(await oneClick(), 404);
    await expectError(await oneClick(), 429, /several requests/);
  });
});
