import { createHash } from 'node:crypto';

/**
 * The inline scripts of an HTML document (`<script>` elements without `src`), as written; data
 * blocks (`type="application/json"`, `application/ld+json`) are not scripts and are left out.
 */
export function inlineScriptsOf(html: string): string[] {
  const script =
    /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(script)].map((match) => match[1] ?? '');
}

/** The Content-Security-Policy source allowing exactly this inline script. */
export const hashSourceOf = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
