import { SettingsError } from '@site/settings';
import { readContactApiSettings, readOutboxDatabaseSettings } from './settings';
import { defaultEmbeddedDir, googleSiteverifyUrl } from './settings-schema';

const minimal = { RECAPTCHA_SECRET_KEY: 'secret' };

const production = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.elevatesaas.co.uk',
  PUBLIC_API_URL: 'https://api.elevatesaas.co.uk',
  HSTS_MAX_AGE: '63072000',
  RECAPTCHA_SECRET_KEY: 'secret',
  ALLOWED_ORIGINS: 'https://www.elevatesaas.co.uk',
  RECAPTCHA_ALLOWED_HOSTNAMES: 'www.elevatesaas.co.uk',
  SMTP_HOST: 'smtp.example.net',
  DATABASE_URL: 'postgres://contact:secret@db.example.net:5432/site',
  TRUST_PROXY: '1',
  NEWSLETTER_LINK_SECRET: 'a-production-secret-of-at-least-32-bytes',
  SUPABASE_URL: 'https://project.supabase.co',
  SUPABASE_ANON_KEY: 'the-anon-key',
};

/** The message of the SettingsError `env` makes. */
const problemsOf = (env: Record<string, string>) => {
  try {
    readContactApiSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error('readContactApiSettings accepted the environment');
};

/** z.prettifyError's way: `✖ problem` then `→ at VARIABLE` on the next line. */
const problem = (variable: string, text: string) =>
  expect.stringMatching(
    new RegExp(`✖ ${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*\\n\\s+→ at ${variable}\\b`),
  );

describe('readContactApiSettings', () => {
  it('has local defaults for everything but the secret', () => {
    const settings = readContactApiSettings(minimal);
    expect(settings).toMatchObject({
      production: false,
      http: {
        host: '127.0.0.1',
        port: 4000,
        internalHost: '127.0.0.1',
        internalPort: 4001,
        allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
        hstsMaxAge: 0,
        trustProxy: false,
      },
      rateLimit: { windowMs: 600_000, limit: 5 },
      botCheck: {
        verifyUrl: googleSiteverifyUrl,
        action: 'submit',
        allowedHostnames: ['localhost', '127.0.0.1'],
        minScore: 0.5,
        timeoutMs: 3000,
      },
      newsletter: {
        siteUrl: 'http://localhost:3000',
        apiUrl: 'http://localhost:4000',
        confirmationTtlMs: 48 * 60 * 60 * 1000,
        clientLimit: 5,
        addressLimitPerDay: 5,
        linkLimit: 30,
        oneClickLimit: 300,
      },
      database: {
        url: undefined,
        embeddedDir: defaultEmbeddedDir,
        poolSize: 10,
        statementTimeoutMs: 5000,
      },
      smtp: { host: '127.0.0.1', port: 1025, secure: false, requireTls: false },
      mail: {
        from: { name: 'Elevate SaaS Solutions website', address: 'hello@elevatesaas.co.uk' },
        to: ['hello@elevatesaas.co.uk'],
      },
      delivery: {
        retryHorizonMs: 72 * 60 * 60 * 1000,
        retryDelaySeconds: 10,
        maxRetryDelaySeconds: 30 * 60,
        concurrency: 2,
        pollIntervalSeconds: 2,
        heartbeatSeconds: 30,
        sentRetentionDays: 7,
        failedRetentionDays: 30,
      },
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
    });
    expect(settings.newsletter.linkSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('names the missing key', () => {
    const message = problemsOf({});
    expect(message).toMatch(/^contact-api: invalid settings\n/);
    expect(message).toEqual(problem('RECAPTCHA_SECRET_KEY', 'is required'));
  });

  it('names every bad variable at once', () => {
    const message = problemsOf({ PORT: 'abc', SMTP_SECURE: 'maybe' });
    expect(message).toEqual(problem('PORT', 'must be a whole number'));
    expect(message).toEqual(problem('SMTP_SECURE', 'must be true or false'));
    expect(message).toEqual(problem('RECAPTCHA_SECRET_KEY', 'is required'));
  });

  it.each([
    ['PORT', 'abc', 'must be a whole number'],
    ['PORT', '70000', 'must be at most 65535'],
    ['INTERNAL_PORT', '-1', 'must be at least 0'],
    ['RECAPTCHA_MIN_SCORE', '2', 'must be at most 1'],
    ['SMTP_SECURE', 'maybe', 'must be true or false'],
    ['ALLOWED_ORIGINS', 'http://localhost:3000/', '"http://localhost:3000/" is not an origin'],
    ['RECAPTCHA_ALLOWED_HOSTNAMES', 'a b', '"a b" is not a hostname'],
    ['MAIL_TO', 'inbox', 'must be an email address'],
    ['MAIL_FROM', 'Website <nope>', 'must be an address'],
    ['RECAPTCHA_VERIFY_URL', 'ftp://x', 'must be an http(s) URL'],
    ['TRUST_PROXY', 'true', 'true would trust any X-Forwarded-For header'],
    ['LOG_LEVEL', 'loud', 'must be one of'],
    ['SMTP_USER', 'user', 'set SMTP_USER and SMTP_PASS together'],
    ['DATABASE_URL', 'mysql://db/x', 'must be a postgres:// URL'],
    ['DELIVERY_HEARTBEAT_SECONDS', '5', 'must be at least 10'],
    ['HSTS_MAX_AGE', 'a year', 'must be a number of seconds'],
    ['NEWSLETTER_LINK_SECRET', 'short', 'must be at least 32 bytes'],
    ['DELIVERY_MAX_RETRY_DELAY_SECONDS', '5', 'must be at least DELIVERY_RETRY_DELAY_SECONDS'],
  ])('names %s when it is %j', (key, value, text) => {
    expect(problemsOf({ ...minimal, [key]: value })).toEqual(problem(key, text));
  });

  it('treats a blank variable as unset', () => {
    expect(
      readContactApiSettings({ ...minimal, PORT: '', SMTP_SECURE: ' ', ALLOWED_ORIGINS: '' }),
    ).toMatchObject({
      http: { port: 4000, allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'] },
      smtp: { secure: false },
    });
  });

  it('reads lists, mailboxes and proxy settings', () => {
    const settings = readContactApiSettings({
      ...minimal,
      ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443',
      RECAPTCHA_ALLOWED_HOSTNAMES: 'A.example,b.example',
      MAIL_FROM: 'Web Form <form@a.example>',
      MAIL_TO: 'one@a.example, two@a.example',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
    });
    expect(settings.http.allowedOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(settings.botCheck.allowedHostnames).toEqual(['a.example', 'b.example']);
    expect(settings.mail).toEqual({
      from: { name: 'Web Form', address: 'form@a.example' },
      to: ['one@a.example', 'two@a.example'],
    });
    expect(settings.http.trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(readContactApiSettings({ ...minimal, TRUST_PROXY: '1' }).http.trustProxy).toBe(1);
    expect(readContactApiSettings({ ...minimal, MAIL_FROM: 'bare@a.example' }).mail.from).toEqual({
      name: '',
      address: 'bare@a.example',
    });
  });

  it("reads the outbox command's database settings without the API's secrets", () => {
    expect(readOutboxDatabaseSettings({ DATABASE_URL: 'postgres://x@db/site' })).toEqual({
      url: 'postgres://x@db/site',
      embeddedDir: defaultEmbeddedDir,
      poolSize: 2,
      statementTimeoutMs: 5000,
    });
    expect(() => readOutboxDatabaseSettings({ DATABASE_URL: 'mysql://db' })).toThrow(
      /^outbox: invalid settings\n✖ must be a postgres:\/\/ URL\n\s+→ at DATABASE_URL/,
    );
  });

  describe('in production', () => {
    it("accepts Google's siteverify", () => {
      expect(readContactApiSettings(production).botCheck.verifyUrl).toBe(googleSiteverifyUrl);
      expect(
        readContactApiSettings({
          ...production,
          RECAPTCHA_VERIFY_URL: 'https://www.recaptcha.net/recaptcha/api/siteverify',
        }).production,
      ).toBe(true);
    });

    it.each([
      'http://127.0.0.1:4100/recaptcha/api/siteverify',
      'http://localhost:4100/recaptcha/api/siteverify',
      'https://localhost/recaptcha/api/siteverify',
      'http://www.google.com/recaptcha/api/siteverify',
      'https://www.google.com:4100/recaptcha/api/siteverify',
      'https://www.google.com.evil.example/recaptcha/api/siteverify',
      'https://www.google.com/emulator/siteverify',
    ])('refuses %s as the verifier (the emulator must never run in production)', (url) => {
      expect(problemsOf({ ...production, RECAPTCHA_VERIFY_URL: url })).toEqual(
        problem('RECAPTCHA_VERIFY_URL', "must be Google's siteverify"),
      );
    });

    it.each(['SITE_URL', 'PUBLIC_API_URL'])('needs %s, an https:// URL', (key) => {
      const needed = 'must be set to an https:// URL when NODE_ENV=production';
      expect(problemsOf({ ...production, [key]: '' })).toEqual(problem(key, needed));
      expect(problemsOf({ ...production, [key]: 'http://example.org' })).toEqual(
        problem(key, needed),
      );
    });

    it('reads HSTS_MAX_AGE with the rule of every host of the site', () => {
      expect(readContactApiSettings(production).http.hstsMaxAge).toBe(63072000);
      expect(readContactApiSettings({ ...production, HSTS_MAX_AGE: '0' }).http.hstsMaxAge).toBe(0);
    });

    it.each([
      'ALLOWED_ORIGINS',
      'RECAPTCHA_ALLOWED_HOSTNAMES',
      'SMTP_HOST',
      'HSTS_MAX_AGE',
      'DATABASE_URL',
      'NEWSLETTER_LINK_SECRET',
      'SUPABASE_URL',
      'SUPABASE_ANON_KEY',
    ])('needs %s set explicitly', (key) => {
      expect(problemsOf({ ...production, [key]: '' })).toEqual(
        problem(key, 'must be set when NODE_ENV=production'),
      );
    });

    it.each(['', 'false'])('refuses to start with TRUST_PROXY=%j', (value) => {
      expect(problemsOf({ ...production, TRUST_PROXY: value })).toEqual(
        problem('TRUST_PROXY', 'must be set when NODE_ENV=production'),
      );
    });

    it('takes a hop count (0 when clients connect directly) or a list of proxies', () => {
      const trustProxy = (value: string) =>
        readContactApiSettings({ ...production, TRUST_PROXY: value }).http.trustProxy;
      expect(trustProxy('0')).toBe(false);
      expect(trustProxy('2')).toBe(2);
      expect(trustProxy('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
    });

    it('sends SMTP credentials only over TLS', () => {
      const credentials = { ...production, SMTP_USER: 'web', SMTP_PASS: 'secret' };
      expect(problemsOf(credentials)).toEqual(
        problem('SMTP_USER', 'credentials are sent only over TLS'),
      );
      expect(readContactApiSettings({ ...credentials, SMTP_SECURE: 'true' }).smtp.secure).toBe(
        true,
      );
      expect(
        readContactApiSettings({ ...credentials, SMTP_REQUIRE_TLS: 'true' }).smtp.requireTls,
      ).toBe(true);
      // Without credentials (a relay that knows our address), plain SMTP stays possible.
      expect(readContactApiSettings(production).smtp.secure).toBe(false);
    });
  });

  it('refuses an email per post while the current consent wording promises a monthly one', () => {
    expect(problemsOf({ RECAPTCHA_SECRET_KEY: 's', NEWSLETTER_SENDS: 'each-post' })).toEqual(
      problem('NEWSLETTER_SENDS', 'each-post needs a consent wording that promises an email per'),
    );
    expect(readContactApiSettings({ RECAPTCHA_SECRET_KEY: 's' }).mailings.mode).toBe('digest');
  });
});
