import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import { ImportBoundaryPlugin } from './import-boundary-plugin';
import { sharedDependencies } from './shared-dependencies';

export type BuildMode = 'production' | 'development';

export interface AppBuildOptions {
  /** Module Federation container name: `shell`, `marketing`, … */
  name: string;
  /** The app's folder (holds `src/`, `public/`, `dist/`). */
  dir: string;
  mode: BuildMode;
  /**
   * `host`: the shell, served at the site's root with a fixed public path.
   * `remote`: loaded from its own origin, so its public path is worked out at run time.
   */
  role: 'host' | 'remote';
  /** What a remote exposes (`./Home` → `./src/exposes/Home.ts`). */
  exposes?: Record<string, string>;
  /** The standalone page's title. */
  title: string;
}

const repoRoot = path.resolve(__dirname, '../../..');
const designSystemDir = path.join(repoRoot, 'packages', 'ui');

/** The webpack configuration of one app of the site. */
export function createAppConfig(options: AppBuildOptions): Configuration {
  const { name, dir, mode, role, exposes, title } = options;
  const production = mode === 'production';
  const hashed = production ? '.[contenthash:8]' : '';

  return {
    name,
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    // No eval-based source maps: the Content-Security-Policy forbids evaluated code.
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: role === 'host' ? '/' : 'auto',
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      crossOriginLoading: 'anonymous',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
    },
    module: {
      rules: [
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
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]|anatomy\.js)/,
          loader: path.join(__dirname, 'chakra-pure-loader.cjs'),
        },
        {
          test: /\.(svg|png|jpe?g|webp|avif|ico)$/,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new ImportBoundaryPlugin(designSystemDir),
      new ModuleFederationPlugin({
        name,
        filename: role === 'remote' ? 'remoteEntry.js' : undefined,
        exposes: role === 'remote' ? exposes : undefined,
        shared: sharedDependencies,
        shareStrategy: 'loaded-first',
        manifest: role === 'remote',
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: path.join(dir, 'public', 'index.html'),
        title,
        chunks: ['main'],
        publicPath: '/',
        scriptLoading: 'defer',
        minify: production,
      }),
      new CopyPlugin({
        patterns: [
          {
            from: path.join(dir, 'public'),
            globOptions: { ignore: ['**/index.html'] },
            noErrorOnMissing: true,
          },
        ],
      }),
    ],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
