import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Safari still needs `-webkit-user-select`. Nothing else the site's styles use needs a vendor
 * prefix in the browsers that run its code (ES2022): Emotion's own prefixer wrote every flex
 * property three times, every keyframes rule twice and the placeholder rule four times.
 */
const userSelectPrefix: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select' && !element.return) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * The Emotion cache of every style the site writes itself: the page-wide CSS at build time, a
 * page's styles on the server, and the browser's cache that adopts them (key `css` everywhere,
 * so the class names match).
 */
export const createStyleCache = (): EmotionCache =>
  createCache({ key: 'css', stylisPlugins: [userSelectPrefix] });
