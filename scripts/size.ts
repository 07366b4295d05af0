import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoutes } from '../test/declared-routes';
import { buildAll } from './build';
import { kib, measureFirstLoad, type FirstLoad } from './first-load';
import { exitWithError } from './lifecycle';
import { startLocalBackends } from './local-backends';
import { serveStack } from './serve-stack';
import { missingBudgetsMessage, overBudget, routeBudgets } from './route-budgets';
import { readStack } from './stack';

/**
 * `npm run size`: loads every route of the production build in Chromium, with the local backends,
 * as a first-time visitor (empty cache), and prints the gzip bytes of the JavaScript and CSS it
 * downloads until the network is idle (see ./first-load.ts). `--check` fails when a route exceeds
 * its budget.
 */

/*
 * Budgets, in KiB of gzip, are in each route's row of its remote's own list
 * (`remote-<name>/src/routes.ts`: `budget: { jsKiB, htmlKiB }`), so a new page cannot be added
 * without one: `--check` fails, naming the route, when a route it measures has none.
 * - JavaScript: the figures reached (`npm run bench:web`, then hydrating the server's HTML:
 *   decision 019) plus about 1 KiB, so that a regression fails `npm test`. They are stricter than
 *   the comparison with the monolith (at most 1.10× its bytes), so that ratio is left to
 *   `npm run bench:web` rather than building the monolith in every run.
 * - HTML: the page as the renderer sends it (its content, its styles and the data it renders
 *   with), which is what the browser paints first. The figures reached plus about 1 KiB. A page
 *   that fits in the connection's first round trips paints with the static page's speed
 *   (decision 019): its code is asked for after it is painted, not written into it.
 */

async function main() {
  const check = process.argv.includes('--check');
  const { measured, missing } = routeBudgets(repoRoutes);
  if (missing.length > 0) {
    // Before anything is built or started: the fix is one line of the remote's routes.
    if (check) throw new Error(missingBudgetsMessage(missing));
    console.warn(missingBudgetsMessage(missing));
  }
  // Ports of its own, so that it runs beside `npm start` (3000…) and the benchmarks.
  const stack = readStack({
    SHELL_PORT: '3200',
    MARKETING_PORT: '3201',
    BLOG_PORT: '3202',
    CONTACT_PORT: '3203',
    BLOG_BACKEND_PORT: '54721',
    CONTACT_API_PORT: '4700',
    MAIL_CATCHER_SMTP_PORT: '1725',
    MAIL_CATCHER_HTTP_PORT: '8725',
    BOT_CHECK_PORT: '4800',
    RENDERER_PORT: '3290',
    PUBLIC_HOST: '127.0.0.1',
    DATA_DIR: path.resolve(__dirname, '..', '.data', 'size'),
    ...process.env,
  });
  const built = (app: (typeof stack.apps)[number]) =>
    existsSync(path.join(app.distDir, app.name === 'shell' ? 'index.html' : 'mf-manifest.json'));
  if (!stack.apps.every(built)) {
    await buildAll(stack, 'production');
  }

  const deployed = new Set(stack.apps.map((app) => app.name));
  const routes = repoRoutes
    .filter((route) => deployed.has(route.remote) && !route.path.includes(':'))
    .map((route) => route.path);
  const budgetOf = new Map(measured.map(({ path, budget }) => [path, budget]));

  // With the local backends, each page is measured as a visitor sees it (the blog's posts, the
  // contact page's bot check), not in the state it shows when its backend does not answer.
  const backends = await startLocalBackends(stack, { persistBlog: false, log: () => undefined });
  let sizes: FirstLoad[];
  try {
    const servers = await serveStack(stack);
    try {
      sizes = await measureFirstLoad(stack.shell.origin, routes);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  } finally {
    await backends.close();
  }

  console.log('\nFirst load, gzip (level 9):\n');
  console.log(
    `${'route'.padEnd(24)} JS files   JS KiB   before it runs   CSS KiB   JS budget   HTML KiB   HTML budget`,
  );
  const failures: string[] = [];
  for (const { route, jsFiles, jsBytes, jsBeforeRunBytes, cssBytes, htmlBytes } of sizes) {
    const budget = budgetOf.get(route);
    console.log(
      `${route.padEnd(24)} ${String(jsFiles).padStart(8)} ${kib(jsBytes).padStart(8)} ${kib(jsBeforeRunBytes).padStart(16)} ${kib(cssBytes).padStart(9)}   ${(budget ? `${budget.jsKiB} KiB` : '-').padStart(9)}   ${kib(htmlBytes).padStart(8)}   ${budget ? `${budget.htmlKiB} KiB` : '-'}`,
    );
    if (budget) failures.push(...overBudget(budget, { path: route, jsBytes, htmlBytes }, kib));
  }
  if (check && failures.length > 0) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  if (check) console.log(`\nEvery route's JavaScript and HTML are within their budgets.`);
}

main().catch(exitWithError);
