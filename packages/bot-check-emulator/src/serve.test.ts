import { readServeOptions } from './serve';

const keys = { RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' };

describe('bot-check emulator process: configuration', () => {
  it('listens on loopback port 4100 for any origin unless told otherwise', () => {
    expect(readServeOptions(keys)).toEqual({
      host: '127.0.0.1',
      port: 4100,
      siteKey: 'site',
      secretKey: 'secret',
      allowedOrigins: undefined,
      score: 0.9,
    });
  });

  it('reads the interface, port, origins and score', () => {
    expect(
      readServeOptions({
        ...keys,
        HOST: '0.0.0.0',
        PORT: '4200',
        ALLOWED_ORIGINS: 'http://localhost:3000, http://127.0.0.1:3000,',
        BOT_CHECK_SCORE: '0.1',
      }),
    ).toMatchObject({
      host: '0.0.0.0',
      port: 4200,
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      score: 0.1,
    });
  });

  it('names every bad variable', () => {
    expect(() => readServeOptions({ PORT: 'x', BOT_CHECK_SCORE: '2' })).toThrow(
      'Invalid configuration: PORT must be a port number (0-65535); BOT_CHECK_SCORE must be a ' +
        'number from 0 to 1; RECAPTCHA_SITE_KEY is required; RECAPTCHA_SECRET_KEY is required',
    );
  });

  it('refuses to run in production', () => {
    expect(() => readServeOptions({ ...keys, NODE_ENV: 'production' })).toThrow(
      'the bot-check emulator is for development and tests only',
    );
  });
});
