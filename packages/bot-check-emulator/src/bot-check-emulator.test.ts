import { runInNewContext } from 'node:vm';
import {
  startBotCheckEmulator,
  type RunningBotCheckEmulator,
  type SiteverifyResponse,
} from './bot-check-emulator';

const siteKey = 'test-site-key';
const secretKey = 'test-secret-key';
const siteOrigin = 'http://localhost:3000';

let emulator: RunningBotCheckEmulator;
let time: number;

beforeEach(async () => {
  time = Date.parse('2024-01-05T10:00:00.000Z');
  emulator = await startBotCheckEmulator({
    port: 0,
    siteKey,
    secretKey,
    allowedOrigins: [siteOrigin],
    now: () => time,
  });
});

afterEach(() => emulator.close());

async function siteverify(fields: Record<string, string>): Promise<SiteverifyResponse> {
  const response = await fetch(emulator.siteverifyUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SiteverifyResponse;
}

function requestToken(body: unknown, origin = siteOrigin) {
  return fetch(`${emulator.url}/emulator/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  });
}

/** Runs the served script as a page on http://localhost:3000 would, and returns its grecaptcha. */
async function loadScript(query = `render=${siteKey}`) {
  const response = await fetch(`${emulator.url}/recaptcha/api.js?${query}`);
  const source = await response.text();
  const window: Record<string, unknown> = {};
  runInNewContext(source, {
    window,
    document: { currentScript: { src: `${emulator.url}/recaptcha/api.js` } },
    location: { hostname: 'localhost' },
    fetch,
    URL,
    setTimeout,
    Promise,
  });
  return {
    response,
    window,
    grecaptcha: window.grecaptcha as {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    },
  };
}

describe('bot-check emulator: browser script', () => {
  it('binds to loopback and names its script and siteverify URLs like Google', () => {
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(emulator.scriptUrl).toBe(`${emulator.url}/recaptcha/api.js?render=${siteKey}`);
    expect(emulator.siteverifyUrl).toBe(`${emulator.url}/recaptcha/api/siteverify`);
  });

  it('serves a script other origins may load', async () => {
    const { response } = await loadScript();
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('defines grecaptcha.ready and execute, whose token siteverify accepts once', async () => {
    const { grecaptcha } = await loadScript();
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    const token = await grecaptcha.execute(siteKey, { action: 'submit' });

    expect(await siteverify({ secret: secretKey, response: token, remoteip: '127.0.0.1' })).toEqual(
      {
        success: true,
        challenge_ts: '2024-01-05T10:00:00Z',
        hostname: 'localhost',
        score: 0.9,
        action: 'submit',
      },
    );
    expect(await siteverify({ secret: secretKey, response: token })).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('rejects execute for a site key it was not loaded with, like Google', async () => {
    const { grecaptcha } = await loadScript();
    await expect(grecaptcha.execute('other-key', { action: 'submit' })).rejects.toThrow(
      'Invalid site key or not loaded in api.js: other-key',
    );
  });

  it('rejects execute for an unknown site key even when loaded with it', async () => {
    const { grecaptcha } = await loadScript('render=unknown-key');
    await expect(grecaptcha.execute('unknown-key', { action: 'submit' })).rejects.toThrow(
      'Invalid site key',
    );
  });

  it('calls the onload function named in the script URL', async () => {
    const onload = jest.fn();
    const response = await fetch(`${emulator.url}/recaptcha/api.js?onload=started&render=x`);
    const window: Record<string, unknown> = { started: onload };
    runInNewContext(await response.text(), {
      window,
      document: { currentScript: null },
      location: { hostname: 'localhost' },
      URL,
      setTimeout,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onload).toHaveBeenCalledTimes(1);
  });
});

describe('bot-check emulator: token endpoint', () => {
  it('answers the preflight of an allowed origin', async () => {
    const response = await fetch(`${emulator.url}/emulator/token`, {
      method: 'OPTIONS',
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('gives tokens to allowed origins only', async () => {
    const allowed = await requestToken({ siteKey, action: 'submit', hostname: 'localhost' });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(siteOrigin);

    const other = await requestToken(
      { siteKey, action: 'submit', hostname: 'localhost' },
      'http://evil.example',
    );
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    [{ siteKey: 'wrong', action: 'submit', hostname: 'localhost' }, 'invalid-site-key'],
    [{ siteKey, action: 'sub mit', hostname: 'localhost' }, 'bad-request'],
    [{ siteKey, action: 'submit' }, 'bad-request'],
  ])('refuses %j', async (body, error) => {
    const response = await requestToken(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });
});

describe('bot-check emulator: siteverify', () => {
  it.each([
    [{}, ['missing-input-secret', 'missing-input-response']],
    [{ response: 'x' }, ['missing-input-secret']],
    [{ secret: 'wrong', response: 'x' }, ['invalid-input-secret']],
    [{ secret: secretKey }, ['missing-input-response']],
    [{ secret: secretKey, response: 'garbage' }, ['invalid-input-response']],
  ])('answers %j with Google’s error codes %j', async (fields, codes) => {
    expect(await siteverify(fields)).toEqual({ success: false, 'error-codes': codes });
  });

  it('expires tokens after two minutes', async () => {
    const stale = emulator.mintToken();
    time += 2 * 60 * 1000 + 1;
    expect(await siteverify({ secret: secretKey, response: stale })).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('accepts a token until the end of its two minutes', async () => {
    const token = emulator.mintToken();
    time += 2 * 60 * 1000;
    expect((await siteverify({ secret: secretKey, response: token })).success).toBe(true);
  });

  it('mints tokens with a chosen score, action and hostname for tests', async () => {
    const token = emulator.mintToken({ score: 0.1, action: 'login', hostname: 'evil.example' });
    expect(await siteverify({ secret: secretKey, response: token })).toMatchObject({
      success: true,
      score: 0.1,
      action: 'login',
      hostname: 'evil.example',
    });
  });

  it('gives pages low-score tokens after setScore', async () => {
    emulator.setScore(0.2);
    const response = await requestToken({ siteKey, action: 'submit', hostname: 'localhost' });
    const { token } = (await response.json()) as { token: string };
    expect((await siteverify({ secret: secretKey, response: token })).score).toBe(0.2);
    expect(() => emulator.setScore(2)).toThrow(RangeError);
  });

  it('reads the fields from the query string as Google does', async () => {
    const token = emulator.mintToken();
    const response = await fetch(
      `${emulator.siteverifyUrl}?${new URLSearchParams({ secret: secretKey, response: token })}`,
      { method: 'POST' },
    );
    expect(((await response.json()) as SiteverifyResponse).success).toBe(true);
  });

  it('answers 405 to anything but POST and 404 elsewhere', async () => {
    expect((await fetch(emulator.siteverifyUrl)).status).toBe(405);
    expect((await fetch(`${emulator.url}/nowhere`)).status).toBe(404);
  });
});
