import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesConfig } from '@site/contracts/federation';
import { remotesJsonOf } from './live-remotes';
import { writeAtomically, type Pointer } from './pointer-file';

/**
 * The site's `remotes.json` as a file beside the pointer, for a host that serves files and runs
 * no code (the shell's nginx image). The registry writes it after every change of the pointer,
 * under the pointer's lock, so it always says what the pointer says (decision 037).
 *
 * It is made over the environment's remotes.json, which the deployment leaves beside the
 * pointer as `base-remotes.json` (the shell's container writes its own there at start-up). With
 * none, nothing is written: the host keeps serving the environment's file, as before.
 */

/** The registry's remotes.json, beside the pointer. */
export const remotesFileBeside = (pointerFile: string) =>
  path.join(path.dirname(pointerFile), 'remotes.json');

/** The environment's remotes.json as the deployment gives it to the registry. */
export const baseRemotesFileBeside = (pointerFile: string) =>
  path.join(path.dirname(pointerFile), 'base-remotes.json');

async function readBase(file: string): Promise<RemotesConfig | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const base = JSON.parse(text) as Partial<RemotesConfig>;
  if (typeof base.remotes !== 'object' || base.remotes === null) {
    throw new Error(`${file} is not a remotes.json: "remotes" is missing`);
  }
  return base as RemotesConfig;
}

/**
 * Writes the registry's remotes.json for `pointer`; resolves to whether it did (not without a
 * base file).
 */
export async function writeRemotesFile(
  pointer: Pointer,
  files: { remotesFile: string; baseFile: string },
): Promise<boolean> {
  const base = await readBase(files.baseFile);
  if (!base) return false;
  await writeAtomically(files.remotesFile, remotesJsonOf(pointer, base));
  return true;
}
