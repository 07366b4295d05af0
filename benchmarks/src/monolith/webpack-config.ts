import path from 'node:path';
import { createAppConfig, reactDomModules, type BuildMode } from '@site/build/webpack';
import { remoteNames } from '@site/contracts/federation';
import CopyPlugin from 'copy-webpack-plugin';
import type { Configuration } from 'webpack';

/**
 * The comparison build (decision 007): the shell and every remote's pages as one ordinary
 * tree-shaken webpack bundle, with no Module Federation, used only as the yardstick of
 * `npm run bench:web`. It is the shell's own configuration (same loaders, minifier, design
 * system and HTML) with three differences:
 * - the shell's remote loader is replaced by `./remote-loader.ts`, whose
 *   dynamic imports of `remote-<name>/src/pages/*` give each page its own lazy chunk;
 * - the entry (`./index.ts`) imports the shell's bootstrap directly (no async boundary: nothing is negotiated);
 * - React DOM is an entry chunk of its own beside `main`, as the shell's start-up code is two files
 *   (decision 017): the HTML's two `defer` scripts download side by side.
 * Never deployed. Only this workspace reaches into the apps' sources; the product's packages
 * know nothing of the monolith.
 */

const repoRoot = path.resolve(__dirname, '../../..');
const shellDir = path.join(repoRoot, 'shell');

export const monolithOutputDir = path.join(repoRoot, 'dist-monolith');

export function createMonolithConfig(mode: BuildMode, title: string): Configuration {
  const shell = createAppConfig({
    name: 'shell',
    dir: shellDir,
    mode,
    target: 'standalone',
    title,
  });
  const remoteDirs = remoteNames.map((name) => path.join(repoRoot, `remote-${name}`));
  return {
    ...shell,
    name: 'monolith',
    entry: { main: path.join(__dirname, 'index.ts') },
    output: { ...shell.output, path: monolithOutputDir, uniqueName: 'monolith' },
    optimization: {
      ...shell.optimization,
      splitChunks: {
        cacheGroups: {
          reactDom: { chunks: 'initial', test: reactDomModules, name: 'react-dom', enforce: true },
        },
      },
    },
    resolve: {
      ...shell.resolve,
      alias: {
        // Absolute and extension-less: matches the shell's relative imports of the loader.
        [path.join(shellDir, 'src/federation/remote-loader')]: path.join(
          __dirname,
          'remote-loader.ts',
        ),
        [path.join(shellDir, 'src/federation/route-table')]: path.join(__dirname, 'route-table.ts'),
        ...Object.fromEntries(
          remoteNames.flatMap((name, index) => [
            [`@site/pages/${name}`, path.join(remoteDirs[index] ?? '', 'src/pages')],
            [`@site/exposes/${name}`, path.join(remoteDirs[index] ?? '', 'src/exposes')],
          ]),
        ),
      },
    },
    plugins: [
      ...(shell.plugins ?? []),
      // The remotes' files served as they are (images named by content in the blog database).
      new CopyPlugin({
        patterns: remoteDirs.map((dir) => ({
          from: path.join(dir, 'public'),
          globOptions: { ignore: ['**/index.html'] },
          noErrorOnMissing: true,
        })),
      }),
    ],
  };
}
