import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exitWithError, stopOnSignals } from '../../scripts/lifecycle';
import { startLocalBackends } from '../../scripts/local-backends';
import { serveStack } from '../../scripts/serve-stack';
import type { Stack } from '../../scripts/stack';
import { benchStack, fragmentOf, repoRoot, routesToMeasure } from './bench-stack';
import { machineLoadDuring } from './benchmarks-file';
import { newestPostSlug } from './newest-post';
import { ThrottledSession, mobileConditions, type ThrottledSample } from './throttled-session';

/**
 * `npm run bench:web-ab`: two builds of the site, loaded in turn with the mobile conditions
 * applied to Chromium (as `npm run bench:web`'s second table), so that both meet the same
 * machine: a small change does not show between two runs made at different moments on a shared
 * host, whose speed drifts more than that (decision 051).
 *
 *   npm run build && npm run bench:web-ab -- save before
 *   (change, commit or check out) npm run build && npm run bench:web-ab -- save after
 *   npm run bench:web-ab -- compare before after --routes /contact,/blogs --rounds 4 --runs 2
 *
 * `save` copies the built output (each app's `dist/`, the shell's `dist-server/`) to
 * `.bench-builds/<name>/`. `compare` puts each build in place in turn (the first of a round
 * alternates), serves it with the local backends, loads each route `--runs` times, and prints
 * the medians of each build; the build that was in place is put back at the end.
 */

const buildsDir = path.join(repoRoot, '.bench-builds');

const usage = `npm run bench:web-ab -- save <name>
npm run bench:web-ab -- compare <a> <b> [--routes /contact,/blogs] [--rounds 4] [--runs 2]`;

/** The folders a build writes that the stack serves from. */
function builtFolders(stack: Stack): string[] {
  return stack.apps.flatMap((app) => [
    app.distDir,
    ...(app.name === 'shell' ? [path.join(app.dir, 'dist-server')] : []),
  ]);
}

/** Copies each built folder, beside its place first, then into it: never half a folder. */
async function copyBuild(stack: Stack, from: (folder: string) => string, to: typeof from) {
  for (const folder of builtFolders(stack)) {
    if (!existsSync(from(folder))) throw new Error(`${from(folder)} is missing: build first`);
    const copy = `${to(folder)}.copying`;
    await rm(copy, { recursive: true, force: true });
    await mkdir(path.dirname(copy), { recursive: true });
    await cp(from(folder), copy, { recursive: true });
    await rm(to(folder), { recursive: true, force: true });
    await rename(copy, to(folder));
  }
}

const savedAs = (name: string) => (folder: string) =>
  path.join(buildsDir, name, path.relative(repoRoot, folder));
const inPlace = (folder: string) => folder;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Serves the build in place, and loads each route `runs` times. */
async function measure(
  stack: Stack,
  session: ThrottledSession,
  asked: readonly string[] | undefined,
  runs: number,
  label: string,
): Promise<Map<string, ThrottledSample[]>> {
  await rm(stack.services.dataDir, { recursive: true, force: true });
  const backends = await startLocalBackends(stack, { persistBlog: false, log: () => undefined });
  const servers = await serveStack(stack);
  try {
    const routes = routesToMeasure(await newestPostSlug(stack), asked);
    const urlOf = (route: string) => `${stack.shell.origin}${route}${fragmentOf(route)}`;
    // A first load of each page, not counted: the renderer's first render of a page, and the
    // first start of its threads, are not what is compared.
    for (const route of routes) await session.run(urlOf(route), true);
    const samples = new Map<string, ThrottledSample[]>();
    for (let run = 0; run < runs; run++) {
      for (const route of routes) {
        const sample = await session.run(urlOf(route), true);
        samples.set(route, [...(samples.get(route) ?? []), sample]);
        console.log(
          `${label} ${route}: LCP ${(sample.lcpMs / 1000).toFixed(2)} s, hydrated ${((sample.hydratedMs ?? 0) / 1000).toFixed(2)} s, TBT ${sample.tbtMs.toFixed(0)} ms (${(sample.tbtFromRunningMs ?? 0).toFixed(0)} from the page running)`,
        );
      }
    }
    return samples;
  } finally {
    await Promise.all(servers.map((server) => server.close().catch(() => undefined)));
    await backends.close();
  }
}

