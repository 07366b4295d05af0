import { newsletterResponseSchema } from '@site/contracts/blog';
import {
  handleSubscribeNewsletter,
  subscribeFailedMessage,
} from '../functions/subscribe-newsletter/handler.ts';
import { failingSql, post, startTestDatabase } from './helpers';
import type { TestDatabase } from './helpers';

jest.setTimeout(60_000);

let database: TestDatabase;
const subscribe = (body: unknown, raw = false) =>
  handleSubscribeNewsletter(post(body, { raw }), { sql: database.sql });

beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const storedRows = (email: string) =>
  database.sql<{ email: string; source: string }[]>`
    select email, source from public.newsletter_subscribers where lower(email) = lower(${email})`;

test('a new address is added: created true', async () => {
  const response = await subscribe({ email: 'new.reader@example.co.uk' });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(newsletterResponseSchema.parse(await response.json())).toEqual({
    success: true,
    created: true,
  });
  expect(await storedRows('new.reader@example.co.uk')).toEqual([
    { email: 'new.reader@example.co.uk', source: 'blog' },
  ]);
});

test('the same address again, in any case and with spaces: created false, one row', async () => {
  const first = await subscribe({ email: 'Ada.Lovelace@Example.com' });
  expect(await first.json()).toEqual({ success: true, created: true });

  for (const email of ['ada.lovelace@example.com', '  ADA.LOVELACE@EXAMPLE.COM  ']) {
    const again = await subscribe({ email });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, created: false });
  }
  expect(await storedRows('ada.lovelace@example.com')).toEqual([
    { email: 'ada.lovelace@example.com', source: 'blog' },
  ]);
});

test('concurrent sign-ups of one address create exactly one row', async () => {
  const responses = await Promise.all(
    Array.from({ length: 8 }, () => subscribe({ email: 'race@example.com' })),
  );
  const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ created: boolean }>));
  expect(bodies.filter((b) => b.created)).toHaveLength(1);
  expect(await storedRows('race@example.com')).toHaveLength(1);
});

test.each<[string, unknown, boolean, RegExp]>([
  ['not an address', { email: 'not-an-email' }, false, /valid email address/],
  ['an empty address', { email: '' }, false, /valid email address/],
  ['only spaces', { email: '   ' }, false, /valid email address/],
  ['two addresses', { email: 'a@example.com, b@example.com' }, false, /valid email address/],
  ['a number', { email: 42 }, false, /valid email address|email/],
  ['no email', {}, false, /email/],
  ['an unknown key', { email: 'x@example.com', name: 'X' }, false, /name/],
  ['a too long address', { email: `${'a'.repeat(250)}@example.com` }, false, /valid email/],
  ['malformed JSON', '{"email":', true, /valid JSON/],
  ['an array body', ['a@example.com'], false, /JSON object/],
])('%s is a 400', async (_name, body, raw, message) => {
  const response = await subscribe(body, raw);
  expect(response.status).toBe(400);
  const json = (await response.json()) as { success: boolean; error: string };
  expect(json.success).toBe(false);
  expect(json.error).toMatch(message);
});

test('OPTIONS is the CORS preflight, GET is 405', async () => {
  const options = await handleSubscribeNewsletter(
    new Request('http://localhost/', { method: 'OPTIONS' }),
    { sql: database.sql },
  );
  expect(options.status).toBe(200);
  expect(await options.text()).toBe('ok');
  expect(options.headers.get('access-control-allow-headers')).toContain('apikey');

  const get = await handleSubscribeNewsletter(new Request('http://localhost/'), {
    sql: database.sql,
  });
  expect(get.status).toBe(405);
});

test('a database error is a 500 with a safe message, the real error logged', async () => {
  const logError = jest.fn();
  const response = await handleSubscribeNewsletter(post({ email: 'x@example.com' }), {
    sql: failingSql('duplicate key value violates unique constraint "secret_idx"'),
    logError,
  });
  expect(response.status).toBe(500);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ success: false, error: subscribeFailedMessage });
  expect(text).not.toContain('secret_idx');
  expect(logError).toHaveBeenCalledWith(
    'subscribe-newsletter: database write failed',
    expect.objectContaining({ message: expect.stringContaining('secret_idx') }),
  );
});
