import { createSystem, type SystemContext } from '@chakra-ui/react/styled-system';
import { pageSystemConfigs } from './theme/page-theme';

/**
 * The Chakra system the pages use, built on the visitor's device the first time a page needs it.
 *
 * The page-wide CSS (Chakra's reset, the global styles and keyframes, the token variables) does
 * not change from page to page, so it is written into the HTML at build time (./page-wide-css.ts,
 * from the whole theme: ./site-config.ts) instead of being built and inserted by Emotion on the
 * visitor's device during the start-up's longest task. The system the pages use is built without
 * the reset and the global styles, and renders no page-wide CSS of its own. It is also built from
 * only the tokens, style props and conditions the pages use (./theme/page-theme.ts, decision 021):
 * their CSS variables are all in the page-wide CSS. `npm run bench:system` times building it.
 */
const buildPageStyles = () => createSystem(...pageSystemConfigs());

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

/**
 * The User Timing mark set when the system is built: a page the server rendered sets none while
 * it hydrates, its later parts included (`e2e/tests/system-unused.spec.ts`).
 */
export const systemBuiltMark = 'site:system-built';

/**
 * A system built the first time one of its parts is used (decision 051). Hydrating a page the
 * server rendered uses none: its parts take their classes from the page (decision 050), and no
 * Chakra element renders before it runs. The build then happens when the browser renders
 * something new, after the page runs, not on the way to it.
 *
 * `ChakraProvider` reads two things as it renders, answered here without building: the global
 * styles (none) and `_config.disableLayers`, which only decides whether it inserts the layers'
 * at-rule, empty in this system (`withoutGlobalStyles`). No other code reads `_config` but the
 * page-wide CSS's test, which gets the built one.
 */
export function builtOnFirstUse(build: () => SystemContext): SystemContext {
  let built: SystemContext | undefined;
  const real = () => {
    if (built) return built;
    built = withoutGlobalStyles(build());
    // Not in every environment (jsdom has none).
    globalThis.performance?.mark?.(systemBuiltMark);
    return built;
  };
  const config = new Proxy({} as SystemContext['_config'], {
    get: (_target, key) => (key === 'disableLayers' ? true : Reflect.get(real()._config, key)),
  });
  return new Proxy({} as SystemContext, {
    get: (_target, key) => {
      if (key === '_global') return [];
      if (key === '_config') return config;
      return Reflect.get(real(), key);
    },
    has: (_target, key) => key in real(),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

export const system: SystemContext = builtOnFirstUse(buildPageStyles);

export { pageSystemConfigs };
