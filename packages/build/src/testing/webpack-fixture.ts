import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';

/**
 * A folder of source files for the builds of one test file: written before its tests, removed
 * after them. `files` maps a path inside the folder (sub-folders are made) to its text.
 */
export function sourceFolder(
  prefix: string,
  files: Record<string, string>,
): { readonly path: string } {
  let folder: string | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), prefix));
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
      await writeFile(path.join(folder, name), text);
    }
  });
  afterAll(() => (folder ? rm(folder, { recursive: true, force: true }) : undefined));
  return {
    get path() {
      if (!folder) throw new Error('The source folder exists only while the tests run');
      return folder;
    },
  };
}

/** Runs one build; its statistics, errors included (the compiler is closed). */
export function runWebpack(config: Configuration): Promise<Stats> {
  const compiler = webpack(config);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('webpack reported no statistics'));
      else resolve(stats);
    });
  });
}

/** Runs one build that must succeed: its errors, if any, fail the test. */
export async function buildWithWebpack(config: Configuration): Promise<Stats> {
  const stats = await runWebpack(config);
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  return stats;
}
