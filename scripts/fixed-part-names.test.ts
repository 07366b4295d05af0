import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * A fixed-style part's display name is how the server's page names its class for the browser
 * (decision 050): two parts with one name lose that on the pages where both render. Every
 * `fixedStyles(…)` and `fixedLooks(…)` of the apps and packages, read from the sources.
 */
const repoRoot = path.resolve(__dirname, '..');
const folders = [
  'shell/src',
  'remote-blog/src',
  'remote-contact/src',
  'remote-marketing/src',
  'packages/ui/src',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The display names given in a file: the last argument of each call, a string literal. */
function displayNames(code: string): string[] {
  const names: string[] = [];
  for (const call of code.matchAll(/\bfixed(?:Styles|Looks)\(/g)) {
    let depth = 0;
    let end = call.index + call[0].length - 1;
    for (; end < code.length; end++) {
      if ('([{'.includes(code[end]!)) depth++;
      else if (')]}'.includes(code[end]!) && --depth === 0) break;
    }
    const last = /'([^']+)',?\s*$/.exec(code.slice(call.index, end));
    if (last) names.push(last[1]!);
  }
  return names;
}

it('gives every fixed-style part a display name of its own', () => {
  const seen = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => sources(path.join(repoRoot, folder)))) {
    for (const name of displayNames(readFileSync(file, 'utf8'))) {
      seen.set(name, [...(seen.get(name) ?? []), path.relative(repoRoot, file)]);
    }
  }
  expect(seen.size).toBeGreaterThan(50);
  expect([...seen].filter(([, files]) => files.length > 1)).toEqual([]);
});

it('reads the name of a call over several lines, with nested styles', () => {
  const code = `const A = fixedStyles('div', { p: { base: '2' } }, 'Page.A');
const B = fixedLooks(
  Link,
  (tone: Tone) => ({ ...linkStyles, color: tone === 'light' ? 'white' : 'brand.700' }),
  'Page.B',
);`;
  expect(displayNames(code)).toEqual(['Page.A', 'Page.B']);
});
