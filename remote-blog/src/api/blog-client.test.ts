import { parseBlogConfig } from '../config/blog-config';
import { createFunctionsClient } from './blog-client';
import { sessionStorageKey } from './blog-credentials';
import type * as sessionClient from './session-client';
import { createBlogClient } from './session-client';

// The real supabase-js client, watched: the tests see whether (and how) it was created.
jest.mock('./session-client', () => {
  const actual = jest.requireActual<typeof sessionClient>('./session-client');
  return { createBlogClient: jest.fn(actual.createBlogClient) };
});
const createSessionClient = jest.mocked(createBlogClient);

const config = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'public-key',
  contactApiUrl: 'http://localhost:4000',
  recaptchaSiteKey: 'site-key',
  recaptchaScriptUrl: 'http://localhost:4100/recaptcha/api.js',
};
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

/** The headers and URL of the one call the client made. */
function sentRequest() {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), headers: new Headers(init?.headers), body: init?.body };
}

const warn = console.warn.bind(console);
beforeEach(() => {
  // Each test makes its own client; supabase-js warns when several share a storage key.
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
  });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    Response.json({ posts: [] }, { headers: { 'Content-Type': 'application/json' } }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  createSessionClient.mockClear();
  window.localStorage.clear();
  window.location.hash = '';
});

afterEach(async () => {
  jest.mocked(console.warn).mockRestore();
  // A session client refreshes its session on a timer: stop it.
  for (const { type, value } of createSessionClient.mock.results) {
    if (type === 'return') await value.auth.stopAutoRefresh();
  }
});

describe('blog backend settings', () => {
  it('reads the backend URL, the anon key and the newsletter settings from config.json', () => {
    expect(parseBlogConfig(config)).toEqual(config);
  });

  it('names the missing key', () => {
    expect(() => parseBlogConfig({ supabaseUrl: 'http://localhost:54321' })).toThrow(
      'supabaseAnonKey: supabaseAnonKey is required',
    );
    expect(() => parseBlogConfig({ supabaseUrl: 'nope', supabaseAnonKey: 'k' })).toThrow(
      'supabaseUrl: supabaseUrl must be the URL of the blog backend',
    );
    expect(() => parseBlogConfig({ ...config, contactApiUrl: undefined })).toThrow(
      'contactApiUrl: contactApiUrl must be the URL of the contact API',
    );
    expect(() => parseBlogConfig({ ...config, recaptchaSiteKey: '' })).toThrow(
      'recaptchaSiteKey: recaptchaSiteKey is required',
    );
  });

  it('refuses to create a client without a key, with a clear message', async () => {
    await expect(createFunctionsClient({ ...config, supabaseAnonKey: '' })).rejects.toThrow(
      'The blog backend key (supabaseAnonKey) is required.',
    );
    expect(() => createBlogClient({ ...config, supabaseAnonKey: '' })).toThrow(
      'The blog backend key (supabaseAnonKey) is required.',
    );
  });
});

describe('the blog backend client', () => {
  it('without a session: the anon key is the bearer credential, and supabase-js is not loaded', async () => {
    const client = await createFunctionsClient(config);
    const { data, error } = await client.invoke('get-blogs', { body: { limit: 10, offset: 0 } });

    expect(error).toBeNull();
    expect(data).toEqual({ posts: [] });
    const sent = sentRequest();
    expect(sent.url).toBe('http://localhost:54321/functions/v1/get-blogs');
    expect(sent.headers.get('apikey')).toBe('public-key');
    expect(sent.headers.get('authorization')).toBe('Bearer public-key');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.body).toBe('{"limit":10,"offset":0}');
    expect(createSessionClient).not.toHaveBeenCalled();
  });

  it('resolves the functions URL against a project URL with a path, as supabase-js does', async () => {
    const client = await createFunctionsClient({ ...config, supabaseUrl: 'https://x.test/api' });
    await client.invoke('get-blogs', { body: {} });
    expect(sentRequest().url).toBe('https://x.test/api/functions/v1/get-blogs');
  });

  it('with a persisted session: supabase-js keeps it, and its access token is the credential', async () => {
    const now = Math.floor(Date.now() / 1000);
    window.localStorage.setItem(
      sessionStorageKey(config.supabaseUrl),
      JSON.stringify({
        access_token: 'visitor-token',
        refresh_token: 'refresh-token',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: now + 3600,
        user: { id: 'visitor', aud: 'authenticated', factors: [] },
      }),
    );

    const client = await createFunctionsClient(config);
    await client.invoke('get-blogs', { body: { slug: 'a-post' } });

    expect(createSessionClient).toHaveBeenCalledWith(config);
    const sent = sentRequest(); // the session is valid: no refresh call before the function's
    expect(sent.url).toBe('http://localhost:54321/functions/v1/get-blogs');
    expect(sent.headers.get('apikey')).toBe('public-key');
    expect(sent.headers.get('authorization')).toBe('Bearer visitor-token');
  });

  it('keeps the session in localStorage, under the key it looks for, and refreshes it automatically', () => {
    expect(sessionStorageKey('http://localhost:54321')).toBe('sb-localhost-auth-token');
    expect(sessionStorageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
    const client = createBlogClient(config);
    const auth = client.auth as unknown as {
      persistSession: boolean;
      autoRefreshToken: boolean;
      storage: Storage;
      storageKey: string;
    };
    expect(auth.persistSession).toBe(true);
    expect(auth.autoRefreshToken).toBe(true);
    expect(auth.storage).toBe(window.localStorage);
    expect(auth.storageKey).toBe('sb-localhost-auth-token');
  });

  it('hands a session arriving from an auth redirect to supabase-js', async () => {
    window.location.hash = '#access_token=abc&refresh_token=def&expires_in=3600&token_type=bearer';
    await createFunctionsClient(config);
    expect(createSessionClient).toHaveBeenCalledWith(config);

    // Its error, in the query, too: supabase-js reads and clears it.
    window.location.hash = '';
    window.history.replaceState(null, '', '/blogs?error_description=Link+expired');
    createSessionClient.mockClear();
    await createFunctionsClient(config);
    expect(createSessionClient).toHaveBeenCalledWith(config);
    window.history.replaceState(null, '', '/');
  });
});
