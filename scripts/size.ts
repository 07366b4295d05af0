import { existsSync } from 'node:fs';
import path from 'node:path';
import { remoteRoutes } from '@site/contracts/federation';
import { buildAll } from './build';
import { kib, measureFirstLoad, type FirstLoad } from './first-load';
import { exitWithError } from './lifecycle';
import { serveStack } from './serve-stack';
import { readStack } from './stack';

/**
 * `npm run size`: loads every route of the production build in Chromium, as a first-time visitor
 * (empty cache), and prints the gzip bytes of the JavaScript and CSS it downloads until the
 * network is idle (see ./first-load.ts). `--check` fails when a route exceeds its budget.
 */

/**
 * First-load JavaScript budgets, in KiB of gzip: the figures reached (issue 6, `npm run bench:web`)
 * plus about 2 KiB, so that a regression fails `npm test`. They are stricter than the comparison
 * with the monolith (at most 1.10× its bytes, which is about 14 KiB of headroom on `/`), so that ratio
 * is left to `npm run bench:web` rather than building the monolith in every test run.
 */
export const jsBudgetsKiB: Readonly<Record<string, number>> = {
  '/': 157,
  '/about': 157,
  '/healthcare': 157,
  '/finance': 157,
  '/compliance': 157,
  '/salesforce': 158,
  '/privacy-policy': 155,
  '/cookies-policy': 155,
  '/blogs': 172,
  '/contact': 167,
};

async function main() {
  const check = process.argv.includes('--check');
  const stack = readStack({
    SHELL_PORT: '3200',
    MARKETING_PORT: '3201',
    BLOG_PORT: '3202',
    CONTACT_PORT: '3203',
    PUBLIC_HOST: '127.0.0.1',
    ...process.env,
  });
  const built = (app: (typeof stack.apps)[number]) =>
    existsSync(path.join(app.distDir, app.name === 'shell' ? 'index.html' : 'mf-manifest.json'));
  if (!stack.apps.every(built)) {
    await buildAll(stack, 'production');
  }

  const deployed = new Set(stack.apps.map((app) => app.name));
  const routes = remoteRoutes
    .filter((route) => deployed.has(route.remote) && !route.path.includes(':'))
    .map((route) => route.path);

  const servers = await serveStack(stack);
  let sizes: FirstLoad[];
  try {
    sizes = await measureFirstLoad(stack.shell.origin, routes);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }

  console.log('\nFirst load, gzip (level 9):\n');
  console.log('route              JS files   JS KiB   CSS KiB   budget');
  const failures: string[] = [];
  for (const { route, jsFiles, jsBytes, cssBytes } of sizes) {
    const budget = jsBudgetsKiB[route];
    console.log(
      `${route.padEnd(18)} ${String(jsFiles).padStart(8)} ${kib(jsBytes).padStart(8)} ${kib(cssBytes).padStart(9)}   ${budget ? `${budget} KiB` : '-'}`,
    );
    if (budget && jsBytes > budget * 1024) {
      failures.push(`${route}: ${kib(jsBytes)} KiB of JavaScript, budget ${budget} KiB`);
    }
  }
  if (check && failures.length > 0) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  if (check) console.log('\nEvery route is within its budget.');
}

main().catch(exitWithError);
