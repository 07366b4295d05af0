import { existsSync } from 'node:fs';
import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin as ServerFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  container,
  type Chunk,
  type ChunkGraph,
  type Configuration,
  type Module,
  type RuleSetRule,
} from 'webpack';
import { earlyPressCaptureScript } from '@site/ui/early-press-script';
import { pageWideCss } from '@site/ui/page-wide-css';
import { draftLandingScript } from '@site/contracts/draft-landing';
import { ImportBoundaryPlugin } from './import-boundary-plugin';
import { PageWideCssPlugin } from './page-wide-css-plugin';
import { RemoteManifestPlugin } from './remote-manifest-plugin';
import { SharedVersionsPlugin } from './shared-versions-plugin';
import { brotliCopiesPlugin } from './brotli-copies-plugin';
import { CompileHintsPlugin } from './compile-hints-plugin';
import { InlineEntryPlugin } from './inline-entry-plugin';
import { ServerPageCopyPlugin } from './server-page-plugin';
import { StartupPreloadPlugin } from './startup-preload-plugin';
import { dependenciesOf, sharedDependencies, sharedFromShell } from './shared-dependencies';
import {
  needsPrefetch,
  needsServerModule,
  pageRouteOf,
  type DeclaredRoute,
  type PageRoute,
} from '@site/contracts/page-routes';
import {
  inlineScriptHashesFile,
  serverPageTemplateFile,
  prefetchModule,
  remotesConfigUrl,
  serverModule,
  serverPublicPathGlobal,
  type RemoteName,
} from '@site/contracts/federation';

export type BuildMode = 'production' | 'development';

/**
 * - `host`: the shell. Served at the site's root; provides every shared module to the remotes.
 * - `remote`: what a remote deploys: `remoteEntry.js`, `mf-manifest.json` and the exposed
 *   modules. It takes the shared modules from the shell and bundles no copy of its own (a small
 *   remote entry: decision 008), so it runs only inside the shell.
 * - `standalone`: the same remote as an ordinary single-page app, for its team to run alone.
 */
export type BuildTarget = 'host' | 'remote' | 'standalone';

export interface AppBuildOptions {
  /** Module Federation container name: `shell`, `marketing`, … */
  name: string;
  /** The app's folder (holds `src/`, `public/`, `dist/`). */
  dir: string;
  mode: BuildMode;
  target: BuildTarget;
  /** What a remote exposes (`./Home` → `./src/pages/HomePage.tsx`). */
  exposes?: Record<string, string>;
  /** A remote's pages, written into its manifest (`metaData.routes`). */
  routes?: readonly PageRoute[];
  /** Title of the app's HTML page (host and standalone). */
  title: string;
}

const repoRoot = path.resolve(__dirname, '../../..');
const designSystemDir = path.join(repoRoot, 'packages', 'ui');

/**
 * Module resolution. React Router 7's package points every import at its development build,
 * whatever the mode (remix-run/react-router#14102), so its development-only checks and warnings
 * would run in visitors' browsers and in the renderer. Its production build sits beside it and
 * exports the same names: production builds take it instead, development builds keep the
 * warnings.
 */
const reactRouterBuild = path.join(
  // The copy react-router-dom (the design system's dependency) imports.
  path.dirname(
    require.resolve('react-router/package.json', {
      paths: [path.dirname(require.resolve('react-router-dom/package.json'))],
    }),
  ),
  'dist',
  'production',
);
export function resolveSettingsFor(production: boolean): NonNullable<Configuration['resolve']> {
  const extensions = ['.tsx', '.ts', '.mjs', '.js'];
  if (!production) return { extensions };
  return {
    extensions,
    alias: {
      'react-router$': path.join(reactRouterBuild, 'index.mjs'),
      'react-router/dom$': path.join(reactRouterBuild, 'dom-export.mjs'),
    },
  };
}

export const outputDirFor = (dir: string, target: BuildTarget): string =>
  path.join(dir, target === 'standalone' ? 'dist-standalone' : 'dist');

