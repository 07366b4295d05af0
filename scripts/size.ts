import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteRoutes } from '@site/contracts/federation';
import { buildAll } from './build';
import { gzipSize, kib, measureFirstLoad, type FirstLoad } from './first-load';
import { exitWithError } from './lifecycle';
import { startLocalBackends } from './local-backends';
import { serveStack } from './serve-stack';
import { readStack } from './stack';

/**
 * `npm run size`: loads every route of the production build in Chromium, with the local backends,
 * as a first-time visitor (empty cache), and prints the gzip bytes of the JavaScript and CSS it
 * downloads until the network is idle (see ./first-load.ts). `--check` fails when a route exceeds
 * its budget.
 */

/**
 * First-load JavaScript budgets, in KiB of gzip: the figures reached (issue 6, `npm run bench:web`)
 * plus 1 to 2 KiB, so that a regression fails `npm test`. They are stricter than the comparison
 * with the monolith (at most 1.10× its bytes, which is about 14 KiB of headroom on `/`), so that ratio
 * is left to `npm run bench:web` rather than building the monolith in every test run.
 */
export const jsBudgetsKiB: Readonly<Record<string, number>> = {
  '/': 145,
  '/about': 145,
  '/healthcare': 145,
  '/finance': 145,
  '/compliance': 146,
  '/salesforce': 146,
  '/privacy-policy': 143,
  '/cookies-policy': 143,
  '/blogs': 160,
  '/contact': 156,
};

/**
 * The shell's HTML, in KiB of gzip. With its response headers (about 1 KB, the CSP most of it) it
 * must arrive in the first round trip of a new connection: TCP's initial window of ten packets,
 * about 14.6 KB, which Lighthouse simulates too. Past it, every page's first paint and largest
 * paint wait one round trip more (decision 010: 0.2 s later in `bench:web`).
 */
export const htmlBudgetKiB = 13;

async function main() {
  const check = process.argv.includes('--check');
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
  const routes = remoteRoutes
    .filter((route) => deployed.has(route.remote) && !route.path.includes(':'))
    .map((route) => route.path);

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
  const htmlBytes = gzipSize(readFileSync(path.join(stack.shell.distDir, 'index.html')));
  console.log(`\nThe shell's HTML: ${kib(htmlBytes)} KiB, budget ${htmlBudgetKiB} KiB`);
  if (htmlBytes > htmlBudgetKiB * 1024) {
    failures.push(`the shell's HTML: ${kib(htmlBytes)} KiB, budget ${htmlBudgetKiB} KiB`);
  }
  if (check && failures.length > 0) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  if (check) console.log('\nEvery route and the HTML are within their budgets.');
}

main().catch(exitWithError);
