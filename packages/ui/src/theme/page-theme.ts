import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import type { SystemConfig } from '@chakra-ui/react/styled-system';
import { cssVariables, siteTheme } from './site-theme';

/**
 * What the pages' styles use of the site's theme (decision 021). The browser builds its Chakra
 * system at start-up, in one task, and the time goes into every token (a CSS variable, a value of
 * each property of its kind, a colour palette), every style prop and every condition it is given.
 * Its tokens only have to name the right CSS variables: their values are in the page-wide CSS,
 * built from the whole theme at build time (../page-wide-css.ts, decision 010). So the pages'
 * system is given only the tokens, style props, conditions and text styles the pages use, picked
 * from the same theme (same names, same values).
 *
 * Two tests render with this system and with the whole theme and require the same CSS:
 * `shell/src/server/page-styles.test.ts` every page the server renders, and
 * `shell/src/page-states-styles.test.tsx` the states only the browser reaches (add a new one
 * there). A style that uses something not listed here fails them; for a token, the first
 * assertion names the CSS variable it lacks (`--chakra-spacing-7`: add `7` to `spacing`).
 */

/**
 * Tokens by category, as paths below the category: `gray.100`, or `fg` for a group's own value
 * (`fg.DEFAULT` in the theme). Plain and semantic tokens alike: a path is looked up in both.
 * Negative spacing (`mt="-6"`) comes with its positive value.
 */
export const pageTokens = {
  colors: [
    'transparent',
    'white',
    'whiteAlpha.200',
    'gray.50',
    'gray.100',
    'gray.200',
    'gray.300',
    'gray.500',
    'gray.600',
    'gray.700',
    'gray.800',
    'gray.900',
    'brand.50',
    'brand.100',
    'brand.700',
    'brand.800',
    'brand.900',
    'brand.950',
    'accent.50',
    'accent.700',
    'fg',
    'fg.muted',
    'bg.muted',
    'bg.panel',
    'focusRing',
    // Toasts
    'red.solid',
    'red.contrast',
    'orange.solid',
    'orange.contrast',
    'green.solid',
    'green.contrast',
  ],
  // prettier-ignore
  spacing: [
    '0.5', '1', '1.5', '2', '2.5', '3', '4', '5', '6', '8', '10', '12', '14', '16', '20', '24', '28',
  ],
  // prettier-ignore
  sizes: [
    '5', '8', '9', '10', '11', '12', '16', 'full',
    'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '6xl', '7xl', '8xl',
  ],
  fonts: ['heading'],
  fontSizes: ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl'],
  fontWeights: ['medium', 'semibold', 'bold'],
  letterSpacings: ['tight', 'wider'],
  radii: ['sm', 'md', 'lg', 'xl', '2xl', 'full', 'l2'],
  shadows: ['xs', 'sm', 'md', 'lg', 'xl'],
  zIndex: ['sticky', 'skipNav'],
  durations: ['fast', 'slowest'],
  animations: ['spin'],
} as const satisfies Record<string, readonly string[]>;

/** Text styles (the Heading recipe's default size, the toasts' text). */
export const pageTextStyles = ['sm', 'md', 'xl'] as const;

/**
 * Style props with a configuration of their own in Chakra's base (a shorthand, token values or a
 * transform), by their full name: `bg` is `background`, `px` is `paddingInline`. Any other CSS
 * property works as a style prop without being listed.
 */
export const pageStyleProps = [
  'animation',
  'animationDuration',
  'aspectRatio',
  'background',
  'backgroundImage',
  'border',
  'borderBottomColor',
  'borderBottomWidth',
  'borderColor',
  'borderInlineStartColor',
  'borderRadius',
  'borderStyle',
  'borderTopWidth',
  'borderWidth',
  'boxShadow',
  'boxSize',
  'color',
  'columnGap',
  'cursor',
  'fill',
  'flexDirection',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'gap',
  'height',
  'inset',
  'insetInline',
  'insetInlineEnd',
  'left',
  'letterSpacing',
  'lineClamp',
  'lineHeight',
  'margin',
  'marginBottom',
  'marginInline',
  'marginInlineEnd',
  'marginTop',
  'maxWidth',
  'minHeight',
  'opacity',
  'outlineColor',
  'padding',
  'paddingBlock',
  'paddingBottom',
  'paddingInline',
  'paddingInlineEnd',
  'paddingInlineStart',
  'paddingTop',
  'position',
  'rowGap',
  'scale',
  'stroke',
  'textDecoration',
  'top',
  'transform',
  'transition',
  'transitionDuration',
  'transitionProperty',
  'transitionTimingFunction',
  'translate',
  'width',
  'zIndex',
] as const;

