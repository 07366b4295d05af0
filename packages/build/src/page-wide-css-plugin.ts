import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

const PLUGIN = 'PageWideCssPlugin';

/**
 * Writes the design system's page-wide CSS (`@site/ui/page-wide-css`: reset, global styles,
 * token variables) into the page's `<head>` as one `<style>` element, so the first render does
 * not build and insert it on the visitor's device, and the page has its base styles from the
 * first byte. The CSS is computed once per compiler from the design system the build bundles.
 */
export class PageWideCssPlugin {
  constructor(private readonly css: () => string) {}

  apply(compiler: Compiler): void {
    let css: string | undefined;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        PLUGIN,
        (groups) => {
          css ??= this.css();
          const style = HtmlWebpackPlugin.createHtmlTagObject(
            'style',
            { id: 'page-wide-css' },
            css,
          );
          return { ...groups, headTags: [style, ...groups.headTags] };
        },
      );
    });
  }
}