/** `./Home` → `__federation_expose_Home`: the chunk of an exposed module, named in the manifest. */
const exposedChunkName = (module: string) => `__federation_expose_${module.slice(2)}`;

/**
 * webpack's own Module Federation (`container.ModuleFederationPlugin`), not
 * `@module-federation/enhanced`: its runtime in the shell and in each remote entry is a fraction
 * of enhanced's, and the shell does the rest (remotes.json, manifests, retries) in a few lines of
 * its own (decision 008 has the figures).
 */
function federationPlugins({ name, dir, target, exposes, routes = [] }: AppBuildOptions) {
  if (target === 'standalone') return [];
  const { ModuleFederationPlugin } = container;
  if (target === 'host') {
    return [
      new ModuleFederationPlugin({ name, shared: sharedDependencies }),
      new SharedVersionsPlugin(dir),
    ];
  }
  const exposedModules = Object.entries(exposes ?? {});
  const shared = sharedFromShell(dependenciesOf(dir));
  return [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      library: { type: 'var', name },
      exposes: Object.fromEntries(
        exposedModules.map(([module, file]) => [
          module,
          { import: file, name: exposedChunkName(module) },
        ]),
      ),
      shared,
    }),
    new RemoteManifestPlugin({
      name,
      routes,
      exposedChunks: Object.fromEntries(
        exposedModules.map(([module]) => [module, exposedChunkName(module)]),
      ),
      shared: Object.entries(shared).map(([key, config]) => ({
        name: key,
        singleton: config.singleton,
        requiredVersion: config.requiredVersion,
      })),
    }),
  ];
}

/**
 * Async chunks no page needs for its first render, named by a `webpackChunkName` comment where
 * they are imported: the code that builds the design system's Chakra system
 * (`packages/ui/src/system.ts`), asked for once the page runs and used only by what the browser
 * renders itself (decision 061); the design system's toast region (`packages/ui/src/SiteProvider.tsx`),
 * loaded at the visitor's first action or first toast, and the shell's page for a form posted
 * without JavaScript (`shell/src/routes.tsx`), loaded only there; field telemetry's collector and
 * web-vitals (`packages/telemetry`), loaded when the browser is idle; the live releases' route
 * table (`shell/src/federation/route-table-fallback.ts`), read only on a page with no renderer.
 */
const lateChunkNames = new Set([
  'page-system',
  'toast-region',
  'not-sent',
  'telemetry',
  'web-vitals',
  'route-table',
]);

/** React DOM and its scheduler: about half of the code every page runs at start-up. */
export const reactDomModules = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

const isStartUpChunk = (chunk: Chunk) =>
  !chunk.canBeInitial() && !lateChunkNames.has(chunk.name ?? '');

/**
 * Every module of the shell's async chunks but the late ones and React DOM: `startup`. A module
 * a late chunk shares with them is taken out of the late chunk too: the start-up has always run
 * before a late chunk is asked for, so a copy there would only be downloaded twice.
 */
const startupChunk = {
  chunks: (chunk: Chunk) => !chunk.canBeInitial(),
  test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
    [...chunkGraph.getModuleChunksIterable(module)].some(isStartUpChunk),
  name: 'startup',
  enforce: true,
} as const;

/** React DOM from the same chunks, before the rest: `startup-react`. */
const startupReactChunk = {
  ...startupChunk,
  test: (module: Module, context: { chunkGraph: ChunkGraph }) =>
    reactDomModules.test(module.nameForCondition() ?? '') && startupChunk.test(module, context),
  name: 'startup-react',
  priority: 1,
} as const;

/**
 * The shell's code behind its async boundary (its bootstrap and every module it provides to the
 * share scope) is all needed at start-up: two chunks, both preloaded by the HTML and downloaded
 * side by side, instead of a dozen requested one after another (fewer bytes than the split
 * chunks). Two rather than one: a little more gzip, for an earlier largest paint in `bench:web`
 * (decision 017 has the figures). A late chunk stays whole: webpack's default groups would split
 * its libraries out.
 */
