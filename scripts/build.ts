import webpack, { type Configuration, type Stats } from 'webpack';
import { exitWithError } from './lifecycle';
import { readStack, type Stack } from './stack';

export type Mode = 'production' | 'development';

export async function webpackConfigs(stack: Stack, mode: Mode): Promise<Configuration[]> {
  const perApp = await Promise.all(
    stack.apps.map(async (app) => (await app.webpackConfig())({}, { mode })),
  );
  return perApp.flat();
}

function report(stats: Stats | undefined): boolean {
  if (!stats) return false;
  const text = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (text.trim()) console.log(text);
  return !stats.hasErrors();
}

/** Builds every app of the stack once. */
export async function buildAll(stack: Stack, mode: Mode = 'production'): Promise<void> {
  const started = Date.now();
  const compiler = webpack(await webpackConfigs(stack, mode));
  const ok = await new Promise<boolean>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else resolve(stats ? stats.stats.every((s) => report(s)) : false);
    });
  });
  if (!ok) throw new Error('Build failed');
  console.log(
    `Built ${stack.apps.map((app) => app.name).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (require.main === module) {
  buildAll(readStack()).catch(exitWithError);
}
