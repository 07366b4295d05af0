import type { DeclaredRoute, RouteBudget } from '@site/contracts/page-routes';

/** Where a route's budgets are written: its row of its remote's own list. */
export const routeTableFile = 'remote-<name>/src/routes.ts';

/** What `npm run size` measures: each route without parameters, with its budgets. */
export interface RouteBudgets {
  measured: { path: string; budget: RouteBudget }[];
  /** Routes that are measured but have no budget: `--check` fails, naming each. */
  missing: string[];
}

/** The budgets of the routes `npm run size` measures (those without `:name` segments). */
export function routeBudgets(
  routes: readonly Pick<DeclaredRoute, 'path' | 'budget'>[],
): RouteBudgets {
  const measured: RouteBudgets['measured'] = [];
  const missing: string[] = [];
  for (const { path, budget } of routes) {
    if (path.includes(':')) continue;
    if (budget) measured.push({ path, budget });
    else missing.push(path);
  }
  return { measured, missing };
}

/** The message `--check` fails with when routes have no budget. */
export const missingBudgetsMessage = (missing: readonly string[]): string =>
  `${missing.length === 1 ? 'A route has' : 'Routes have'} no size budget: ${missing.join(', ')}. ` +
  `Give each row a \`budget: { jsKiB, htmlKiB }\` in ${routeTableFile} (the figures ` +
  '`npm run size` prints, plus about 1 KiB).';

/** The measured bytes over their budgets, one line per excess. */
export function overBudget(
  budget: RouteBudget,
  measured: { path: string; jsBytes: number; htmlBytes: number },
  kib: (bytes: number) => string,
): string[] {
  const failures: string[] = [];
  const { path, jsBytes, htmlBytes } = measured;
  if (jsBytes > budget.jsKiB * 1024) {
    failures.push(`${path}: ${kib(jsBytes)} KiB of JavaScript, budget ${budget.jsKiB} KiB`);
  }
  if (htmlBytes > budget.htmlKiB * 1024) {
    failures.push(`${path}: ${kib(htmlBytes)} KiB of HTML, budget ${budget.htmlKiB} KiB`);
  }
  return failures;
}
