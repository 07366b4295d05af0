import { createAppConfig, hostServerConfig, type BuildMode } from '@site/build/webpack';
import { company } from '@site/contracts/company';

// The shell is the host: it exposes nothing and knows no remote at build time. Where each remote
// lives is read at run time from remotes.json (see src/federation/remote-loader.ts), in the
// browser and by the renderer. `dist/` holds the browser build, `dist-server/` the server build (the renderer's).
export default (_env: unknown, argv: { mode?: BuildMode }) => {
  const mode = argv.mode ?? 'production';
  return [
    createAppConfig({ name: 'shell', dir: __dirname, mode, target: 'host', title: company.name }),
    hostServerConfig({ dir: __dirname, mode }),
  ];
};
