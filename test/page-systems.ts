import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, type SystemContext } from '@chakra-ui/react/styled-system';
import { siteConfig } from '../packages/ui/src/site-config';
import { withoutGlobalStyles } from '../packages/ui/src/page-system';

/**
 * For the tests that render the site's pages with two Chakra systems and compare what comes out
 * (`shell/src/server/page-styles.test.ts`, `shell/src/page-states-styles.test.tsx`).
 */

/**
 * The whole site theme (Chakra's base, every token of `siteConfig`), without the reset and the
 * global styles, exactly as the pages' system was built before decision 021. The page-wide CSS
 * is still built from this theme, so it is the reference the pages' system must match.
 */
export function wholeThemeSystem(): SystemContext {
  const system = createSystem(defaultBaseConfig, {
    ...siteConfig,
    preflight: false,
    globalCss: {},
  });
  // As the pages' system: the page-wide CSS is in the HTML, not inserted by `ChakraProvider`.
  return withoutGlobalStyles(system);
}

/**
 * The rules of the Emotion styles of rendered HTML, in order: the `<style data-emotion>`
 * elements React renders, or the one element the renderer's page gathers them in (`page-styles`).
 */
export function emotionRulesOf(html: string): string[] {
  return [
    ...html.matchAll(/<style (?:data-emotion="[^"]*"|id="page-styles"[^>]*)>([^<]*)<\/style>/g),
  ].flatMap(([, css]) => splitRules(css ?? ''));
}

/** Top-level CSS rules: `.a{…}`, `@media …{.a{…}}`, one string each. */
export function splitRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      rules.push(css.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) rules.push(rest);
  return rules;
}

/** Every Chakra CSS variable some rule reads: `var(--chakra-colors-gray-100)` gives `--chakra-colors-gray-100`. */
export function chakraVariablesReadBy(css: string): Set<string> {
  return new Set([...css.matchAll(/var\((--chakra-[\w\\.-]+)/g)].map(([, name]) => name!));
}

/** Every Chakra CSS variable a stylesheet declares: `--chakra-colors-gray-100:#f4f4f5`. */
export function chakraVariablesDeclaredBy(css: string): Set<string> {
  return new Set([...css.matchAll(/(--chakra-[\w\\.-]+)\s*:/g)].map(([, name]) => name!));
}
