import { browserToken, postMessage, siteOrigin, visitor } from '../testing/local-parts';
import { expectJsonError, setUpSendEmailApi } from '../testing/send-email-under-test';

/**
 * The contact API's HTTP around POST /send-email: the rate limit, CORS, security headers,
 * health (public) and readiness and metrics (internal), unknown routes and methods.
 */

jest.setTimeout(60_000);

const contact = setUpSendEmailApi();

describe('POST /send-email: rate limit', () => {
  it('answers 429 JSON once a client has sent the limit within the window', async () => {
    const { api: limited } = await contact.startApi({ RATE_LIMIT_MAX: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = { ...visitor, recaptchaToken: await browserToken(contact.emulator) };
      statuses.push((await postMessage(limited.url, i === 1 ? '{bad' : body)).status);
    }
    expect(statuses).toEqual([202, 400, 202]);

    const response = await postMessage(limited.url, {
      ...visitor,
      recaptchaToken: await browserToken(contact.emulator),
    });
    await expectJsonError(response, 429, /try again later/);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('CORS and other routes', () => {
  it('lets the site origin call the API from a browser (preflight and response)', async () => {
    const preflight = await fetch(`${contact.api.url}/send-email`, {
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

    const response = await contact.send({});
    expect(response.status).toBe(202);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });

  it('gives another origin no CORS headers and refuses its messages', async () => {
    const evil = 'http://evil.example';
    const preflight = await fetch(`${contact.api.url}/send-email`, {
      method: 'OPTIONS',
      headers: { Origin: evil, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const response = await postMessage(
      contact.api.url,
      { ...visitor, recaptchaToken: await browserToken(contact.emulator) },
      { 'Content-Type': 'application/json', Origin: evil },
    );
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    await expectJsonError(response, 403, 'Messages can only be sent from our website.');
  });

  it('sets security headers', async () => {
    const response = await fetch(`${contact.api.url}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-powered-by')).toBeNull();
    // HSTS only when HSTS_MAX_AGE says so, as on every host of the site.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const { api: strict } = await contact.startApi({ HSTS_MAX_AGE: '63072000' });
    const secured = await fetch(`${strict.url}/healthz`);
    expect(secured.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('answers /healthz with "ok" only, and keeps /readyz and /metrics to the internal port', async () => {
    expect(await (await fetch(`${contact.api.url}/healthz`)).json()).toEqual({ status: 'ok' });
    await expectJsonError(await fetch(`${contact.api.url}/readyz`), 404, 'Not found.');
    await expectJsonError(await fetch(`${contact.api.url}/metrics`), 404, 'Not found.');
    expect(new URL(contact.api.internalUrl).hostname).toBe('127.0.0.1');
    expect(new URL(contact.api.internalUrl).port).not.toBe(new URL(contact.api.url).port);
    expect(await (await fetch(`${contact.api.internalUrl}/readyz`)).json()).toEqual({
      status: 'ready',
    });
  });

  it('reports the outbox in Prometheus format at /metrics, on the internal port', async () => {
    const response = await fetch(`${contact.api.internalUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^contact_outbox_oldest_pending_age_seconds \d+(\.\d+)?$/m);
    expect(text).toMatch(/^contact_outbox_failed_messages 0$/m);
    expect(text).toMatch(/^contact_outbox_pending_messages \d+$/m);
  });

  it('answers 404 JSON for unknown routes and 405 JSON for other methods on /send-email', async () => {
    await expectJsonError(await fetch(`${contact.api.url}/nope`), 404, 'Not found.');
    await expectJsonError(await fetch(`${contact.api.url}/%E0%A4%A`), 404);
    const get = await fetch(`${contact.api.url}/send-email`);
    await expectJsonError(get, 405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
