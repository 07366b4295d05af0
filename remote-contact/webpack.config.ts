import { createAppConfig, type BuildMode } from '@site/build/webpack';
import { remoteModules } from '@site/contracts/federation';

// What this remote exposes is fixed by the contract with the shell (@site/contracts/federation):
// one file per module in src/exposes/, named after it.
const exposes = Object.fromEntries(
  remoteModules.contact.map((module) => [module, `./src/exposes/${module.slice(2)}.ts`]),
);

// `webpack` builds what is deployed (dist/: remoteEntry.js, mf-manifest.json, exposed modules);
// `webpack --env standalone` builds the pages as an app of their own (dist-standalone/).
export default (env: { standalone?: boolean } = {}, argv: { mode?: BuildMode } = {}) =>
  createAppConfig({
    name: 'contact',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    target: env.standalone ? 'standalone' : 'remote',
    exposes,
    title: 'Contact page (standalone)',
  });
