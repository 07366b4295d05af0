import { createSystem, type SystemContext } from '@chakra-ui/react/styled-system';
import { pageSystemConfigs } from './theme/page-theme';

/**
 * The Chakra system the pages use, and the code that builds it: Chakra's system builder, its base
 * preset and the pages' part of the theme. In the browser this module is a chunk of its own,
 * asked for once the page runs and loaded by `loadSystem()` (./system.ts, decision 061): a page
 * the server rendered runs without it.
 *
 * The page-wide CSS (Chakra's reset, the global styles and keyframes, the token variables) does
 * not change from page to page, so it is written into the HTML at build time (./page-wide-css.ts,
 * from the whole theme: ./site-config.ts) instead of being built and inserted by Emotion on the
 * visitor's device during the start-up's longest task. The system the pages use is built without
 * the reset and the global styles, and renders no page-wide CSS of its own. It is also built from
 * only the tokens, style props and conditions the pages use (./theme/page-theme.ts, decision 021):
 * their CSS variables are all in the page-wide CSS. `npm run bench:system` times building it.
 */
export const buildPageSystem = (): SystemContext =>
  withoutGlobalStyles(createSystem(...pageSystemConfigs()));

/**
 * A system that renders no global style: the page-wide CSS holds them. Its reset and global
 * styles (`_global`: redefined, not spread, because in the browser build it is a getter that
 * would build them, the build's chakra-lazy-global-loader), and the order of the cascade layers
 * (`layers.atRule`), which opens the page-wide CSS. A global style of its own would be moved in
 * the head as the page hydrates, and the browser would then work out the whole page's style and
 * layout again.
 */
export const withoutGlobalStyles = (built: SystemContext): SystemContext =>
  Object.defineProperties(built, {
    _global: { value: [] },
    layers: { value: { ...built.layers, atRule: '' } },
  });

export { pageSystemConfigs };
