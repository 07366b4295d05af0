/**
 * The parts of Chakra's default colour tokens the site uses. `createSystem` turns every colour
 * token into a CSS variable and into a value of each of ~30 colour properties, at start-up on the
 * visitor's device: with the ten default palettes, each also for dark mode, it was most of the
 * start-up's evaluation on a mid-range phone (decision 009). The site uses the grey scale, its
 * brand colours, and the status palettes of Chakra's semantic tokens and toasts (red, orange,
 * green, blue), in light mode only.
 */

/** Palettes kept from Chakra's defaults, besides `brand` and `accent` (./tokens.ts). */
export const usedPalettes = ['gray', 'red', 'orange', 'green', 'blue'] as const;

/** Colours that are not palettes: kept as they are. */
const plainColors = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha'];

/** Default semantic groups that are not palettes: `bg`, `fg`, `border`. */
const semanticGroups = ['bg', 'fg', 'border'];

const pick = <T extends Record<string, unknown>>(source: T, keys: readonly string[]): T =>
  Object.fromEntries(Object.entries(source).filter(([key]) => keys.includes(key))) as T;

/** Chakra's colour tokens, keeping only the used palettes. */
export const usedColorTokens = <T extends Record<string, unknown>>(colors: T): T =>
  pick(colors, [...usedPalettes, ...plainColors]);

type TokenTree = { [key: string]: unknown };

/**
 * A semantic token's light value: the site has no dark mode, so `{ _light, _dark }` conditions
 * become the light value (the page looks the same; no variables are generated for `.dark`).
 */
function lightOnly(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  if ('value' in node) {
    const { value } = node as { value: unknown };
    if (typeof value === 'object' && value !== null && '_light' in value) {
      return { ...node, value: (value as { _light: unknown })._light };
    }
    return node;
  }
  return Object.fromEntries(
    Object.entries(node as TokenTree).map(([key, child]) => [key, lightOnly(child)]),
  );
}

/** Chakra's semantic colour tokens for the used palettes, in light mode. */
export const usedSemanticColorTokens = <T extends Record<string, unknown>>(colors: T): T =>
  lightOnly(pick(colors, [...semanticGroups, ...usedPalettes])) as T;

/** Other semantic tokens (shadows, radii), in light mode. */
export const lightSemanticTokens = <T extends Record<string, unknown>>(tokens: T): T =>
  lightOnly(tokens) as T;
