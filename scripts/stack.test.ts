import { readStack } from './stack';

describe('local stack configuration', () => {
  it('serves the shell on 3000 and the remotes on 3001-3003 by default', () => {
    const stack = readStack({});
    expect(stack.host).toBe('127.0.0.1');
    expect(stack.apps.map((app) => [app.name, app.port])).toEqual([
      ['shell', 3000],
      ['marketing', 3001],
      ['blog', 3002],
      ['contact', 3003],
    ]);
    expect(stack.remotesConfig).toEqual({
      remotes: {
        marketing: 'http://localhost:3001/mf-manifest.json',
        blog: 'http://localhost:3002/mf-manifest.json',
        contact: 'http://localhost:3003/mf-manifest.json',
      },
    });
  });

  it('runs the local backends on their usual ports', () => {
    const { services } = readStack({});
    expect(services.blogBackend.url).toBe('http://localhost:54321');
    expect(services.contactApi.url).toBe('http://localhost:4000');
    expect(services.mailCatcher).toMatchObject({ smtpPort: 1025, url: 'http://localhost:8025' });
    expect(services.botCheck.scriptUrl).toBe('http://localhost:4100/recaptcha/api.js');
  });

  it('gives the blog and contact remotes their runtime settings', () => {
    const stack = readStack({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon' });
    const settings = Object.fromEntries(stack.apps.map((app) => [app.name, app.runtimeConfig]));
    expect(settings.blog).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'anon',
      // The newsletter sign-up posts to the contact API with a bot-check token.
      contactApiUrl: 'http://localhost:4000',
      recaptchaSiteKey: 'local-bot-check-site-key',
      recaptchaScriptUrl: 'http://localhost:4100/recaptcha/api.js',
    });
    expect(settings.contact).toEqual({
      contactApiUrl: 'http://localhost:4000',
      recaptchaSiteKey: 'local-bot-check-site-key',
      recaptchaScriptUrl: 'http://localhost:4100/recaptcha/api.js',
    });
    expect(settings.marketing).toBeUndefined();
  });

  it('lets the shell page talk to exactly the remotes, backends and bot-check service', () => {
    const csp = readStack({}).shellContentSecurityPolicy();
    expect(csp).toContain(
      "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:4100;",
    );
    expect(csp).toContain(
      "connect-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:54321 http://localhost:4000 http://localhost:4100;",
    );
    expect(csp).toContain('frame-src http://localhost:4100;');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets only the shell load the remotes cross-origin', () => {
    expect(readStack({}).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(
      readStack({ ALLOWED_ORIGINS: 'https://www.example.co.uk, https://example.co.uk' })
        .allowedOrigins,
    ).toEqual(['https://www.example.co.uk', 'https://example.co.uk']);
  });

  it('follows the ports and host it is given', () => {
    const stack = readStack({
      SHELL_PORT: '3100',
      MARKETING_PORT: '3101',
      PUBLIC_HOST: '127.0.0.1',
    });
    expect(stack.shell.origin).toBe('http://127.0.0.1:3100');
    expect(stack.remotesConfig.remotes.marketing).toBe('http://127.0.0.1:3101/mf-manifest.json');
  });

  it('points the shell at another deployment of a remote without a rebuild', () => {
    const stack = readStack({
      MARKETING_REMOTE_URL: 'https://marketing.example.co.uk/v42/mf-manifest.json',
    });
    expect(stack.remotesConfig.remotes.marketing).toBe(
      'https://marketing.example.co.uk/v42/mf-manifest.json',
    );
    expect(stack.shellContentSecurityPolicy()).toContain(
      "script-src 'self' https://marketing.example.co.uk http://localhost:3002",
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => readStack({ SHELL_PORT: 'eighty' })).toThrow(/SHELL_PORT/);
    expect(() => readStack({ MARKETING_REMOTE_URL: 'not a url' })).toThrow(/MARKETING_REMOTE_URL/);
    expect(() => readStack({ HSTS_MAX_AGE: 'two years' })).toThrow(/HSTS_MAX_AGE/);
    expect(() =>
      readStack({ ALLOWED_ORIGINS: 'http://localhost:3000, https://a.example/' }),
    ).toThrow(
      'stack: invalid settings\n✖ must list origins such as http://localhost:3000 (no path or trailing slash)\n  → at ALLOWED_ORIGINS[1]',
    );
  });

  it('sends no Strict-Transport-Security on plain http://localhost unless HSTS_MAX_AGE says so', () => {
    expect(readStack({}).strictTransportSecurity).toBeUndefined();
    expect(readStack({ HSTS_MAX_AGE: '0' }).strictTransportSecurity).toBeUndefined();
    const stack = readStack({ HSTS_MAX_AGE: '63072000' });
    expect(stack.strictTransportSecurity).toBe('max-age=63072000; includeSubDomains');
    expect(stack.renderer.hstsMaxAge).toBe('63072000');
  });
});
