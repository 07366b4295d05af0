import { createSystem, type SystemContext } from '@chakra-ui/react/styled-system';
import { pageSystemConfigs } from './theme/page-theme';

/**
 * The Chakra system the pages use, built on the visitor's device at start-up.
 *
 * The page-wide CSS (Chakra's reset, the global styles and keyframes, the token variables) does
 * not change from page to page, so it is written into the HTML at build time (./page-wide-css.ts,
 * from the whole theme: ./site-config.ts) instead of being built and inserted by Emotion on the
 * visitor's device during the start-up's longest task. The system the pages use is built without
 * the reset and the global styles, and renders no page-wide CSS of its own. It is also built from
 * only the tokens, style props and conditions the pages use (./theme/page-theme.ts, decision 021):
 * their CSS variables are all in the page-wide CSS. `npm run bench:system` times building it.
 */
const pageStyles = createSystem(...pageSystemConfigs());

// Redefined, not spread: in the browser build `_global` is a getter that would build it (the
// build's chakra-lazy-global-loader).
export const system: SystemContext = Object.defineProperty(pageStyles, '_global', { value: [] });

export { pageSystemConfigs };
