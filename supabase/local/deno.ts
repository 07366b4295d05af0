import { createRequire } from 'node:module';

/**
 * The Deno executable of the `deno` npm package (the real runtime, no download at run time), or
 * `DENO_BIN` when set.
 */
export function denoExecutable(): string {
  if (process.env.DENO_BIN) return process.env.DENO_BIN;
  const load = createRequire(__filename);
  const installer = load('deno/install_api.cjs') as { runInstall(): string };
  return installer.runInstall();
}
