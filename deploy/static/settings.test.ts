/**
 * The static image checks its run-time values in POSIX sh (it has no Node), with the checks
 * generated from settings.ts; the same records give a zod schema (`settingsSchemaOf`). Both must
 * refuse the same values with the same message, the one format of every settings reader of the
 * site (decision 032). Each environment below goes through entrypoint.sh (stopped before nginx)
 * and through `defineSettings`, and the two messages are compared.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineSettings, SettingsError } from '@site/settings';
import { writeNginxFiles } from './generate';
import {
  apps,
  kinds,
  settingsName,
  settingsOf,
  settingsSchemaOf,
  type App,
  type Kind,
} from './settings';

const entrypoint = path.join(__dirname, 'entrypoint.sh');
let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'static-settings-'));
  writeNginxFiles(path.join(work, 'generated'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const good: Record<Kind, string> = {
  url: 'https://host.example/path',
  origin: 'http://renderer:3010',
  origins: 'https://www.example.co.uk, https://example.co.uk',
  key: 'site-key_1.2',
  seconds: '63072000',
  path: '/srv/site-releases',
  addresses: '10.0.0.0/8, 172.16.0.0/12, 192.0.2.7, fd00::/8, 2001:db8::ffff',
};

/** Values the kind refuses, each a different reason. */
const bad: Record<Kind, string[]> = {
  url: ['https://a.example/m.json?v=1', 'http://a.example:70000/x', 'https://a.example\n', ' '],
  origin: ['https://a.example/', 'ftp://a.example'],
  origins: ['https://a.example,"x', 'https://a.example\nhttps://b.example', 'https://a.example/'],
  key: ['abc def', 'abc","x":"y'],
  seconds: ['63072000; preload', '1234567890'],
  path: ['srv/releases', '/srv/my releases', '/srv/$releases'],
  addresses: ['10.0.0.0/8; deny all', 'varnish.internal', '10.0.0.0/8,"x', '10.0.0.1\n10.0.0.2'],
};

const validEnv = (app: App) =>
  Object.fromEntries(settingsOf(app).map((setting) => [setting.name, good[setting.kind]]));

/** The entrypoint's message for `env` (empty when it would start nginx). */
function entrypointSays(app: App, env: Record<string, string>): string {
  const root = mkdtempSync(path.join(work, `${app}-`));
  const html = path.join(root, 'html');
  mkdirSync(html);
  writeFileSync(path.join(html, app === 'shell' ? 'index.html' : 'mf-manifest.json'), '{}');
  writeFileSync(path.join(html, 'csp-script-hashes.txt'), `'sha256-${'A'.repeat(43)}='\n`);
  const result = spawnSync('sh', [entrypoint], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      APP: app,
      SITE_ROOT: html,
      RUNTIME_DIR: path.join(root, 'runtime'),
      NGINX_CONF_DIR: path.join(root, 'nginx'),
      NGINX_TEMPLATE_DIR: path.join(work, 'generated'),
      NGINX_BIN: 'true',
      ...env,
    },
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (result.status === 0) return '';
  expect([result.status, result.stderr]).toEqual([78, expect.any(String)]);
  return result.stderr;
}

/** The message of the zod schema for `env` (empty when it reads). */
function zodSays(app: App, env: Record<string, string>): string {
  try {
    defineSettings(settingsName, settingsSchemaOf(app)).read(env);
    return '';
  } catch (error) {
    if (error instanceof SettingsError) return `${error.message}\n`;
    throw error;
  }
}

describe.each(apps)('the %s image and its zod schema', (app) => {
  it('both take a valid environment', () => {
    expect(entrypointSays(app, validEnv(app))).toBe('');
    expect(zodSays(app, validEnv(app))).toBe('');
  });

  const cases = settingsOf(app).flatMap((setting) => [
    [setting.name, ''],
    ...bad[setting.kind].map((value) => [setting.name, value]),
  ]);
  it.each(cases)('refuse %s=%j alike', (name, value) => {
    const env = { ...validEnv(app), [name]: value };
    const required = settingsOf(app).find((setting) => setting.name === name)?.required;
    const message = zodSays(app, env);
    expect(entrypointSays(app, env)).toBe(message);
    if (value !== '' || required) {
      expect(message).toMatch(
        new RegExp(`^${settingsName}: invalid settings\\n✖ .+\\n  → at ${name}\\n$`),
      );
    }
  });

  it('name every bad variable, in one message', () => {
    const env = Object.fromEntries(settingsOf(app).map((setting) => [setting.name, '"']));
    const message = zodSays(app, env);
    expect(entrypointSays(app, env)).toBe(message);
    for (const setting of settingsOf(app)) expect(message).toContain(`  → at ${setting.name}\n`);
  });
});

it('every kind has a good value and values it refuses', () => {
  expect(Object.keys(good).sort()).toEqual(Object.keys(kinds).sort());
  expect(Object.keys(bad).sort()).toEqual(Object.keys(kinds).sort());
});
