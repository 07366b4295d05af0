import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { supabaseDir } from './database';

/**
 * The local blog backend's secrets, made once per checkout and kept in `supabase/.local/` (never
 * committed: `supabase/.gitignore`), readable by their user only, so the function server and the
 * editors' command (`npm run blog`) agree without anyone setting them:
 *
 * - `preview-secret`: `BLOG_PREVIEW_SECRET`, the key of draft preview tokens;
 * - `admin-key`: `BLOG_ADMIN_KEY`, the key of the local admin route (`admin-route.ts`).
 *
 * As `.releases/.preview-secret` is for release previews. Production sets its own (Supabase
 * function secrets); an environment variable of the same name wins here too.
 */
export const localSecretsDir = path.join(supabaseDir, '.local');

export type LocalSecretName = 'preview-secret' | 'admin-key';

/** The secret of that name, made now if this checkout has none yet. */
export function localSecret(name: LocalSecretName, dir: string = localSecretsDir): string {
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Written whole beside it, then linked in place: a process starting at the same moment reads
    // either no file or the whole secret, and the first link wins.
    const draft = `${file}.${process.pid}.tmp`;
    writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return readFileSync(file, 'utf8').trim();
}
