/**
 * What only the shell's renderer uses, to render a page on the server: the router at a given
 * address, and one Emotion cache per render (key `css`, as in the browser, which adopts the
 * page's styles: ./page-styles.ts). Never downloaded by a browser.
 */
import * as emotionReact from '@emotion/react';
import { CacheProvider } from '@emotion/react';
import emotionPackage from '@emotion/react/package.json';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { createStyleCache } from './style-cache';

export function ServerRenderProviders({
  location,
  children,
}: {
  location: string;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={createStyleCache()}>
      <StaticRouter location={location}>{children}</StaticRouter>
    </CacheProvider>
  );
}

export { pageStylesElement } from './page-styles';

/** Emotion as the shell shares it with the remotes' server builds (only this package imports it). */
export const sharedEmotion = { module: emotionReact, version: emotionPackage.version };
