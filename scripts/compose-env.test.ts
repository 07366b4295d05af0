import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `npm run compose-env` as an operator runs it, on a .env of this test's own. */
const script = path.join(__dirname, 'compose-env.mts');
const secrets = [
  'POSTGRES_PASSWORD',
  'BLOG_READER_PASSWORD',
  'CONTACT_OWNER_PASSWORD',
  'CONTACT_API_PASSWORD',
  'RECAPTCHA_SECRET_KEY',
  'NEWSLETTER_LINK_SECRET',
  'PREVIEW_SECRET',
  'PUBLISH_HOOK_SECRET',
  'BLOG_PREVIEW_SECRET',
];

let work: string;
let envFile: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'compose-env-'));
  envFile = path.join(work, '.env');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function run() {
  const result = spawnSync(process.execPath, [script, '--file', envFile], {
    encoding: 'utf8',
    timeout: 15_000,
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}
const valuesOf = (text: string) =>
  Object.fromEntries([...text.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]));

it('writes a new random value for every secret, readable by its owner only, naming them', () => {
  const output = run();
  for (const name of secrets) expect(output).toContain(name);
  const values = valuesOf(readFileSync(envFile, 'utf8'));
  expect(Object.keys(values).sort()).toEqual([...secrets].sort());
  for (const value of Object.values(values)) {
    expect(value).toMatch(/^[0-9a-f]{48}$/);
    expect(output).not.toContain(value);
  }
  expect(new Set(Object.values(values)).size).toBe(secrets.length);
  expect(statSync(envFile).mode & 0o777).toBe(0o600);
});

it('keeps every value a .env already has, so the database volume still matches', () => {
  run();
  const first = readFileSync(envFile, 'utf8');
  expect(run()).toContain('nothing changed');
  expect(readFileSync(envFile, 'utf8')).toBe(first);
});

it('fills in the empty secrets of a copy of .env.example where they stand, and nothing else', () => {
  const example = readFileSync(path.join(__dirname, '..', '.env.example'), 'utf8');
  writeFileSync(envFile, example.replace('RATE_LIMIT_MAX=5', 'RATE_LIMIT_MAX=50'));
  run();
  const text = readFileSync(envFile, 'utf8');
  const lines = text.split('\n');
  const exampleLines = example.split('\n');
  expect(lines).toHaveLength(exampleLines.length);
  lines.forEach((line, index) => {
    const name = /^([A-Z_]+)=/.exec(line)?.[1];
    if (name && secrets.includes(name)) {
      expect(exampleLines[index]).toBe(`${name}=`);
      expect(line).toMatch(new RegExp(`^${name}=[0-9a-f]{48}$`));
    } else if (name === 'RATE_LIMIT_MAX') {
      expect(line).toBe('RATE_LIMIT_MAX=50');
    } else {
      expect(line).toBe(exampleLines[index]);
    }
  });
});

it('adds only the secrets an existing .env lacks', () => {
  writeFileSync(envFile, 'SHELL_PORT=3100\nPOSTGRES_PASSWORD=chosen_by_me\n');
  expect(run()).not.toContain('POSTGRES_PASSWORD');
  const values = valuesOf(readFileSync(envFile, 'utf8'));
  expect(values.SHELL_PORT).toBe('3100');
  expect(values.POSTGRES_PASSWORD).toBe('chosen_by_me');
  expect(Object.keys(values)).toHaveLength(secrets.length + 1);
});