export const hostSplitChunks = {
  cacheGroups: {
    default: false,
    defaultVendors: false,
    startupReact: startupReactChunk,
    startup: startupChunk,
  },
} as const;

/**
 * The code every page runs at start-up (React, the design system, the frame), which V8 is told
 * to compile while it downloads (decision 014): the shell's start-up chunks, or the entry chunks
 * of a build without federation (the monolith, a remote's standalone mode). A deployed remote's
 * files are a page's own code, loaded on demand.
 */
function startUpCodeOf(target: BuildTarget): ((chunk: Chunk) => boolean) | undefined {
  const startUpChunks = new Set<string>([startupChunk.name, startupReactChunk.name]);
  if (target === 'host') return (chunk) => startUpChunks.has(chunk.name ?? '');
  if (target === 'standalone') return (chunk) => chunk.canBeInitial();
  return undefined;
}

/** The app's own `public/index.html`, or the plain page every remote's standalone mode shares. */
const htmlTemplateOf = (dir: string): string => {
  const own = path.join(dir, 'public', 'index.html');
  return existsSync(own) ? own : path.join(__dirname, 'standalone.html');
};

function staticFilePlugins({ dir, target, title }: AppBuildOptions, production: boolean) {
  // Files served as they are (`public/`), such as images named by content in a database.
  const publicFiles = new CopyPlugin({
    patterns: [
      {
        from: path.join(dir, 'public'),
        globOptions: { ignore: ['**/index.html'] },
        noErrorOnMissing: true,
      },
    ],
  });
  // A deployed remote has no page of its own: the shell is its page.
  if (target === 'remote') return [publicFiles];
  const startupHints =
    target === 'host'
      ? [
          new StartupPreloadPlugin({
            chunks: [startupChunk.name, startupReactChunk.name],
            fetches: [remotesConfigUrl],
          }),
        ]
      : [];
  // The shell's entry, in its HTML (decision 011), and the renderer's page, which asks for it
  // after its first paint (decision 019); the development server keeps the entry a file.
  const serverPage = {
    htmlFile: 'index.html',
    serverPageFile: serverPageTemplateFile,
    serverHeadScripts: [earlyPressCaptureScript],
    otherPageScripts: [draftLandingScript],
  };
  const inlineEntry =
    target !== 'host'
      ? []
      : production
        ? [
            new InlineEntryPlugin({
              chunk: 'main',
              hashesFile: inlineScriptHashesFile,
              ...serverPage,
            }),
          ]
        : [new ServerPageCopyPlugin(serverPage)];
  return [
    ...startupHints,
    ...inlineEntry,
    new PageWideCssPlugin(pageWideCss),
    new HtmlWebpackPlugin({
      template: htmlTemplateOf(dir),
      title,
      chunks: ['main'],
      publicPath: '/',
      scriptLoading: 'defer',
      minify: production,
    }),
    publicFiles,
  ];
}

/**
 * The loaders that patch Chakra's ES module build (decisions 002 and 010): each throws, naming
 * itself, when the code it patches changed shape, and `chakra-loaders.test.ts` runs them over the
 * installed Chakra.
 */
export const chakraLoaderRules = [
  {
    test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]|anatomy\.js)/,
    loader: path.join(__dirname, 'chakra-pure-loader.cjs'),
  },
  {
    test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    loader: path.join(__dirname, 'chakra-lazy-global-loader.cjs'),
  },
] as const satisfies readonly RuleSetRule[];

/**
 * Images as files named by content; `image.webp?responsive` as the image in a few widths, AVIF
 * and WebP, made at build time (`responsive-image-loader.cjs`, decision 044). A server build
 * (`emitAssets: false`) names the same files and writes none.
 */
