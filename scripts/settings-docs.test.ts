/**
 * The configuration tables of the READMEs against the settings schemas (decision 032): the
 * generated ones must be what `npm run settings:docs` writes now; the static image's table, kept
 * by hand for its per-app columns, must name every value its schema checks, for the right apps.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { settingsTable } from '@site/settings';
import { apps, settingsOf, type App } from '../deploy/static/settings';
import { documentedSettings, tableIn } from './settings-docs';

const repoRoot = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** A markdown table's rows, cells trimmed, whatever the padding prettier gave it. */
function rowsOf(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .filter((line) => !/^\|[\s:|-]+\|$/.test(line))
    .map((line) =>
      line
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

describe.each(documentedSettings)('the $file table of $settings.name', ({ file, settings }) => {
  it('is the one its schema makes (npm run settings:docs writes it)', () => {
    expect(rowsOf(tableIn(read(file), settings.name))).toEqual(rowsOf(settingsTable(settings)));
  });
});

describe("the static image's table (deploy/static/README.md)", () => {
  const readme = read('deploy/static/README.md');
  const from = readme.indexOf('| variable', readme.indexOf('## Variables'));
  const table = readme.slice(from, readme.indexOf('\n\n', from));
  const [header, ...rows] = rowsOf(table);
  const documented = new Map(rows.map((row) => [row[0]?.replaceAll('`', ''), row]));
  const column = (name: string) => header?.indexOf(name) ?? -1;

  /** The apps a row's `apps` cell names: `all`, `remotes`, or app names. */
  function appsIn(cell: string): App[] {
    if (cell === 'all') return [...apps];
    return apps.filter(
      (app) => new RegExp(`\\b${app}\\b`).test(cell) || (app !== 'shell' && /remotes/.test(cell)),
    );
  }

  const checked = [...new Set(apps.flatMap((app) => settingsOf(app).map((s) => s.name)))];
  it.each(checked)('names %s, for the apps that take it, and whether one needs it', (name) => {
    const row = documented.get(name);
    expect(row).toBeDefined();
    const taking = apps.filter((app) => settingsOf(app).some((s) => s.name === name));
    const required = apps.some((app) => settingsOf(app).some((s) => s.name === name && s.required));
    expect(appsIn(row?.[column('apps')] ?? '')).toEqual(taking);
    expect(row?.[column('required')]).toBe(required ? 'yes' : 'no');
  });

  it('names no variable that the image does not read', () => {
    const entrypoint = read('deploy/static/entrypoint.sh');
    for (const name of documented.keys()) {
      const known = checked.includes(name ?? '') || entrypoint.includes(`${name}`);
      expect([name, known]).toEqual([name, true]);
    }
  });
});
