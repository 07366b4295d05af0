import { checkApiKey, createGateway } from '../local/gateway.ts';
import type { FunctionHandler } from '../local/gateway.ts';

const key = 'test-anon-key';
const echo: FunctionHandler = async (req) =>
  new Response(JSON.stringify({ method: req.method, path: new URL(req.url).pathname }), {
    headers: { 'Content-Type': 'application/json' },
  });

const gateway = createGateway({
  anonKey: key,
  functions: { 'get-blogs': echo, broken: () => Promise.reject(new Error('boom')) },
  health: async () => {},
  logError: () => {},
});
const request = (path: string, init: RequestInit = {}) =>
  gateway(new Request(`http://localhost${path}`, { method: 'POST', ...init }));

describe('local gateway', () => {
  test('routes /functions/v1/<name> (and sub-paths) with the apikey header', async () => {
    const response = await request('/functions/v1/get-blogs', { headers: { apikey: key } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ method: 'POST', path: '/functions/v1/get-blogs' });
    const sub = await request('/functions/v1/get-blogs/extra', { headers: { apikey: key } });
    expect(sub.status).toBe(200);
  });

  test('accepts the key as a bearer token when there is no apikey header', async () => {
    const response = await request('/functions/v1/get-blogs', {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(200);
  });

  test.each<[string, Record<string, string>, string]>([
    ['no key', {}, 'No API key found in request'],
    ['a wrong apikey', { apikey: 'nope' }, 'Invalid API key'],
    ['a wrong bearer', { Authorization: 'Bearer nope' }, 'Invalid API key'],
    [
      'a wrong apikey with a right bearer',
      { apikey: 'nope', Authorization: `Bearer ${key}` },
      'Invalid API key',
    ],
    ['a bare Authorization', { Authorization: key }, 'No API key found in request'],
  ])('%s is 401 with a readable JSON message', async (_name, headers, message) => {
    const response = await request('/functions/v1/get-blogs', { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ message });
  });

  test('a CORS preflight needs no key and reaches the function', async () => {
    const response = await request('/functions/v1/get-blogs', { method: 'OPTIONS' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ method: 'OPTIONS', path: '/functions/v1/get-blogs' });
  });

  test('unknown functions and paths are 404', async () => {
    const unknown = await request('/functions/v1/nope', { headers: { apikey: key } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
    const proto = await request('/functions/v1/__proto__', { headers: { apikey: key } });
    expect(proto.status).toBe(404);
    const other = await request('/rest/v1/blog_posts', { headers: { apikey: key } });
    expect(other.status).toBe(404);
  });

  test('a function that throws is a 500 without details', async () => {
    const response = await request('/functions/v1/broken', { headers: { apikey: key } });
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain('boom');
  });

  test('GET /health reports the health check', async () => {
    expect((await request('/health', { method: 'GET' })).status).toBe(200);
    const sick = createGateway({
      anonKey: key,
      functions: {},
      health: () => Promise.reject(new Error('db down')),
      logError: () => {},
    });
    expect((await sick(new Request('http://localhost/health'))).status).toBe(503);
  });

  test('checkApiKey', () => {
    expect(checkApiKey(new Headers({ apikey: key }), key)).toBeNull();
    expect(checkApiKey(new Headers({ authorization: `bearer ${key}` }), key)).toBeNull();
    expect(checkApiKey(new Headers({ apikey: `${key}x` }), key)).toBe('Invalid API key');
  });
});
