import { readPointer, releaseRegistry } from '@site/release-registry';
import { runReleaseCommand } from '@site/release-registry/command';
import { liveRemotesConfig } from '@site/release-registry/live-remotes';
import { checkRelease } from '@site/release-registry/release-check';
import { builtShellShared, withBuiltRoutes } from './built-routes';
import { previewPath } from '@site/contracts/release-cookies';
import type { FieldFigures } from '@site/release-registry/command';
import { signPreview } from '@site/release-registry/preview-token';
import { buildAll } from './build';

/** How long a preview link works. */
const previewLinkHours = 24;
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
    previewLink: (version) => {
      const token = signPreview(
        { remote, version, expiresAt: Date.now() + previewLinkHours * 3_600_000 },
        stack.releases.previewSecret(),
      );
      return `${stack.renderer.siteUrl}${previewPath}?token=${token}`;
    },
    // The renderer's internal port, beside its public one (serve-stack.ts).
    fieldFigures: async () => {
      const internal = `http://${stack.host}:${stack.renderer.port + 1}/telemetry/summary`;
      const response = await fetch(internal, { signal: AbortSignal.timeout(2000) });
      if (!response.ok) return undefined;
      return ((await response.json()) as Record<string, FieldFigures[]>)[remote] ?? [];
    },
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
