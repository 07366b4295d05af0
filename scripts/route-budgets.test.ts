import { repoRoutes } from '../test/declared-routes';
import { missingBudgetsMessage, overBudget, routeBudgets } from './route-budgets';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

describe('route budgets', () => {
  it("gives every route of every remote's list without parameters a budget", () => {
    const { measured, missing } = routeBudgets(repoRoutes);
    expect(missing).toEqual([]);
    expect(measured.map(({ path }) => path)).toEqual(
      repoRoutes.map(({ path }) => path).filter((path) => !path.includes(':')),
    );
  });

  it('names a route added without a budget, so that `npm run size -- --check` fails', () => {
    const { missing } = routeBudgets([
      ...repoRoutes,
      { path: '/a-page-without-budget' },
      { path: '/a-page-without-budget/:part' },
    ]);
    expect(missing).toEqual(['/a-page-without-budget']);
    expect(missingBudgetsMessage(missing)).toMatch(
      /^A route has no size budget: \/a-page-without-budget\. .*remote-<name>\/src\/routes\.ts/,
    );
  });

  it('reports JavaScript and HTML over their budgets, and nothing within them', () => {
    const budget = { jsKiB: 146, htmlKiB: 14 };
    expect(
      overBudget(budget, { path: '/', jsBytes: 146 * 1024, htmlBytes: 14 * 1024 }, kib),
    ).toEqual([]);
    expect(
      overBudget(budget, { path: '/', jsBytes: 147 * 1024, htmlBytes: 15 * 1024 }, kib),
    ).toEqual(['/: 147.0 KiB of JavaScript, budget 146 KiB', '/: 15.0 KiB of HTML, budget 14 KiB']);
  });
});
