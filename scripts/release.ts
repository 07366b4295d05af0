import { readPointer, releaseRegistry } from '@site/release-registry';
import { runReleaseCommand } from '@site/release-registry/command';
import { liveRemotesConfig } from '@site/release-registry/live-remotes';
import { checkRelease } from '@site/release-registry/release-check';
import { builtShellShared, withBuiltRoutes } from './built-routes';
import { buildAll } from './build';
import { exitWithError } from './lifecycle';
import { readStack } from './stack';

/**
 * `npm run release -w remote-<name> [-- <command>]`: a remote's releases on the local stack's
 * release folder (`RELEASES_DIR`) and pointer, which `npm start` serves (decision 037). The
 * remote's script passes its name first.
 */
async function main() {
  const [remote, ...args] = process.argv.slice(2);
  const stack = readStack();
  const app = stack.apps.find(
    (candidate) => candidate.name === remote && candidate !== stack.shell,
  );
  if (!remote || !app) {
    throw new Error(`release: "${remote ?? ''}" is not a remote of the stack`);
  }
  const registry = releaseRegistry({
    releasesDir: stack.releases.dir,
    manifestUrlOf: stack.releases.manifestUrlOf,
    retentionMs: stack.releases.retentionMs,
  });
  process.exitCode = await runReleaseCommand(args, {
    remote,
    registry,
    build: async () => {
      await buildAll({ ...stack, apps: [app] }, 'production');
      return app.distDir;
    },
    print: (line) => console.log(line),
    // The live site as the local stack serves it: the shell's build, and every remote's routes
    // from the pointer's live release (else its build here), as /remotes.json says them.
    check: async (releaseDir) => {
      const live = liveRemotesConfig(
        await readPointer(registry.pointerFile),
        withBuiltRoutes(stack),
      );
      const routesOf = Object.fromEntries(
        Object.entries(live.routes ?? {}).flatMap(([name, list]) => (list ? [[name, list]] : [])),
      );
      return checkRelease(remote, releaseDir, { shellShared: builtShellShared(stack), routesOf });
    },
    ...(process.env.INIT_CWD ? { cwd: process.env.INIT_CWD } : {}),
  });
}

main().catch(exitWithError);
