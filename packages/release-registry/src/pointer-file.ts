import { randomUUID } from 'node:crypto';
import type { PageRoute } from '@site/contracts/page-routes';
import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The site's pointer: for each remote, the release that is live, those that were live before it
 * and the candidate, with the history of every change. One JSON file per site, written only by
 * the registry, each time whole under a temporary name and renamed into place, so a reader sees
 * the old pointer or the new one and never a mix (decision 037).
 */

/** A release as the site loads it. */
export interface PointerEntry {
  version: string;
  /** Its `mf-manifest.json`, where the browser and the renderer fetch it. */
  manifestUrl: string;
  /** Its server entry's integrity, computed when it was published. */
  serverIntegrity?: string;
  /** Its pages, as published (decision 040). */
  routes?: PageRoute[];
  /** When it took this place (ISO 8601). */
  since: string;
}

export interface RemotePointer {
  live: PointerEntry;
  /** Releases that were live before, the most recent last: `rollback` goes back to it. */
  earlier: (PointerEntry & { retiredAt: string })[];
  /** The release being tried (preview, canary), not live for everyone. */
  candidate?: PointerEntry & { canaryPercent?: number };
}

export interface PointerEvent {
  at: string;
  remote: string;
  action: 'promote' | 'rollback' | 'prune' | 'candidate' | 'stop-candidate';
  version: string;
  /** The release that was live before. */
  from?: string;
  /** Why: the operator's words, or the automatic rollback's. */
  reason?: string;
}

export interface Pointer {
  remotes: Record<string, RemotePointer>;
  history: PointerEvent[];
}

/** How much of the past the file keeps: enough to audit, bounded so it stays small. */
export const historyKept = 500;
export const earlierKept = 10;

const emptyPointer = (): Pointer => ({ remotes: {}, history: [] });

function parsePointer(text: string, file: string): Pointer {
  const parsed = JSON.parse(text) as Partial<Pointer>;
  if (typeof parsed.remotes !== 'object' || parsed.remotes === null) {
    throw new Error(`${file} is not a release pointer: "remotes" is missing`);
  }
  return { remotes: parsed.remotes, history: parsed.history ?? [] };
}

/** The pointer, or an empty one where none was written yet. */
export async function readPointer(file: string): Promise<Pointer> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyPointer();
    throw error;
  }
  return parsePointer(text, file);
}

/** The same, at once, for a server answering a request (`/remotes.json`); undefined when none. */
export function readPointerSync(file: string): Pointer | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parsePointer(text, file);
}

/** A lock older than this was left by a process that died: a change takes well under a second. */
const staleLockMs = 30_000;
const lockAttempts = 100;
const lockRetryMs = 50;

/** Runs `change` with the pointer file to itself: two commands at once never lose a change. */
async function withLock<T>(file: string, change: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  for (let attempt = 0; attempt < lockAttempts; attempt += 1) {
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      try {
        return await change();
      } finally {
        await rm(lock, { force: true });
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > staleLockMs) await rm(lock, { force: true });
      else await sleep(lockRetryMs);
    }
  }
  throw new Error(`${lock} is held by another command: try again`);
}

/** Writes `file` whole under a temporary name, synced, then renames it in: never seen half-written. */
export async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Reads the pointer, applies `change` and writes the result in its place; then, still under the
 * lock, `written` (the files made from the pointer), so they follow the changes in their order.
 */
export async function updatePointer(
  file: string,
  change: (pointer: Pointer) => Pointer,
  written?: (pointer: Pointer) => Promise<unknown>,
): Promise<Pointer> {
  await mkdir(path.dirname(file), { recursive: true });
  return withLock(file, async () => {
    const next = change(await readPointer(file));
    const trimmed: Pointer = { remotes: next.remotes, history: next.history.slice(-historyKept) };
    await writeAtomically(file, `${JSON.stringify(trimmed, null, 2)}\n`);
    await written?.(trimmed);
    return trimmed;
  });
}
