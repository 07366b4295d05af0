import * as z from 'zod';
import { defineSettings, env, SettingsError, settingsTable } from './settings';

const demo = defineSettings(
  'demo',
  z
    .object({
      NODE_ENV: env.text('development').meta({ description: 'production or development' }),
      PORT: env.port(4000).meta({ description: 'port the server listens on' }),
      SECURE: env.flag(false).meta({ description: 'TLS from the first byte' }),
      DATABASE_URL: env
        .url(undefined, { protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
        .meta({ description: 'the Postgres database | or none' }),
      ORIGINS: env
        .list(['http://localhost:3000', 'http://127.0.0.1:3000'], z.url())
        .meta({ description: 'origins that may call' }),
      MIN_SCORE: env.number(0.5, 0, 1).meta({ description: 'lowest bot-check score' }),
      SECRET: env.blankAsUnset(z.string({ error: 'is required' })).meta({ description: 'a key' }),
      DATA_DIR: env
        .text('/home/someone/.data')
        .meta({ description: 'where data is kept', defaultText: '`.data/`' }),
    })
    .superRefine((settings, ctx) => {
      if (settings.NODE_ENV === 'production' && !settings.DATABASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['DATABASE_URL'],
          message: 'must be set when NODE_ENV=production',
        });
      }
    }),
);

function errorOf(read: () => unknown): SettingsError {
  try {
    read();
  } catch (error) {
    if (error instanceof SettingsError) return error;
    throw error;
  }
  throw new Error('read() did not fail');
}

describe('defineSettings', () => {
  it('reads an environment with every variable unset as the defaults', () => {
    expect(demo.read({ SECRET: 's' })).toEqual({
      NODE_ENV: 'development',
      PORT: 4000,
      SECURE: false,
      DATABASE_URL: undefined,
      ORIGINS: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      MIN_SCORE: 0.5,
      SECRET: 's',
      DATA_DIR: '/home/someone/.data',
    });
  });

  it('coerces what is set: numbers, flags in any spelling, lists', () => {
    const settings = demo.read({
      PORT: '8080',
      SECURE: 'YES',
      MIN_SCORE: '0.7',
      ORIGINS: ' https://example.com , https://www.example.com,',
      DATABASE_URL: 'postgres://db/site',
      SECRET: 's',
    });
    expect(settings).toMatchObject({
      PORT: 8080,
      SECURE: true,
      MIN_SCORE: 0.7,
      ORIGINS: ['https://example.com', 'https://www.example.com'],
      DATABASE_URL: 'postgres://db/site',
    });
    expect(demo.read({ SECURE: 'off', SECRET: 's' }).SECURE).toBe(false);
  });

  it('reads a blank value as unset, so the default applies', () => {
    expect(demo.read({ PORT: '', SECURE: ' ', ORIGINS: '', SECRET: 's' })).toMatchObject({
      PORT: 4000,
      SECURE: false,
      ORIGINS: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    });
  });

  it('names every bad variable in one message, one problem each, as z.prettifyError writes it', () => {
    const error = errorOf(() =>
      demo.read({
        PORT: '70000',
        SECURE: 'maybe',
        MIN_SCORE: 'high',
        ORIGINS: 'https://example.com,not a url',
        DATABASE_URL: 'mysql://db',
      }),
    );
    expect(error.message).toBe(
      [
        'demo: invalid settings',
        '✖ must be at most 65535',
        '  → at PORT',
        '✖ must be true or false',
        '  → at SECURE',
        '✖ must be a postgres:// URL',
        '  → at DATABASE_URL',
        '✖ must be a number',
        '  → at MIN_SCORE',
        '✖ is required',
        '  → at SECRET',
        '✖ Invalid URL',
        '  → at ORIGINS[1]',
      ].join('\n'),
    );
    expect(error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'PORT',
      'SECURE',
      'DATABASE_URL',
      'ORIGINS.1',
      'MIN_SCORE',
      'SECRET',
    ]);
  });

  it('lists a cross-variable rule at the variable it names', () => {
    const error = errorOf(() => demo.read({ NODE_ENV: 'production', SECRET: 's' }));
    expect(error.message).toBe(
      'demo: invalid settings\n✖ must be set when NODE_ENV=production\n  → at DATABASE_URL',
    );
  });

  it('refuses fractions where a whole number is wanted, and a list that lists nothing', () => {
    const error = errorOf(() => demo.read({ PORT: '80.5', ORIGINS: ' , ', SECRET: 's' }));
    expect(error.message).toBe(
      [
        'demo: invalid settings',
        '✖ must be a whole number',
        '  → at PORT',
        '✖ must list at least one value',
        '  → at ORIGINS',
      ].join('\n'),
    );
  });

  it('types each variable from its schema', () => {
    const settings = demo.read({ SECRET: 's' });
    const typed: { PORT: number; SECURE: boolean; ORIGINS: string[]; DATABASE_URL?: string } =
      settings;
    // @ts-expect-error: an optional variable may be unset
    const databaseUrl: string = settings.DATABASE_URL;
    expect([typed.PORT, databaseUrl]).toEqual([4000, undefined]);
  });

  it('reads the process environment by default', () => {
    process.env.SECRET = 'from the process';
    try {
      expect(demo.read().SECRET).toBe('from the process');
    } finally {
      delete process.env.SECRET;
    }
  });
});

describe('settingsTable', () => {
  it('documents every variable with its default and its description from the schema', () => {
    expect(settingsTable(demo)).toBe(
      [
        '| variable | default | meaning |',
        '| --- | --- | --- |',
        '| `NODE_ENV` | `development` | production or development |',
        '| `PORT` | `4000` | port the server listens on |',
        '| `SECURE` | `false` | TLS from the first byte |',
        '| `DATABASE_URL` | none | the Postgres database \\| or none |',
        '| `ORIGINS` | `http://localhost:3000,http://127.0.0.1:3000` | origins that may call |',
        '| `MIN_SCORE` | `0.5` | lowest bot-check score |',
        '| `SECRET` | required | a key |',
        '| `DATA_DIR` | `.data/` | where data is kept |',
        '',
      ].join('\n'),
    );
  });

  it('refuses a variable without a description', () => {
    const undocumented = defineSettings('bare', z.object({ PORT: env.port(80) }));
    expect(() => settingsTable(undocumented)).toThrow('bare: PORT has no description');
  });

  it('finds a description given before the blank handling', () => {
    const inner = defineSettings(
      'inner',
      z.object({ HOST: env.blankAsUnset(z.string().default('::').describe('interface')) }),
    );
    expect(settingsTable(inner)).toContain('| `HOST` | `::` | interface |');
  });
});
