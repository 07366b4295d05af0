import path from 'node:path';
import webpack from 'webpack';
import { remoteWebpackConfig } from '@site/build/webpack';
import type { DeclaredRoute } from '@site/contracts/page-routes';
import { routes as releaseOneRoutes } from '../remote-marketing/src/routes';

const marketingDir = path.resolve(__dirname, '..', 'remote-marketing');

/**
 * The page release 2 adds, as its team would: a row of its routes and the page's file (here, the
 * fixture's, reached from the remote's `src/pages/`, where a route's `page` is looked up).
 */
export const careersRoute: DeclaredRoute = {
  path: '/careers',
  module: './Careers',
  page: path.relative(
    path.join(marketingDir, 'src', 'pages'),
    path.join(__dirname, 'fixtures', 'marketing-release-2', 'CareersPage'),
  ),
};

/** The module a release changes, as imports resolve it (without the extension). */
const homeContent = path.resolve(__dirname, '..', 'remote-marketing', 'src', 'content', 'home');
const fixtureHome = (release: 2 | 3) =>
  path.join(__dirname, 'fixtures', `marketing-release-${release}`, 'home.ts');

/**
 * Points every import of the remote's `src/content/home` at `fixture`, except the fixture's own
 * import of the original. The swap happens before resolution (on the request), so webpack sees
 * two distinct modules rather than one module under two names.
 */
const swapHomeContent = (fixture: string) =>
  new webpack.NormalModuleReplacementPlugin(/[\\/]content[\\/]home$/, (data) => {
    if (data.contextInfo.issuer === fixture) return;
    if (path.resolve(data.context, data.request) === homeContent) data.request = fixture;
  });

/** Builds the marketing remote into `outputDir` with its Home content swapped for `fixture`. */
async function buildMarketing(
  outputDir: string,
  fixture: string,
  routes: readonly DeclaredRoute[],
): Promise<void> {
  const config = remoteWebpackConfig('marketing', marketingDir, 'Marketing pages', routes);
  const configs = [config({}, { mode: 'production' })].flat();
  const compiler = webpack(
    configs.map((each) => ({
      ...each,
      output: { ...each.output, path: outputDir },
      plugins: [...(each.plugins ?? []), swapHomeContent(fixture)],
    })),
  );
  const stats = await new Promise<webpack.MultiStats | undefined>((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => (error ? reject(error) : resolve(result)));
    });
  });
  if (!stats || stats.hasErrors()) {
    throw new Error(
      `A release of the marketing remote failed to build:\n${stats?.toString('errors-only')}`,
    );
  }
}

/**
 * Builds "release 2" of the marketing remote into `outputDir`: the remote's own production config
 * (`remoteWebpackConfig`, as `remote-marketing/webpack.config.ts` calls it), the real source, one
 * content module swapped for `e2e/fixtures/marketing-release-2/home.ts`, and a new page,
 * `/careers` (`careersRoute`), its browser and its server build. It never writes into
 * `remote-marketing/dist`.
 */
export const buildMarketingReleaseTwo = (outputDir: string): Promise<void> =>
  buildMarketing(outputDir, fixtureHome(2), [...releaseOneRoutes, careersRoute]);

/**
 * Builds "release 3": release 1 whose Home content throws as it loads in a browser (and not on
 * the server): the canary that field telemetry catches and the renderer rolls back.
 */
export const buildMarketingReleaseThree = (outputDir: string): Promise<void> =>
  buildMarketing(outputDir, fixtureHome(3), releaseOneRoutes);
