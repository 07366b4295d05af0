import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(__dirname, '..');

/**
 * `npm run <script> -w <workspace> -- <args>`, as an operator or an editor types it, with
 * `environment` over this process's; resolves with what it printed.
 */
export async function runCommand(
  workspace: string,
  script: string,
  args: readonly string[],
  environment: Record<string, string> = {},
): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', script, '-w', workspace, '--', ...args],
    { cwd: repoRoot, env: { ...process.env, ...environment }, timeout: 60_000 },
  );
  return stdout;
}

/** The release a remote's build is (its manifest's build version). */
export const versionIn = async (dist: string): Promise<string> =>
  (
    JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      metaData: { buildInfo: { buildVersion: string } };
    }
  ).metaData.buildInfo.buildVersion;
