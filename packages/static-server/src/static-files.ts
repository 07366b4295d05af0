import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A body to send, from a file, a generator or the renderer. */
export interface FileBody {
  body: Buffer;
  etag: string;
  /** `name` decides the content type and cache policy. */
  name: string;
}

/** Compressed bodies by name and content, bounded in bytes: every rendered page is a new one. */
const gzipCache = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (body, key) => body.length + key.length,
});

/** The body gzipped; kept for the next request of the same body only when `keep` says so. */
export function gzipped(file: FileBody, keep = true): Buffer {
  const key = `${file.name}:${file.etag}`;
  let compressed = gzipCache.get(key);
  if (!compressed) {
    compressed = gzipSync(file.body, { level: 9 });
    if (keep) gzipCache.set(key, compressed);
  }
  return compressed;
}

/** Resolves a URL path inside `root`; `null` for anything that would escape it. */
export function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

export async function readStaticFile(file: string): Promise<FileBody | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return {
      body: await readFile(file),
      etag: `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`,
      name: file,
    };
  } catch {
    return null;
  }
}

/** A body made here (a generated file, a rendered page), its ETag its content's hash. */
export function madeFile(name: string, body: Buffer): FileBody {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, name };
}
