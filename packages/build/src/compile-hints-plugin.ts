import { Compilation, sources, type Chunk, type Compiler } from 'webpack';

const PLUGIN = 'CompileHintsPlugin';

/**
 * V8's explicit compile hint (Chrome 136 and later): compile every function of the file while it
 * streams in, on a background thread, instead of each function on the main thread the first time
 * it is called. It must open the file.
 */
export const compileHintComment = '//# allFunctionsCalledOnLoad\n';

/**
 * Opens the JS files of the chunks whose code the page runs at start-up with V8's compile hint
 * (decision 014). Runs after minification, which would drop the comment, and before the
 * content hashes are computed, which then cover it.
 */
export class CompileHintsPlugin {
  constructor(private readonly runsAtStartUp: (chunk: Chunk) => boolean) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.runsAtStartUp(chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(compileHintComment, source),
              );
            }
          }
        },
      );
    });
  }
}
