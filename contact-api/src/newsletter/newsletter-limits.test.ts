import { newsletterApiPaths } from '@site/contracts/newsletter';
import { siteOrigin, jsonHeaders } from '../testing/local-parts';
import { setUpNewsletterApi, postJson } from '../testing/newsletter-under-test';
import { expectJsonError } from '../testing/send-email-under-test';

/** The newsletter's sign-ups refused (bad input, another origin), and its rate limits. */

jest.setTimeout(60_000);

const newsletterApi = setUpNewsletterApi({ now: () => Date.now() });
const { subscribe, mailsTo } = newsletterApi;

describe('bad sign-ups', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    ['an invalid address', { email: 'not-an-address' }, /valid email address/],
    ['an unknown consent wording', { consentVersion: '1999-01-01' }, /consent wording/],
    ['an extra field', { source: 'x' }, /./],
  ])('answers 400 to %s', async (_what, fields, error) => {
    const response = await subscribe(fields.email ?? 'fay@example.org', fields);
    await expectJsonError(response, 400, error);
  });

  it("answers 403 to a token of the contact form's action, and to another origin", async () => {
    await expectJsonError(
      await subscribe('gus@example.org', { action: 'submit' }),
      403,
      /bot check/,
    );
    const response = await fetch(`${newsletterApi.api.url}${newsletterApiPaths.subscribe}`, {
      method: 'POST',
      headers: { ...jsonHeaders, Origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'gus@example.org' }),
    });
    await expectJsonError(response, 403);
    expect(await mailsTo('gus@example.org')).toEqual([]);
  });

  it('allows the site origin by CORS', async () => {
    const preflight = await fetch(`${newsletterApi.api.url}${newsletterApiPaths.subscribe}`, {
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
    const limited = await newsletterApi.startApi({
      NEWSLETTER_ADDRESS_LIMIT_PER_DAY: '2',
      NEWSLETTER_RATE_LIMIT_MAX: '4',
    });
    const on = limited.api;
    expect((await subscribe('hal@example.org', { on })).status).toBe(202);
    expect((await subscribe('HAL@example.org', { on })).status).toBe(202);
    await expectJsonError(await subscribe('hal@example.org', { on }), 429, /several times/);
    // The address's count is spent; the client's fourth request still gets through.
    expect((await subscribe('ivy@example.org', { on })).status).toBe(202);
    await expectJsonError(await subscribe('jo@example.org', { on }), 429, /several times/);
  });

  it("counts an address's sign-ups only once the bot check passed: junk tokens spend none of its allowance", async () => {
    const { api: on } = await newsletterApi.startApi({ NEWSLETTER_ADDRESS_LIMIT_PER_DAY: '2' });
    for (let i = 0; i < 5; i += 1) {
      await expectJsonError(
        await subscribe('kim@example.org', { on, recaptchaToken: `junk-${i}` }),
        403,
        /bot check/,
      );
    }
    expect((await subscribe('kim@example.org', { on })).status).toBe(202);
    expect((await subscribe('kim@example.org', { on })).status).toBe(202);
    await expectJsonError(await subscribe('kim@example.org', { on }), 429, /several times/);
  });

  it("limits the links' requests per client: confirm and the unsubscribe page together, one-click on its own", async () => {
    const { api: on } = await newsletterApi.startApi({
      NEWSLETTER_LINK_RATE_LIMIT_MAX: '3',
      NEWSLETTER_ONE_CLICK_RATE_LIMIT_MAX: '2',
    });
    const token = { token: 'z'.repeat(43) };
    await expectJsonError(await postJson(`${on.url}${newsletterApiPaths.confirm}`, token), 404);
    await expectJsonError(await postJson(`${on.url}${newsletterApiPaths.unsubscribe}`, token), 404);
    await expectJsonError(await postJson(`${on.url}${newsletterApiPaths.confirm}`, token), 404);
    await expectJsonError(
      await postJson(`${on.url}${newsletterApiPaths.unsubscribe}`, token),
      429,
      /several requests/,
    );
    await expectJsonError(await postJson(`${on.url}${newsletterApiPaths.confirm}`, token), 429);

    const oneClick = () =>
      fetch(`${on.url}${newsletterApiPaths.unsubscribe}?token=${token.token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    await expectJsonError(await oneClick(), 404);
    await expectJsonError(await oneClick(), 404);
    await expectJsonError(await oneClick(), 429, /several requests/);
  });
});