export function imageRule(options: { production: boolean; emitAssets: boolean }): RuleSetRule {
  const { production, emitAssets } = options;
  const hashed = production ? '.[contenthash:8]' : '';
  return {
    oneOf: [
      {
        test: /\.(png|jpe?g|webp)$/,
        resourceQuery: /^\?responsive$/,
        type: 'javascript/auto',
        loader: path.join(__dirname, 'responsive-image-loader.cjs'),
        options: { emit: emitAssets, hashed: production },
      },
      {
        test: /\.(svg|png|jpe?g|webp|avif|ico)$/,
        type: 'asset/resource',
        generator: { filename: `assets/[name]${hashed}[ext]`, emit: emitAssets },
      },
    ],
  };
}

/**
 * How the site's sources compile, in the browser builds and the server builds alike: TypeScript,
 * the Chakra loaders, and images as files named by content (the server build names the same
 * files, which the browser build writes).
 */
function sourceRules(options: {
  dir: string;
  production: boolean;
  emitAssets: boolean;
}): RuleSetRule[] {
  const { dir, production, emitAssets } = options;
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(dir, 'tsconfig.json'),
        compilerOptions: { noEmit: false, sourceMap: !production },
      },
    },
    ...chakraLoaderRules,
    imageRule({ production, emitAssets }),
  ];
}

