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
  /**
   * The same page for the server's renderer (`server-page.html`): the entry is a file, preloaded
   * (`entryPreload`) and run after the page's first paint (`lateEntryLoader`).
   */
  serverPageFile: string;
  /**
   * Inline scripts for the head of the renderer's page, before anything else can be pressed
   * (the early-press capture script, decision 027). Listed with the other hashes.
   */
  serverHeadScripts?: readonly string[];
  /**
   * Inline scripts of the renderer's other pages (a draft preview link's landing, decision 042):
   * not in this HTML, but listed with its hashes, so that the same CSP allows them.
   */
  otherPageScripts?: readonly string[];
}

/** `page` with `scripts` as inline elements at the end of its head. */
export function withHeadScripts(page: string, scripts: readonly string[] = []): string {
  if (scripts.length === 0) return page;
  if (!page.includes('</head>')) throw new Error('The page has no </head>');
  for (const script of scripts) {
    if (/<\/script|<!--/i.test(script))
      throw new Error('A head script cannot be written into HTML');
  }
  const elements = scripts.map((script) => `<script>${script}</script>`).join('');
  return page.replace('</head>', () => `${elements}</head>`);
}

/** The longest a server-rendered page waits for its first paint and its images before it runs its code. */
export const paintWaitMs = 3000;

/**
 * The inline script of a server-rendered page: it runs the entry (`src`) once the page is on the
 * screen, with its images: after the browser reports the first contentful paint and the `load`
 * event, at the frame after (the largest paint is often an image's). Or after `paintWaitMs`: a
 * page in a background tab is not painted until it is shown, and an image that never arrives must
 * not hold the page's code back. The page's files are not waited for: the HTML preloads them
 * (`entryPreload`, and the renderer's preloads of the page's code), so they download beside the
 * paint and are there when it is done (`load` waits for them too). No script runs before the
 * page is painted, so none is on the paint's path (decision 028).
 */
export const lateEntryLoader = (src: string): string =>
  `(()=>{let p=0,l=0,d=0;const go=()=>{if(d)return;d=1;requestAnimationFrame(()=>setTimeout(()=>{` +
  `const s=document.createElement("script");s.src=${JSON.stringify(src)};document.body.appendChild(s)},0))};` +
  `const on=()=>{if(p&&l)go()};setTimeout(go,${paintWaitMs});` +
  `if(document.readyState==="complete")l=1;else addEventListener("load",()=>{l=1;on()});` +
  `try{new PerformanceObserver(e=>{if(e.getEntriesByName("first-contentful-paint").length){p=1;on()}})` +
  `.observe({type:"paint",buffered:!0})}catch(e){p=1;on()}})()`;

/**
 * The server page's hint for its entry, in its head, where the preload scanner finds it as the
 * HTML arrives. Low priority, like the start-up chunks' hints (`StartupPreloadPlugin`).
 */
export const entryPreload = (src: string): string =>
  `<link rel="preload" href="${src}" as="script" fetchpriority="low">`;

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
          const page = html.source.source().toString();
          const chunk = compilation.namedChunks.get(this.options.chunk);
          const entry = [...(chunk?.files ?? [])].find((file) => file.endsWith('.js'));
          const inline = inlineScriptsOf(page);
          if (!entry || inline.length !== 1) {
            throw new Error(`${PLUGIN}: ${this.options.htmlFile} should hold the entry, inline`);
          }
          const src = `${compilation.outputOptions.publicPath as string}${entry}`;
          const loader = lateEntryLoader(src);
          const withLoader = page
            .replace(`<script>${inline[0]}</script>`, () => `<script>${loader}</script>`)
            .replace('</head>', () => `${entryPreload(src)}</head>`);
          if (withLoader === page) throw new Error(`${PLUGIN}: the entry's <script> was not found`);
          const headScripts = this.options.serverHeadScripts ?? [];
          const serverPage = withHeadScripts(withLoader, headScripts);
          // Written as it is: a minimizer must not change the script whose hash is listed.
          compilation.emitAsset(this.options.serverPageFile, new sources.RawSource(serverPage), {
            minimized: true,
          });
          const others = this.options.otherPageScripts ?? [];
          const hashes = [...inline, loader, ...headScripts, ...others].map(hashSourceOf);
          compilation.emitAsset(
            this.options.hashesFile,
            new sources.RawSource(`${hashes.join(' ')}\n`),
          );
        },
      );
    });
  }
}
