import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  sharedVersionsFile,
  type RemoteManifest,
  type RemotesConfig,
} from '@site/contracts/federation';
import type { PageRoute } from '@site/contracts/page-routes';
import { parsePageRoutes } from '@site/contracts/route-lists';
import type { Stack } from './stack';

/** The routes a remote's build in `distDir` declares; undefined when it is not built. */
export function builtRoutesOf(distDir: string, remote: string): PageRoute[] | undefined {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'),
    ) as RemoteManifest;
    return parsePageRoutes(manifest.metaData.routes ?? [], remote);
  } catch {
    return undefined;
  }
}

/**
 * The environment's `remotes.json`, with the routes of each remote as its build here declares
 * them (decision 040), read from its `dist/` at each request: the site knows a remote's pages
 * while that remote's server is down, as it does for a release of the registry.
 */
export function withBuiltRoutes(stack: Stack): RemotesConfig {
  const routes: NonNullable<RemotesConfig['routes']> = {};
  for (const app of stack.apps) {
    if (app === stack.shell || !stack.remotesConfig.remotes[app.name]) continue;
    // Not built yet: the site reads the remote's routes from its manifest when it answers.
    const built = builtRoutesOf(app.distDir, app.name);
    if (built) routes[app.name] = built;
  }
  return { ...stack.remotesConfig, routes };
}

/** The versions of the shared singletons the shell's build here provides (`shared-versions.json`). */
export function builtShellShared(stack: Stack): Record<string, string> {
  const file = path.join(stack.shell.distDir, sharedVersionsFile);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    throw new Error(`${file} is missing: build the shell first (npm run build -w shell)`);
  }
}
