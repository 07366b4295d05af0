import { Compilation, sources, type Compiler } from 'webpack';
import { withHeadScripts } from './inline-entry-plugin';

const PLUGIN = 'ServerPageCopyPlugin';

/**
 * In development, the renderer's page (`server-page.html`) is the shell's `index.html` as it
 * is: its entry stays a file, which the development server's CSP allows, and how soon the code is
 * asked for does not matter there. (In production, `InlineEntryPlugin` writes it with a loader
 * that asks for the entry after the page's first paint.)
 */
export class ServerPageCopyPlugin {
  constructor(
    private readonly options: {
      htmlFile: string;
      serverPageFile: string;
      serverHeadScripts?: readonly string[];
    },
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const html = compilation.getAsset(this.options.htmlFile);
          if (!html) throw new Error(`${PLUGIN}: the build wrote no ${this.options.htmlFile}`);
          compilation.emitAsset(
            this.options.serverPageFile,
            new sources.RawSource(
              withHeadScripts(html.source.source().toString(), this.options.serverHeadScripts),
            ),
          );
        },
      );
    });
  }
}
