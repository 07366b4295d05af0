import { Writable } from 'node:stream';
import { startBotCheckEmulator, type RunningBotCheckEmulator } from '@site/bot-check-emulator';
import { createApp } from './app';
import { createInternalApp } from './internal-app';
import { listen, type Listening } from './listen';
import { createMetrics } from '../infra/metrics';
import { readContactApiSettings } from '../infra/settings';
import { createLogger } from '../infra/logger';
import { createNewsletter } from '../newsletter/newsletter';
import { postgresRateLimitStores } from './rate-limit-store';
import { postMessage, secretKey, siteKey, visitor } from '../testing/local-parts';
import { openOutboxParts, type OutboxParts } from '../testing/outbox-parts';
import { setUpDatabaseServer } from '../testing/test-databases';
import { createSiteverifyClient } from '../bot-check/verify-bot-check';

/** The public and internal apps built from their parts, as start.ts does: logs and readiness. */

jest.setTimeout(30_000);

const databases = setUpDatabaseServer();
let parts: OutboxParts;
let emulator: RunningBotCheckEmulator;
let server: Listening;
let internal: Listening;
let url: string;
let shuttingDown = false;
const logLines: string[] = [];
const wakes: number[] = [];

beforeAll(async () => {
  emulator = await startBotCheckEmulator({ port: 0, siteKey, secretKey });
  const settings = readContactApiSettings({
    RECAPTCHA_SECRET_KEY: secretKey,
    RECAPTCHA_VERIFY_URL: emulator.siteverifyUrl,
    RATE_LIMIT_MAX: '100',
  });
  const clock = { now: () => Date.now() };
  parts = await openOutboxParts((await databases.database()).url, {
    clock,
    poolSize: 2,
    messageIdDomain: 'x.test',
  });
  databases.closeAtEnd(() => parts.close());
  const { db, outbox } = parts;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = createApp({
    settings,
    outbox,
    newsletter: createNewsletter({ db, outbox, clock, settings: settings.newsletter }),
    rateLimitStores: postgresRateLimitStores(db),
    verifier: createSiteverifyClient(settings.botCheck),
    delivery: { wake: () => wakes.push(Date.now()) },
    logger: createLogger('info', sink),
  });
  server = await listen(app, 0, '127.0.0.1');
  url = server.url;
  internal = await listen(
    createInternalApp({
      isDatabaseReachable: () => db.isReachable(),
      isShuttingDown: () => shuttingDown,
      metrics: createMetrics(() => outbox.stats()),
      logger: createLogger('silent'),
    }),
    0,
    '127.0.0.1',
  );
});

afterAll(async () => {
  for (const { server: listening } of [server, internal]) {
    listening.closeAllConnections();
    await new Promise((resolve) => listening.close(resolve));
  }
  await emulator.close();
});

describe('contact API app', () => {
  it('wakes delivery for every accepted message', async () => {
    const before = wakes.length;
    const response = await postMessage(url, { ...visitor, recaptchaToken: emulator.mintToken() });
    expect(response.status).toBe(202);
    expect(wakes.length).toBe(before + 1);
  });

  it('logs requests as JSON without names, addresses, messages or tokens', async () => {
    const recaptchaToken = emulator.mintToken();
    await postMessage(url, { ...visitor, recaptchaToken });
    await postMessage(url, { ...visitor, recaptchaToken });
    const logs = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    logLines.forEach((line) => expect(() => JSON.parse(line)).not.toThrow());
    expect(logs).toContain('"statusCode":202');
    expect(logs).toContain('"reason":"timeout-or-duplicate"');
    for (const secret of [
      visitor.email,
      visitor.name,
      visitor.subject,
      'quote for a CRM',
      recaptchaToken,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('logs one line per request, with the outbox id of an accepted message', async () => {
    const before = logLines.length;
    const response = await postMessage(url, { ...visitor, recaptchaToken: emulator.mintToken() });
    const { id } = (await response.json()) as { id: string };
    await fetch(`${url}/healthz`);
    await postMessage(url, { ...visitor, recaptchaToken: 'garbage' });
    const lines = logLines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const accepted = lines.find((line) => line.outboxId === id);
    expect(accepted).toMatchObject({
      level: 30,
      req: { method: 'POST', path: '/send-email' },
      res: { statusCode: 202 },
      msg: 'request completed',
    });
    expect(accepted?.reqId).toEqual((accepted?.req as { id: unknown }).id);
    expect(typeof accepted?.responseTime).toBe('number');
    // The failed bot check: its own line and the request's, both with the request's id.
    const refused = lines.filter((line) => line.reqId !== accepted?.reqId);
    expect(refused.map((line) => line.msg).sort()).toEqual([
      'bot check failed',
      'request completed',
    ]);
    expect(new Set(refused.map((line) => line.reqId)).size).toBe(1);
    expect(lines).toHaveLength(3); // nothing for /healthz
  });

  it('is not ready while shutting down', async () => {
    shuttingDown = true;
    const response = await fetch(`${internal.url}/readyz`);
    shuttingDown = false;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The service is shutting down.' });
  });

  it('is not ready when the database cannot be reached, and accepts nothing', async () => {
    await parts.close();
    const ready = await fetch(`${internal.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ error: 'The database is not reachable.' });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    const response = await postMessage(url, { ...visitor, recaptchaToken: emulator.mintToken() });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'We could not save your message right now. Please try again in a few minutes.',
    });
  });
});
