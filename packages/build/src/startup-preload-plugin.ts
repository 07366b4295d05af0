import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

const PLUGIN = 'StartupPreloadPlugin';

export interface StartupPreloadOptions {
  /** Named async chunks the page needs at once (`startup`): preloaded as scripts. */
  chunks: readonly string[];
  /** Same-origin files the page fetches at once (`/remotes.json`): preloaded as fetches. */
  fetches: readonly string[];
}

/**
 * Adds `<link rel="preload">` hints to the HTML for what the page fetches as soon as it starts but
 * that the HTML does not otherwise name: the shell's start-up chunk (behind the async boundary)
 * and `remotes.json`. Without them each waits for `main.js` to run first: one round trip more.
 */
export class StartupPreloadPlugin {
  constructor(private readonly options: StartupPreloadOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        PLUGIN,
        (groups) => {
          const scripts = this.options.chunks.flatMap((name) => {
            const chunk = compilation.namedChunks.get(name);
            if (!chunk) throw new Error(`${PLUGIN}: the build has no "${name}" chunk`);
            return [...chunk.files].filter((file) => file.endsWith('.js'));
          });
          const hints = [
            ...this.options.fetches.map((href) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                href,
                as: 'fetch',
                // fetch() requests are CORS-mode: without it the preload would not be used.
                crossorigin: 'anonymous',
              }),
            ),
            // Same-origin chunks load without `crossorigin`, so their hints have none either. Low
            // priority, like the `defer` script of `main.js`: a preloaded script otherwise gets
            // high priority, and Lighthouse then counts it as render-blocking.
            ...scripts.map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                href: `${groups.publicPath}${file}`,
                as: 'script',
                fetchpriority: 'low',
              }),
            ),
          ];
          return { ...groups, headTags: [...hints, ...groups.headTags] };
        },
      );
    });
  }
}