/** The webpack configuration of one app of the site. */
export function createAppConfig(options: AppBuildOptions): Configuration {
  const { name, dir, mode, target } = options;
  const production = mode === 'production';
  const hashed = production ? '.[contenthash:8]' : '';
  const startUpCode = startUpCodeOf(target);

  return {
    name: target === 'standalone' ? `${name}-standalone` : name,
    mode,
    context: dir,
    entry: target === 'remote' ? {} : { main: './src/index.ts' },
    // No eval-based source maps: the Content-Security-Policy forbids evaluated code.
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: outputDirFor(dir, target),
      publicPath: target === 'remote' ? 'auto' : '/',
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      crossOriginLoading: 'anonymous',
      uniqueName: name,
      // A remote's server build (`server/`) is written beside it by its own compiler.
      clean: target === 'remote' ? { keep: /^server[\\/]/ } : true,
    },
    resolve: resolveSettingsFor(production),
    module: { rules: sourceRules({ dir, production, emitAssets: true }) },
    plugins: [
      new ImportBoundaryPlugin(designSystemDir),
      ...(production && startUpCode ? [new CompileHintsPlugin(startUpCode)] : []),
      ...federationPlugins(options),
      ...staticFilePlugins(options, production),
      ...(production ? [brotliCopiesPlugin()] : []),
    ],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      ...(target === 'host' ? { splitChunks: hostSplitChunks } : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * The shell's server build (`dist-server/render-worker.js`): the frame and the route table for
 * Node, the entry of a render thread of the renderer (`shell/renderer/`). Everything it imports
 * is inside, React and the design system included, which it provides to the remotes' server
 * builds. Its images are the browser build's files, at the same URLs.
 */
export function hostServerConfig(options: { dir: string; mode: BuildMode }): Configuration {
  const { dir, mode } = options;
  const production = mode === 'production';
  return {
    name: 'shell-server',
    mode,
    context: dir,
    target: 'node',
    entry: { 'render-worker': './src/server/render-worker.ts' },
    devtool: false,
    output: {
      // Beside dist/, not in it: the static host serves dist/, and this is no visitor's.
      path: path.join(dir, 'dist-server'),
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: resolveSettingsFor(production),
    module: { rules: sourceRules({ dir, production, emitAssets: false }) },
    plugins: [new ImportBoundaryPlugin(designSystemDir)],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * A remote's server build, beside its browser build in `dist/` (`server/remoteEntry.js` and
 * `server/*.js`), which the shell's renderer loads by URL at run time to render the remote's
 * pages on the server: `@module-federation/enhanced`, for Node (`async-node`, CommonJS), its
 * chunks fetched over HTTP by `@module-federation/node`'s runtime plugin. It exposes the same
 * pages as the browser build, plus its `./server` module when it has one (the data its pages
 * render with, its entries of the sitemap: `RemoteServerModule`). Like the browser build, it takes
 * React, Emotion and the design system from the shell. Its public path (where its images and
 * chunks live) is the folder the renderer found it in, set at run time, so one build is
 * deployed anywhere; the images are the browser build's files, so the HTML names the same URLs.
 */
function remoteServerConfig(options: {
  name: RemoteName;
  dir: string;
  mode: BuildMode;
  exposes: Record<string, string>;
  routes: readonly PageRoute[];
}): Configuration {
  const { name, dir, mode, exposes } = options;
  const production = mode === 'production';
  const exposed = needsServerModule(options.routes)
    ? { ...exposes, [serverModule]: `./src/exposes/${serverModule.slice(2)}.ts` }
    : exposes;
  return {
    name: `${name}-server`,
    mode,
    context: dir,
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      path: outputDirFor(dir, 'remote'),
      publicPath: '',
      filename: '[name].js',
      chunkFilename: `server/[name]${production ? '.[contenthash:8]' : ''}.js`,
      uniqueName: `${name}-server`,
      library: { type: 'commonjs-module' },
      // Only this build's own files: the browser build owns the rest of dist/.
      clean: { keep: (file: string) => !/^server[\\/]/.test(file) },
    },
    resolve: resolveSettingsFor(production),
    module: { rules: sourceRules({ dir, production, emitAssets: false }) },
    plugins: [
      new ImportBoundaryPlugin(designSystemDir),
      new ServerFederationPlugin({
        name,
        filename: 'server/remoteEntry.js',
        library: { type: 'commonjs-module', name },
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        exposes: exposed,
        shared: sharedFromShell(dependenciesOf(dir)),
        getPublicPath: `return (globalThis.${serverPublicPathGlobal} || {})[${JSON.stringify(name)}] || "/"`,
        manifest: false,
        dts: false,
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * What a remote exposes for its pages, from its own list (`src/routes.ts`): each route's module
 * (`./Home`), as its page component (`./src/pages/HomePage.tsx`). The wire names stay what the
 * list says, whatever the files are called.
 */
export function pageExposes(routes: readonly DeclaredRoute[]): Record<string, string> {
  return Object.fromEntries(routes.map(({ module, page }) => [module, `./src/pages/${page}.tsx`]));
}

/**
 * The webpack configuration of a remote (its `webpack.config.ts` is one call, with its routes).
 * What it exposes is fixed by its routes (`pageExposes`), plus `./prefetch`
 * (`src/exposes/prefetch.ts`) when one of them says so, and in the server build `./server`
 * (`src/exposes/server.ts`); the routes travel in its manifest, for the site to serve them.
 * `webpack` builds what is deployed (`dist/`: the browser build and the server build beside it);
 * `webpack --env standalone` builds the pages as an app of their own (`dist-standalone/`).
 */
export function remoteWebpackConfig(
  name: RemoteName,
  dir: string,
  title: string,
  declared: readonly DeclaredRoute[],
) {
  const pages = pageExposes(declared);
  const routes = declared.map(pageRouteOf);
  const exposes = needsPrefetch(routes)
    ? { ...pages, [prefetchModule]: `./src/exposes/${prefetchModule.slice(2)}.ts` }
    : pages;
  return (
    env: { standalone?: boolean } = {},
    argv: { mode?: BuildMode } = {},
  ): Configuration | Configuration[] => {
    const mode = argv.mode ?? 'production';
    const browser = createAppConfig({
      name,
      dir,
      mode,
      target: env.standalone ? 'standalone' : 'remote',
      exposes,
      routes,
      title: `${title} (standalone)`,
    });
    if (env.standalone) return browser;
    return [browser, remoteServerConfig({ name, dir, mode, exposes: pages, routes })];
  };
}
