import type { RemoteManifest } from '@site/contracts/federation';
import type { PageRoute } from '@site/contracts/page-routes';
import type { Compiler } from 'webpack';

const PLUGIN = 'RemoteManifestPlugin';

export interface RemoteManifestOptions {
  /** The remote's container name, also the global its entry script assigns. */
  name: string;
  /** Exposed module (`./Home`) → name of the chunk holding it. */
  exposedChunks: Readonly<Record<string, string>>;
  /** What the remote takes from the shell's share scope, and the versions it accepts. */
  shared: RemoteManifest['shared'];
  /** The remote's pages (its `src/routes.ts`), which the site serves while the release is live. */
  routes: readonly PageRoute[];
}

/**
 * Writes `mf-manifest.json` beside `remoteEntry.js`: the entry's name and global, and the files
 * each exposed module loads with it. The shell reads it to fetch a page's files in parallel with
 * the entry (one round trip instead of two), and deploys publish it as the remote's address
 * (`remotes.json` points at it).
 */
export class RemoteManifestPlugin {
  constructor(private readonly options: RemoteManifestOptions) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { name, exposedChunks, shared, routes } = this.options;
          const exposes = Object.entries(exposedChunks).map(([path, chunkName]) => {
            const group = compilation.namedChunkGroups.get(chunkName);
            if (!group) throw new Error(`${PLUGIN}: no chunk "${chunkName}" for ${path}`);
            const files = [...group.getFiles()];
            return {
              path,
              name: path.slice(2),
              assets: {
                js: { sync: files.filter((file) => file.endsWith('.js')), async: [] },
                css: { sync: files.filter((file) => file.endsWith('.css')), async: [] },
              },
            };
          });
          const manifest: RemoteManifest = {
            name,
            metaData: {
              name,
              globalName: name,
              remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
              // Built beside it by the remote's server build (`remoteServerConfig`).
              ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server/', type: 'commonjs-module' },
              buildInfo: {
                buildVersion: compilation.fullHash ?? '',
                buildTime: new Date().toISOString(),
              },
              publicPath: 'auto',
              routes: [...routes],
            },
            shared,
            exposes,
          };
          compilation.emitAsset(
            'mf-manifest.json',
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}
