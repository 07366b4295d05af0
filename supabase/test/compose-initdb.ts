import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsDir } from '../local/database';

const supabaseDir = path.join(__dirname, '..');

/**
 * Sets a throwaway real Postgres up as the compose image does: its init scripts
 * (`docker/initdb/<scripts>`) run against `serverUrl` with the migrations and the test seed.
 * `env` adds what a script reads (`BLOG_READER_PASSWORD`). Resolves with the work folder, for
 * the caller to remove.
 */
export function runComposeInitScripts(
  serverUrl: string,
  scripts: readonly string[],
  env: Record<string, string> = {},
): string {
  const work = mkdtempSync(path.join(os.tmpdir(), 'blog-initdb-test-'));
  cpSync(migrationsDir, path.join(work, 'migrations'), { recursive: true });
  cpSync(path.join(__dirname, 'fixtures', 'seed.sql'), path.join(work, 'seed.sql'));
  const url = new URL(serverUrl);
  for (const script of scripts) {
    const result = spawnSync('sh', [path.join(supabaseDir, 'docker', 'initdb', script)], {
      env: {
        PATH: process.env.PATH ?? '',
        PGHOST: url.hostname,
        PGPORT: url.port,
        POSTGRES_USER: 'postgres',
        POSTGRES_DB: 'postgres',
        BLOG_SQL_DIR: work,
        ...env,
      },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
  }
  return work;
}
