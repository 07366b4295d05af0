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

/** The element for a page's head: `css` is Emotion's output, so it holds no `<`. */
export const pageStylesElement = (names: readonly string[], css: string): string =>
  `<style id="${pageStylesElementId}" ${pageStylesNamesAttribute}="${names.join(' ')}">${css}</style>`;

let adopted: EmotionCache | null | undefined;

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
  return (adopted = cache);
}
