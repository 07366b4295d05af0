import { createRequire } from 'node:module';
import path from 'node:path';
import { sharedVersionsFile } from '@site/contracts/federation';
import type { Compiler } from 'webpack';
import { packageOf, sharedKeys } from './shared-dependencies';

const PLUGIN = 'SharedVersionsPlugin';

/** The version the shell provides of each shared module: its package's, as installed for it. */
export function sharedVersionsOf(dir: string): Record<string, string> {
  const requireFrom = createRequire(path.join(dir, 'package.json'));
  return Object.fromEntries(
    sharedKeys.map((key) => {
      const manifest = requireFrom(`${packageOf(key)}/package.json`) as { version: string };
      return [key, manifest.version];
    }),
  );
}

/**
 * Writes `shared-versions.json` beside the shell's `index.html`: the version of every shared
 * singleton the shell provides. The release check (`@site/release-registry/release-check`)
 * refuses a remote's release whose `requiredVersion` the live shell does not satisfy.
 */
export class SharedVersionsPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const body = `${JSON.stringify(sharedVersionsOf(this.dir), null, 2)}\n`;
          compilation.emitAsset(sharedVersionsFile, new sources.RawSource(body));
        },
      );
    });
  }
}
