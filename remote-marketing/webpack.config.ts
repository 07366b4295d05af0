import { createAppConfig, type BuildMode } from '@site/build/webpack';
import { remoteModules } from '@site/contracts/federation';

// What this remote exposes is fixed by the contract with the shell (@site/contracts/federation):
// one file per module in src/exposes/, named after it.
const exposes = Object.fromEntries(
  remoteModules.marketing.map((module) => [module, `./src/exposes/${module.slice(2)}.ts`]),
);

export default (_env: unknown, argv: { mode?: BuildMode }) =>
  createAppConfig({
    name: 'marketing',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    role: 'remote',
    exposes,
    title: 'Marketing pages (standalone)',
  });
