import {
  consentWordings,
  currentConsentVersion,
  newsletterApiPaths,
} from '@site/contracts/newsletter';
import { runOutboxCommand, waitFor } from '../testing/local-parts';
import { setUpNewsletterApi, postJson, tokenOf } from '../testing/newsletter-under-test';
import { expectJsonError } from '../testing/send-email-under-test';

/**
 * The newsletter's double opt-in end to end, with real local parts: the bot-check emulator as
 * siteverify, the embedded database and the mail catcher as SMTP server. Time is the test's
 * (the API's clock), so links can expire and a day can pass.
 */

jest.setTimeout(60_000);

const hour = 60 * 60 * 1000;
let time = Date.parse('2026-11-24T09:00:00Z');
const newsletterApi = setUpNewsletterApi({ now: () => time });
const { subscribe, mailsTo, confirmationTo, consentRecords } = newsletterApi;

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

    const confirmed = await postJson(`${newsletterApi.api.url}${newsletterApiPaths.confirm}`, {
      token: tokenOf(mail.text, 'confirm'),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'confirmed' });
    // Following the link again changes nothing.
    const again = await postJson(`${newsletterApi.api.url}${newsletterApiPaths.confirm}`, {
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
    await expectJsonError(
      await postJson(`${newsletterApi.api.url}${newsletterApiPaths.confirm}`, {
        token: tokenOf(mail.text, 'confirm'),
      }),
      410,
      /expired\. Please sign up again/,
    );
    await expectJsonError(
      await postJson(`${newsletterApi.api.url}${newsletterApiPaths.confirm}`, {
        token: 'x'.repeat(43),
      }),
      404,
      /not valid/,
    );
    await expectJsonError(
      await postJson(`${newsletterApi.api.url}${newsletterApiPaths.confirm}`, { token: 'short' }),
      404,
    );

    await subscribe('cy@example.org');
    await waitFor('the new email', async () => (await mailsTo('cy@example.org')).length === 2);
    const newest = (await mailsTo('cy@example.org')).find((m) => m.messageId !== mail.messageId)!;
    const confirmed = await postJson(`${newsletterApi.api.url}${newsletterApiPaths.confirm}`, {
      token: tokenOf(newest.text, 'confirm'),
    });
    expect(confirmed.status).toBe(200);
  });
});

describe('the consent record', () => {
  it('is printed for an operator by `npm run outbox -- consent <address>`', async () => {
    const { code, output } = await runOutboxCommand(
      ['consent', 'ada@example.org'],
      newsletterApi.database.url,
    );
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
    await postJson(`${newsletterApi.api.url}${newsletterApiPaths.confirm}`, {
      token: tokenOf(mail.text, 'confirm'),
    });

    const oneClickUrl = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] as string)![1]!;
    const { pathname, search } = new URL(oneClickUrl);
    const response = await fetch(`${newsletterApi.api.url}${pathname}${search}`, {
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
    await expectJsonError(
      await postJson(`${newsletterApi.api.url}${newsletterApiPaths.confirm}`, {
        token: tokenOf(mail.text, 'confirm'),
      }),
      404,
    );
  });

  it("works from the site's page with the email's link, also before confirming", async () => {
    await subscribe('eve@example.org');
    const mail = await confirmationTo('eve@example.org');
    const body = { token: tokenOf(mail.text, 'unsubscribe') };
    const response = await postJson(
      `${newsletterApi.api.url}${newsletterApiPaths.unsubscribe}`,
      body,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'unsubscribed' });
    const again = await postJson(`${newsletterApi.api.url}${newsletterApiPaths.unsubscribe}`, body);
    expect(await again.json()).toEqual({ status: 'unsubscribed' });
    expect(await consentRecords('eve@example.org')).toMatchObject([
      { event: 'requested' },
      { event: 'withdrawn', method: 'unsubscribe page of the website', wording: 'Unsubscribe' },
    ]);
    await expectJsonError(
      await postJson(`${newsletterApi.api.url}${newsletterApiPaths.unsubscribe}`, {
        token: 'y'.repeat(43),
      }),
      404,
    );
  });
});
