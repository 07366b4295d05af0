import { parseBlogConfig } from '../config/blog-config';
import { createBlogClient } from './blog-client';

describe('blog backend settings', () => {
  it('reads the backend URL and anon key from config.json', () => {
    expect(
      parseBlogConfig({ supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'public-key' }),
    ).toEqual({ supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'public-key' });
  });

  it('names the missing key', () => {
    expect(() => parseBlogConfig({ supabaseUrl: 'http://localhost:54321' })).toThrow(
      'supabaseAnonKey: supabaseAnonKey is required',
    );
    expect(() => parseBlogConfig({ supabaseUrl: 'nope', supabaseAnonKey: 'k' })).toThrow(
      'supabaseUrl: supabaseUrl must be the URL of the blog backend',
    );
  });

  it('refuses to create a client without a key, with a clear message', () => {
    expect(() =>
      createBlogClient({ supabaseUrl: 'http://localhost:54321', supabaseAnonKey: '' }),
    ).toThrow('The blog backend key (supabaseAnonKey) is required.');
  });

  it('keeps the session in localStorage and refreshes it automatically', () => {
    const client = createBlogClient({
      supabaseUrl: 'http://localhost:54321',
      supabaseAnonKey: 'public-key',
    });
    const auth = client.auth as unknown as {
      persistSession: boolean;
      autoRefreshToken: boolean;
      storage: Storage;
    };
    expect(auth.persistSession).toBe(true);
    expect(auth.autoRefreshToken).toBe(true);
    expect(auth.storage).toBe(window.localStorage);
  });
});
