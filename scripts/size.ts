import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { remoteRoutes } from '@site/contracts/federation';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { buildAll } from './build';
import { exitWithError } from './lifecycle';
import { serveStack } from './serve-stack';
import { readStack } from './stack';

/**
 * `npm run size`: loads every route of the production build in Chromium, as a first-time visitor
 * (empty cache), and prints the gzip bytes of the JavaScript and CSS it downloads until the
 * network is idle. `--check` fails when a route exceeds its budget.
 *
 * Bytes are counted as gzip level 9 of each response body, so the figures do not depend on how
 * the server compresses.
 */

/** First-load JavaScript budgets, in KiB of gzip. */
export const jsBudgetsKiB: Readonly<Record<string, number>> = {
  '/': 220,
  '/blogs': 290,
  '/contact': 235,
};

interface RouteSize {
  route: string;
  jsFiles: number;
  jsBytes: number;
  cssBytes: number;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function measure(origin: string, routes: string[]): Promise<RouteSize[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const sizes: RouteSize[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      const size: RouteSize = { route, jsFiles: 0, jsBytes: 0, cssBytes: 0 };
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => {
            const gzipBytes = gzipSync(body, { level: 9 }).length;
            if (type === 'script') {
              size.jsFiles += 1;
              size.jsBytes += gzipBytes;
            } else {
              size.cssBytes += gzipBytes;
            }
          }),
        );
      });
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await Promise.all(pending);
      sizes.push(size);
      await context.close();
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

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
  let sizes: RouteSize[];
  try {
    sizes = await measure(stack.shell.origin, routes);
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
