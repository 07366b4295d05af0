import { rm } from 'node:fs/promises';
import { buildAll } from './build';
import { exitWithError, stopOnSignals } from './lifecycle';
import { startLocalBackends } from './local-backends';
import { printStack } from './print-stack';
import { serveStack } from './serve-stack';
import { readStack } from './stack';

/**
 * `npm start`: builds every app for production and serves each from its own port, as the site
 * is deployed, with local stand-ins of the backends (blog backend, contact API, mail catcher,
 * bot-check emulator). Flags: `--no-build` serves what is already built; `--reset-data` starts
 * from an empty data folder (the end-to-end tests). Ctrl-C stops everything.
 */
async function main() {
  const stack = readStack();
  if (process.argv.includes('--reset-data')) {
    await rm(stack.services.dataDir, { recursive: true, force: true });
  }
  if (!process.argv.includes('--no-build')) await buildAll(stack, 'production');
  const backends = await startLocalBackends(stack, { persistBlog: true });
  const servers = await serveStack(stack).catch(async (error: unknown) => {
    await backends.close();
    throw error;
  });

  printStack(stack, 'The site is running:');

  stopOnSignals(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await backends.close();
  });
}

main().catch(exitWithError);
