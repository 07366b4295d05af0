import path from 'node:path';
import { startStaticServer, type RunningStaticServer } from '@site/static-server';
import webpack from 'webpack';
import { closeWatcher, exitWithError, stopOnSignals } from './lifecycle';
import { runtimeConfigFile } from './serve-stack';
import { readStack } from './stack';

/**
 * `npm run standalone -w remote-<name>`: one remote as an app of its own, without the shell, on
 * the remote's usual port, rebuilt on every change. For the remote's team; the site itself is
 * `npm start`.
 */
async function main() {
  const name = process.argv[2];
  const stack = readStack();
  const app = stack.apps.find((candidate) => candidate.name === name && name !== 'shell');
  if (!app) {
    const remotes = stack.apps.filter((a) => a.name !== 'shell').map((a) => a.name);
    throw new Error(`Usage: standalone.ts <remote>, one of: ${remotes.join(', ')}`);
  }
  const built = (await app.webpackConfig())({ standalone: true }, { mode: 'development' });
  const config = Array.isArray(built) ? built[0]! : built;
  const outputDir = config.output?.path ?? path.join(app.dir, 'dist-standalone');
  let server: RunningStaticServer | undefined;

  const watching = webpack(config).watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error) return console.error(error);
    const text = stats?.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
    if (text?.trim()) console.log(text);
    console.log(`[standalone] rebuilt at ${new Date().toLocaleTimeString()}`);
    if (server) return;
    startStaticServer({
      root: outputDir,
      port: app.port,
      host: stack.host,
      spaFallback: true,
      contentSecurityPolicy: app.standaloneContentSecurityPolicy,
      generatedFiles: runtimeConfigFile(app),
    })
      .then((running) => {
        server = running;
        console.log(`\nThe ${app.name} remote on its own: ${app.origin}\nPress Ctrl-C to stop.`);
      })
      .catch(exitWithError);
  });

  stopOnSignals(async () => {
    await closeWatcher(watching);
    await server?.close();
  });
}

main().catch(exitWithError);
