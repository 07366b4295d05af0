import webpack from 'webpack';
import { webpackConfigs } from './build';
import { closeWatcher, exitWithError, stopOnSignals } from './lifecycle';
import { startLocalBackends, type RunningBackends } from './local-backends';
import { printStack } from './print-stack';
import { serveStack } from './serve-stack';
import { readStack } from './stack';

/**
 * `npm run dev`: the same stack as `npm start`, built in development mode and rebuilt on every
 * change, with the same local backends. The servers read from disk, so a reload shows the new build. Ctrl-C stops everything.
 */
async function main() {
  // Development builds are several times larger than production ones: the renderer gives a
  // remote's code longer to arrive before it leaves the page's region to the browser.
  const stack = readStack({ REMOTE_TIMEOUT_MS: '5000', ...process.env });
  const backends: RunningBackends = await startLocalBackends(stack, { persistBlog: true });
  const compiler = webpack(await webpackConfigs(stack, 'development'));
  let servers: Awaited<ReturnType<typeof serveStack>> | undefined;

  const watching = compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error) {
      console.error(error);
      return;
    }
    const text = stats?.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
    if (text?.trim()) console.log(text);
    console.log(`[dev] rebuilt at ${new Date().toLocaleTimeString()}`);
    if (!servers) {
      serveStack(stack)
        .then((running) => {
          servers = running;
          printStack(stack, 'The site is running (rebuilds on change):');
        })
        .catch(exitWithError);
    }
  });

  stopOnSignals(async () => {
    await closeWatcher(watching);
    await Promise.all((servers ?? []).map((server) => server.close()));
    await backends.close();
  });
}

main().catch(exitWithError);
