import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildWithWebpack, sourceFolder } from './testing/webpack-fixture';
import { resolveSettingsFor } from './webpack-config';

const repoModules = path.resolve(__dirname, '../../../node_modules');

const sources = sourceFolder('react-router-build-', {
  'index.js': "import { useRoutes } from 'react-router-dom';\nconsole.log(useRoutes);\n",
});

/** A warning React Router's development build gives on every render of `useRoutes`. */
const developmentWarning = 'You rendered descendant <Routes>';
/** Text of `useRoutes` in both of its builds. */
const bothBuilds = 'When overriding the location using';

it("a production build bundles React Router's production build, not the development build its package names", async () => {
  const output = path.join(sources.path, 'dist');
  await buildWithWebpack({
    mode: 'production',
    context: sources.path,
    entry: { main: './index.js' },
    output: { path: output, filename: '[name].js' },
    resolve: { ...resolveSettingsFor(true), modules: [repoModules] },
    externals: { react: 'React', 'react-dom': 'ReactDOM' },
  });

  const bundle = await readFile(path.join(output, 'main.js'), 'utf8');
  expect(bundle).toContain(bothBuilds);
  expect(bundle).not.toContain(developmentWarning);
}, 60_000);
