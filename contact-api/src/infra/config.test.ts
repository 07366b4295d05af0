import { ConfigError, defaultEmbeddedDir, googleSiteverifyUrl, readConfig } from './config';

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
};

const problemOf = (env: Record<string, string>) => {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('readConfig accepted the environment');
};

describe('readConfig', () => {
  it('has local defaults for everything but the secret', () => {
    const config = readConfig(minimal);
    expect(config).toMatchObject({
      production: false,
      host: '127.0.0.1',
      port: 4000,
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      trustProxy: false,
      rateLimit: { windowMs: 600_000, limit: 5 },
      botCheck: {
        verifyUrl: googleSiteverifyUrl,
        action: 'submit',
        allowedHostnames: ['localhost', '127.0.0.1'],
        minScore: 0.5,
        timeoutMs: 3000,
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
    });
  });

  it('names the missing key', () => {
    expect(problemOf({})).toBe('Invalid configuration: RECAPTCHA_SECRET_KEY: is required');
  });

  it.each([
    ['PORT', 'abc', 'PORT: must be a whole number'],
    ['PORT', '70000', 'PORT: must be at most 65535'],
    ['RECAPTCHA_MIN_SCORE', '2', 'RECAPTCHA_MIN_SCORE: must be between 0 and 1'],
    ['SMTP_SECURE', 'maybe', 'SMTP_SECURE: must be true or false'],
    ['ALLOWED_ORIGINS', 'http://localhost:3000/', 'ALLOWED_ORIGINS: "http://localhost:3000/"'],
    ['MAIL_TO', 'inbox', 'MAIL_TO: must be one or more addresses'],
    ['MAIL_FROM', 'Website <nope>', 'MAIL_FROM: must be an address'],
    ['RECAPTCHA_VERIFY_URL', 'ftp://x', 'RECAPTCHA_VERIFY_URL: must be an http(s) URL'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY: true would trust any X-Forwarded-For header'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: must be one of'],
    ['SMTP_USER', 'user', 'SMTP_USER: set SMTP_USER and SMTP_PASS together'],
    ['DATABASE_URL', 'mysql://db/x', 'DATABASE_URL: must be a postgres:// URL'],
    ['DELIVERY_HEARTBEAT_SECONDS', '5', 'DELIVERY_HEARTBEAT_SECONDS: must be at least 10'],
    [
      'DELIVERY_MAX_RETRY_DELAY_SECONDS',
      '5',
      'DELIVERY_MAX_RETRY_DELAY_SECONDS: must be at least DELIVERY_RETRY_DELAY_SECONDS',
    ],
  ])('names %s when it is %j', (key, value, problem) => {
    expect(problemOf({ ...minimal, [key]: value })).toContain(problem);
  });

  it('treats a blank variable as unset', () => {
    expect(readConfig({ ...minimal, PORT: '', SMTP_SECURE: ' ' })).toMatchObject({
      port: 4000,
      smtp: { secure: false },
    });
  });

  it('reads lists, mailboxes and proxy settings', () => {
    const config = readConfig({
      ...minimal,
      ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443',
      RECAPTCHA_ALLOWED_HOSTNAMES: 'A.example,b.example',
      MAIL_FROM: 'Web Form <form@a.example>',
      MAIL_TO: 'one@a.example, two@a.example',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
    });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(config.botCheck.allowedHostnames).toEqual(['a.example', 'b.example']);
    expect(config.mail).toEqual({
      from: { name: 'Web Form', address: 'form@a.example' },
      to: ['one@a.example', 'two@a.example'],
    });
    expect(config.trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(readConfig({ ...minimal, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ ...minimal, MAIL_FROM: 'bare@a.example' }).mail.from).toEqual({
      name: '',
      address: 'bare@a.example',
    });
  });

  describe('in production', () => {
    it("accepts Google's siteverify", () => {
      expect(readConfig(production).botCheck.verifyUrl).toBe(googleSiteverifyUrl);
      expect(
        readConfig({
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
      expect(problemOf({ ...production, RECAPTCHA_VERIFY_URL: url })).toContain(
        "RECAPTCHA_VERIFY_URL: must be Google's siteverify",
      );
    });

    it.each(['SITE_URL', 'PUBLIC_API_URL'])('needs %s, an https:// URL', (key) => {
      expect(problemOf({ ...production, [key]: '' })).toContain(`${key}: must be set`);
      expect(problemOf({ ...production, [key]: 'http://example.org' })).toContain(
        `${key}: must be set to an https:// URL`,
      );
    });

    it('reads HSTS_MAX_AGE with the rule of every host of the site', () => {
      expect(readConfig(production).hstsMaxAge).toBe(63072000);
      expect(readConfig({ ...production, HSTS_MAX_AGE: '0' }).hstsMaxAge).toBe(0);
      expect(problemOf({ ...production, HSTS_MAX_AGE: 'a year' })).toContain(
        'HSTS_MAX_AGE: must be',
      );
    });

    it.each([
      'ALLOWED_ORIGINS',
      'RECAPTCHA_ALLOWED_HOSTNAMES',
      'SMTP_HOST',
      'HSTS_MAX_AGE',
      'DATABASE_URL',
    ])('needs %s set explicitly', (key) => {
      expect(problemOf({ ...production, [key]: '' })).toContain(
        `${key}: must be set when NODE_ENV=production`,
      );
    });

    it.each(['', 'false'])('refuses to start with TRUST_PROXY=%j', (value) => {
      expect(problemOf({ ...production, TRUST_PROXY: value })).toContain(
        'TRUST_PROXY: must be set when NODE_ENV=production',
      );
    });

    it('takes a hop count (0 when clients connect directly) or a list of proxies', () => {
      expect(readConfig({ ...production, TRUST_PROXY: '0' }).trustProxy).toBe(false);
      expect(readConfig({ ...production, TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(readConfig({ ...production, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual([
        '10.0.0.0/8',
      ]);
    });

    it('sends SMTP credentials only over TLS', () => {
      const credentials = { ...production, SMTP_USER: 'web', SMTP_PASS: 'secret' };
      expect(problemOf(credentials)).toContain('SMTP_USER: credentials are sent only over TLS');
      expect(readConfig({ ...credentials, SMTP_SECURE: 'true' }).smtp.secure).toBe(true);
      expect(readConfig({ ...credentials, SMTP_REQUIRE_TLS: 'true' }).smtp.requireTls).toBe(true);
      // Without credentials (a relay that knows our address), plain SMTP stays possible.
      expect(readConfig(production).smtp.secure).toBe(false);
    });
  });
});
