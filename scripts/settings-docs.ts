/**
 * The configuration tables of the READMEs, made from the settings schemas (decision 032): each
 * table sits between `<!-- settings-table: NAME -->` and `<!-- /settings-table -->` and is
 * written by `npm run settings:docs`; settings-docs.test.ts fails when one is stale. A new
 * settings reader is one more entry of `documentedSettings`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as z from 'zod';
import { settingsTable, type Settings } from '@site/settings';
import { contactApiSettings } from '../contact-api/src/infra/settings';
import { rendererSettings } from '../shell/renderer/settings';
import { stackSettings } from './stack-settings';

const repoRoot = path.resolve(__dirname, '..');

export interface DocumentedSettings {
  /** The README, from the repository's root. */
  file: string;
  settings: Settings<z.ZodObject>;
}

export const documentedSettings: DocumentedSettings[] = [
  { file: 'README.md', settings: stackSettings },
  { file: 'README.md', settings: rendererSettings },
  { file: 'contact-api/README.md', settings: contactApiSettings },
];

const start = (name: string) => `<!-- settings-table: ${name} -->`;
const end = '<!-- /settings-table -->';

/** The table now between the markers of `name` in `text`. */
export function tableIn(text: string, name: string): string {
  const from = text.indexOf(start(name));
  const to = text.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`no ${start(name)} … ${end} in the README`);
  return text.slice(from + start(name).length, to).trim();
}

function withTable(text: string, name: string, table: string): string {
  const old = tableIn(text, name);
  const at = text.indexOf(old, text.indexOf(start(name)));
  return text.slice(0, at) + table.trim() + text.slice(at + old.length);
}

/** Writes every table, then formats each README as `npm run lint` expects it. */
export async function writeSettingsDocs(): Promise<string[]> {
  // Loaded here only: prettier's module cannot load in Jest, which reads the tables.
  const prettier = await import('prettier');
  const files = [...new Set(documentedSettings.map((entry) => entry.file))];
  for (const file of files) {
    const full = path.join(repoRoot, file);
    let text = readFileSync(full, 'utf8');
    for (const { settings } of documentedSettings.filter((entry) => entry.file === file)) {
      text = withTable(text, settings.name, settingsTable(settings));
    }
    const options = await prettier.resolveConfig(full);
    writeFileSync(full, await prettier.format(text, { ...options, filepath: full }));
  }
  return files;
}

if (require.main === module) {
  writeSettingsDocs().then(
    (files) => console.log(`settings tables written: ${files.join(', ')}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
