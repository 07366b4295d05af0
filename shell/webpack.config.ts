import { createAppConfig, type BuildMode } from '@site/build/webpack';
import { company } from '@site/contracts/company';

// The shell is the host: it exposes nothing and knows no remote at build time. Where each remote
// lives is read at run time from remotes.json (see src/federation/remote-loader.ts).
export default (_env: unknown, argv: { mode?: BuildMode }) =>
  createAppConfig({
    name: 'shell',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    target: 'host',
    title: company.name,
  });
