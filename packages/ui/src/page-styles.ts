import type { EmotionCache } from '@emotion/cache';
import { createStyleCache } from './style-cache';

/**
 * A server-rendered page's component styles travel in its head, in one element Emotion's own
 * start-up does not touch (it re-inserts every `<style data-emotion>` it finds, and the browser
 * then works out the whole page's style again: one of the longest tasks of the start-up). The
 * browser's cache adopts them by name, as Emotion's `hydrate(ids)` does: the styles stay where
 * they are, and a component whose styles are already there does not insert them again.
 */
export const pageStylesElementId = 'page-styles';

/** The attribute listing the Emotion names (`css-<name>` classes) the element holds. */
export const pageStylesNamesAttribute = 'data-emotion-names';

/**
 * The attribute naming the class of each fixed-style part the page rendered (`fixedStyles` and
 * `fixedLooks`, by their display name and look): `name part|name part|…`. The browser then takes
 * those classes as they are, without resolving the parts' styles again (decision 050).
 */
export const pageStylesFixedAttribute = 'data-fixed-classes';

const attributeValue = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element for a page's head: `css` is Emotion's output, so it holds no `<`. */
export const pageStylesElement = (
  names: readonly string[],
  css: string,
  fixedClasses: Readonly<Record<string, string>> = {},
): string => {
  const fixed = Object.entries(fixedClasses)
    .filter(([part]) => !part.includes('|'))
    .map(([part, name]) => `${name} ${part}`)
    .join('|');
  const fixedAttribute = fixed ? ` ${pageStylesFixedAttribute}="${attributeValue(fixed)}"` : '';
  return `<style id="${pageStylesElementId}" ${pageStylesNamesAttribute}="${names.join(' ')}"${fixedAttribute}>${css}</style>`;
};

let adopted: EmotionCache | null | undefined;
let adoptedFixedClasses = new Map<string, string>();

/**
 * In the browser, on a server-rendered page: the Emotion cache (key `css`, as on the server) that
 * knows the page's styles are in place. Elsewhere, `null`: Emotion's default cache serves.
 */
export function pageStylesCache(): EmotionCache | null {
  if (adopted !== undefined) return adopted;
  const element =
    typeof document === 'undefined' ? null : document.getElementById(pageStylesElementId);
  const names = element?.getAttribute(pageStylesNamesAttribute)?.split(' ').filter(Boolean);
  if (!names) return (adopted = null);
  const cache = createStyleCache();
  for (const name of names) cache.inserted[name] = true;
  adoptedFixedClasses = fixedClassesOf(element?.getAttribute(pageStylesFixedAttribute));
  return (adopted = cache);
}

/** The parts' classes the attribute names (`name part|…`). */
function fixedClassesOf(value: string | null | undefined): Map<string, string> {
  const classes = new Map<string, string>();
  for (const entry of value ? value.split('|') : []) {
    const space = entry.indexOf(' ');
    if (space > 0) classes.set(entry.slice(space + 1), entry.slice(0, space));
  }
  return classes;
}

/**
 * The Emotion name of a fixed-style part's class, when the server rendered it into this page and
 * its styles are in place (`cache` is the adopted one): `undefined` otherwise.
 */
export function adoptedFixedClass(cache: EmotionCache, part: string): string | undefined {
  if (cache !== adopted) return undefined;
  const name = adoptedFixedClasses.get(part);
  return name !== undefined && cache.inserted[name] ? name : undefined;
}
