import HtmlWebpackPlugin from 'html-webpack-plugin';
import { Compilation, sources, type Compiler } from 'webpack';
import { hashSourceOf, inlineScriptsOf } from './inline-scripts';

const PLUGIN = 'InlineEntryPlugin';

export interface InlineEntryOptions {
  /** The entry chunk written into the HTML (`main`): a few KiB that start the page's requests. */
  chunk: string;
  /** The HTML page (`index.html`). */
  htmlFile: string;
  /** Asset listing the inline scripts' CSP hash sources, for whatever serves the HTML. */
  hashesFile: string;
}

/**
 * Writes the entry chunk into the HTML, at the end of the body, instead of linking it.
 *
 * The shell's entry only asks for the page's files (remotes.json, the remote's manifest, entry and
 * chunks) and then loads its start-up chunk. As a file of its own it was one more request, made
 * at the same time as the start-up chunk's: the remote's requests could only start once it had
 * arrived, and meanwhile it shared the connection's bandwidth with the start-up chunk. Inline,
 * the remote's requests start as the HTML is parsed (decision 011).
 *
 * The Content-Security-Policy still allows no inline script but these: the plugin writes their
 * hash sources to `hashesFile`, and the shell's servers add them to `script-src`.
 */
export class InlineEntryPlugin {
  constructor(private readonly options: InlineEntryOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);

      hooks.alterAssetTagGroups.tap(PLUGIN, (groups) => {
        const chunk = compilation.namedChunks.get(this.options.chunk);
        if (!chunk) throw new Error(`${PLUGIN}: the build has no "${this.options.chunk}" chunk`);
        const files = [...chunk.files].filter((file) => file.endsWith('.js'));
        const isEntry = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
          tag.tagName === 'script' &&
          files.some((file) => tag.attributes.src === `${groups.publicPath}${file}`);
        const inlined = [...groups.headTags, ...groups.bodyTags].filter(isEntry).map((tag) => {
          const file = files.find((name) => tag.attributes.src === `${groups.publicPath}${name}`);
          const asset = file === undefined ? undefined : compilation.getAsset(file);
          if (!asset) throw new Error(`${PLUGIN}: no asset for ${String(tag.attributes.src)}`);
          const code = asset.source.source().toString();
          // Either would end the script element early, or change how the HTML parser reads it.
          if (/<\/script|<!--/i.test(code)) {
            throw new Error(`${PLUGIN}: ${asset.name} cannot be written into HTML as it is`);
          }
          return HtmlWebpackPlugin.createHtmlTagObject('script', {}, code);
        });
        if (inlined.length !== files.length) {
          throw new Error(`${PLUGIN}: the HTML does not load ${files.join(', ')}`);
        }
        return {
          ...groups,
          headTags: groups.headTags.filter((tag) => !isEntry(tag)),
          // Last in the body: #root is parsed by the time it runs, and the first paint does not
          // wait for it (in the head it would hold up the body's parsing).
          bodyTags: [...groups.bodyTags.filter((tag) => !isEntry(tag)), ...inlined],
        };
      });

      // Hashed from the HTML as it is written: after the content hashes in file names are final
      // (webpack rewrites them, in the HTML and the inline code too, at OPTIMIZE_HASH).
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const html = compilation.getAsset(this.options.htmlFile);
          if (!html) throw new Error(`${PLUGIN}: the build wrote no ${this.options.htmlFile}`);
          const hashes = inlineScriptsOf(html.source.source().toString()).map(hashSourceOf);
          compilation.emitAsset(
            this.options.hashesFile,
            new sources.RawSource(`${hashes.join(' ')}\n`),
          );
        },
      );
    });
  }
}
