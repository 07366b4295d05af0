import { readFileSync } from 'node:fs';

/** The origins a page of the site talks to, by what it does with them. */
export interface TrustedOrigins {
  /** Remotes: their scripts, images and manifests. */
  remotes?: readonly string[];
  /** Backends called with `fetch` (blog backend, contact API); they may also serve images. */
  apis?: readonly string[];
  /** The bot-check service: its script, its token requests and (Google's) its frame. */
  botCheck?: readonly string[];
  /**
   * Where the bot-check service's script loads the rest of its code from (`botCheckScriptOrigins`
   * of the edge policy): scripts only.
   */
  botCheckScripts?: readonly string[];
  /** Hash sources (`'sha256-…'`) of the scripts written into the page's own HTML by its build. */
  inlineScripts?: readonly string[];
}

const list = (...groups: (readonly string[] | undefined)[]) =>
  ["'self'", ...new Set(groups.flatMap((group) => group ?? []))].join(' ');

/**
 * The Content-Security-Policy of the site's HTML: scripts, styles, images and requests only from
 * the page's own origin and the origins it is configured to use, each for what it is used for.
 * Emotion writes `<style>` elements at run time, hence `'unsafe-inline'` for styles only. No
 * script is evaluated, and the only inline scripts allowed are the build's own, by hash (the
 * blog's JSON-LD is data, not script).
 */
export function contentSecurityPolicy({
  remotes,
  apis,
  botCheck,
  botCheckScripts,
  inlineScripts,
}: TrustedOrigins = {}): string {
  return [
    "default-src 'self'",
    `script-src ${list(remotes, botCheck, botCheckScripts, inlineScripts)}`,
    `connect-src ${list(remotes, apis, botCheck)}`,
    `img-src ${list(remotes, apis)} data:`,
    `style-src 'self' 'unsafe-inline'`,
    `font-src ${list(remotes)}`,
    `frame-src ${botCheck?.length ? list(botCheck).replace("'self' ", '') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** One CSP hash source, as a build writes it: `'sha256-'` and a base64 SHA-256 digest. */
const hashSource = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * Reads the hash sources a build wrote for its HTML's inline scripts (space-separated). None when
 * the file is missing (a build without inline scripts); an error for anything but hash sources.
 */
export function readInlineScriptHashes(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const sources = text.split(/\s+/).filter(Boolean);
  const wrong = sources.find((source) => !hashSource.test(source));
  if (wrong !== undefined)
    throw new Error(`${file}: ${JSON.stringify(wrong)} is not a sha256 source`);
  return sources;
}
