import { createHash } from 'node:crypto';

/** The inline scripts of an HTML document (`<script>` elements without `src`), as written. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** The Content-Security-Policy source allowing exactly this inline script. */
export const hashSourceOf = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