function table(names: readonly [string, string], results: Map<string, ThrottledSample[]>[]) {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const rows = [...results[0]!.keys()].map((route) => {
    const [a, b] = results.map((byRoute) => byRoute.get(route) ?? []);
    const gap = (samples: ThrottledSample[]) =>
      median(samples.map((s) => (s.hydratedMs ?? Number.NaN) - s.lcpMs));
    const hydrated = (samples: ThrottledSample[]) =>
      median(samples.map((s) => s.hydratedMs ?? Number.NaN));
    const lcp = (samples: ThrottledSample[]) => median(samples.map((s) => s.lcpMs));
    const tbt = (samples: ThrottledSample[]) => median(samples.map((s) => s.tbtMs)).toFixed(0);
    const tbtRunning = (samples: ThrottledSample[]) =>
      median(samples.map((s) => s.tbtFromRunningMs ?? Number.NaN)).toFixed(0);
    return `| \`${route}\` | ${a!.length} / ${b!.length} | ${seconds(lcp(a!))} / ${seconds(lcp(b!))} | ${seconds(hydrated(a!))} / ${seconds(hydrated(b!))} | ${seconds(gap(a!))} / ${seconds(gap(b!))} | ${tbt(a!)} / ${tbt(b!)} | ${tbtRunning(a!)} / ${tbtRunning(b!)} |`;
  });
  return [
    `Loads with the mobile conditions applied (${mobileConditions.cpuSlowdown}× CPU, ${mobileConditions.latencyMs} ms, ${mobileConditions.downloadBitsPerSecond / 1e6} Mbps), the two builds in turn; medians, \`${names[0]}\` / \`${names[1]}\`:`,
    '',
    '| Route | Loads | LCP (s) | Hydrated (s) | Hydrated − LCP (s) | TBT (ms) | TBT from the page running (ms) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

async function compare(
  stack: Stack,
  names: [string, string],
  options: { routes?: string[]; rounds: number; runs: number },
) {
  const session = new ThrottledSession();
  // The build in place now is put back at the end, whatever happens.
  await copyBuild(stack, inPlace, savedAs('.in-place'));
  const restore = async () => {
    await session.close();
    await copyBuild(stack, savedAs('.in-place'), inPlace);
  };
  stopOnSignals(restore);
  const results = names.map(() => new Map<string, ThrottledSample[]>());
  const machineLoad = machineLoadDuring();
  try {
    for (let round = 0; round < options.rounds; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const index of order) {
        await copyBuild(stack, savedAs(names[index]!), inPlace);
        const label = `[round ${round + 1}/${options.rounds}] ${names[index]}`;
        const samples = await measure(stack, session, options.routes, options.runs, label);
        for (const [route, list] of samples) {
          results[index]!.set(route, [...(results[index]!.get(route) ?? []), ...list]);
        }
      }
    }
    console.log(`\n${table(names, results)}\n\n${await machineLoad()}`);
  } finally {
    await restore();
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      routes: { type: 'string' },
      rounds: { type: 'string', default: '4' },
      runs: { type: 'string', default: '2' },
    },
  });
  const [command, ...names] = positionals;
  const stack = benchStack();
  if (command === 'save' && names.length === 1) {
    await copyBuild(stack, inPlace, savedAs(names[0]!));
    console.log(`Saved the build in place as .bench-builds/${names[0]}/.`);
    return;
  }
  const rounds = Number(values.rounds);
  const runs = Number(values.runs);
  if (command !== 'compare' || names.length !== 2 || !(rounds >= 1) || !(runs >= 1)) {
    throw new Error(`Usage:\n${usage}`);
  }
  await compare(stack, names as [string, string], {
    ...(values.routes ? { routes: values.routes.split(',') } : {}),
    rounds,
    runs,
  });
}

main().catch(exitWithError);