/** Conditions (`_hover`, `_currentPage`, …), without their underscore. Breakpoints always work. */
export const pageConditions = [
  'hover',
  'after',
  'focus',
  'focusWithin',
  'focusVisible',
  'disabled',
  'placeholder',
  'closed',
  'currentPage',
  'icon',
] as const;

type Tree = { [key: string]: unknown };

const isToken = (node: unknown): node is { value: unknown } =>
  typeof node === 'object' && node !== null && 'value' in node;

const pick = <T>(source: Record<string, T> | undefined, keys: readonly string[]) => {
  const picked: Record<string, T> = {};
  for (const key of keys) {
    const value = source?.[key];
    if (value === undefined) throw new Error(`Chakra's base has no "${key}" to keep`);
    picked[key] = value;
  }
  return picked;
};

/** Token definitions keep these (Chakra's `tokenKeys`); anything else would be a nested token. */
const tokenKeys = ['value', 'type', 'description'];

/**
 * The keys that lead to the token named `name` in `tree`: `gray.100` is `gray`, `100`, and
 * `0.5` (spacing) is one key, as in Chakra's names, which join the keys with dots.
 */
function keysOf(tree: unknown, name: string): string[] | undefined {
  if (typeof tree !== 'object' || tree === null) return undefined;
  if (Object.hasOwn(tree, name)) return [name];
  for (let dot = name.indexOf('.'); dot > 0; dot = name.indexOf('.', dot + 1)) {
    const head = name.slice(0, dot);
    const rest = Object.hasOwn(tree, head)
      ? keysOf((tree as Tree)[head], name.slice(dot + 1))
      : undefined;
    if (rest) return [head, ...rest];
  }
  return undefined;
}

/** Copies the token named `name` of `source` (or its group's own value) into `target`, if there. */
function copyToken(source: unknown, target: Tree, name: string): boolean {
  const keys = keysOf(source, name);
  let node: unknown = source;
  for (const key of keys ?? []) node = (node as Tree)[key];
  const own = (node as Tree | undefined)?.DEFAULT;
  const [at, token] =
    keys && isToken(node) ? [keys, node] : keys && isToken(own) ? [[...keys, 'DEFAULT'], own] : [];
  if (!at || !token) return false;
  let parent = target;
  for (const key of at.slice(0, -1)) parent = (parent[key] ??= {}) as Tree;
  parent[at.at(-1)!] = Object.fromEntries(
    Object.entries(token).filter(([key]) => tokenKeys.includes(key)),
  );
  return true;
}

/**
 * The configuration of the pages' system, taken from the site's theme (./site-theme.ts, or a
 * configuration with the same parts): Chakra's base with only the listed style props and
 * conditions, and a theme with only the listed tokens and text styles and the same breakpoints
 * and recipes. No reset, global styles, keyframes, layer or animation styles: the page-wide CSS
 * has them (../site-config.ts).
 */
export function pageSystemConfigs(
  site: SystemConfig = { ...cssVariables, theme: siteTheme },
): [SystemConfig, SystemConfig] {
  const theme = site.theme ?? {};
  const tokens: Tree = {};
  const semanticTokens: Tree = {};
  for (const [category, names] of Object.entries(pageTokens)) {
    const plain = (tokens[category] = {}) as Tree;
    const semantic = (semanticTokens[category] = {}) as Tree;
    for (const name of names) {
      // Plain or semantic, or both as in the theme (where the semantic one wins).
      const inPlain = copyToken((theme.tokens as Tree | undefined)?.[category], plain, name);
      const inSemantic = copyToken(
        (theme.semanticTokens as Tree | undefined)?.[category],
        semantic,
        name,
      );
      if (!inPlain && !inSemantic) {
        throw new Error(`The site's theme has no ${category} token "${name}"`);
      }
    }
  }
  return [
    {
      conditions: pick(defaultBaseConfig.conditions, pageConditions),
      utilities: pick(defaultBaseConfig.utilities, pageStyleProps),
    },
    {
      cssVarsPrefix: site.cssVarsPrefix,
      cssVarsRoot: site.cssVarsRoot,
      preflight: false,
      globalCss: {},
      theme: {
        breakpoints: theme.breakpoints,
        tokens,
        semanticTokens,
        textStyles: pick(theme.textStyles, pageTextStyles),
        recipes: theme.recipes,
        slotRecipes: theme.slotRecipes,
      },
    },
  ];
}
