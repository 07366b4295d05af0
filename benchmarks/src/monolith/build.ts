import { createMonolithConfig, monolithOutputDir } from './webpack-config';
import { company } from '@site/contracts/company';
import webpack from 'webpack';
import type { Mode } from '../../../scripts/build';
import { exitWithError } from '../../../scripts/lifecycle';

/**
 * `npm run build:monolith`: the same shell and pages as one ordinary bundle, without Module
 * Federation, into `dist-monolith/`. Only the yardstick of `npm run bench:web` (decision 007).
 */
export async function buildMonolith(mode: Mode = 'production'): Promise<string> {
  const started = Date.now();
  const compiler = webpack(createMonolithConfig(mode, company.name));
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else resolve(result);
    });
  });
  const text = stats?.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY }) ?? '';
  if (text.trim()) console.log(text);
  if (!stats || stats.hasErrors()) throw new Error('Monolith build failed');
  console.log(
    `Built the monolith into ${monolithOutputDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return monolithOutputDir;
}

if (require.main === module) {
  buildMonolith().catch(exitWithError);
}
