import { buildAll } from './build';
import { exitWithError, stopOnSignals } from './lifecycle';
import { serveStack } from './serve-stack';
import { readStack } from './stack';

/**
 * `npm start`: builds every app for production and serves each from its own port, as the site
 * is deployed. `--no-build` serves what is already built. Ctrl-C stops everything.
 */
async function main() {
  const stack = readStack();
  if (!process.argv.includes('--no-build')) await buildAll(stack, 'production');
  const servers = await serveStack(stack);

  console.log('\nThe site is running:');
  for (const app of stack.apps) {
    const label = app.name === 'shell' ? 'site (shell)' : `${app.name} remote`;
    console.log(`  ${label.padEnd(18)} ${app.origin}`);
  }
  console.log('\nPress Ctrl-C to stop.');

  stopOnSignals(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });
}

main().catch(exitWithError);
