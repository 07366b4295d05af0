import { parseArgs } from 'node:util';

/**
 * The options of the benchmarks that trace page loads (`bench:trace`, `bench:first-layout`):
 * `--runs N` loads per route, `--routes` a comma-separated list, `--no-write` to print only. A
 * mistake is said with the command's `usage`.
 */
export function parseTraceOptions(
  argv: string[],
  usage: string,
  runs: { default: number; min: number },
) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        runs: { type: 'string', default: String(runs.default) },
        routes: { type: 'string' },
        'no-write': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    // An unknown option, or one without its value: said with the usage.
    throw new Error(`${(error as Error).message}\n\n${usage}`, { cause: error });
  }
  const count = Number(values.runs);
  if (!Number.isInteger(count) || count < runs.min || count > 25) {
    throw new Error(`--runs must be a whole number from ${runs.min} to 25\n\n${usage}`);
  }
  const routes = values.routes
    ?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  return { runs: count, routes, write: !values['no-write'] };
}
