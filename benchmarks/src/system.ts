import { execFileSync } from 'node:child_process';
import { createRequire, registerHooks } from 'node:module';
import type { createSystem as CreateSystem, SystemContext } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { siteConfig } from '@site/ui/site-config';
import { pageSystemConfigs } from '@site/ui/page-system';
import { machineLoadDuring, runContext, writeBenchmarkSection } from './benchmarks-file';

/**
 * `npm run bench:system`: how long the pages' Chakra system takes to build, the one synchronous
 * `createSystem` call of the browser's start-up (decisions 009, 010 and 021), timed in Node on this
 * machine. Each variant is built `--warm-up` times, then `--iterations` times, interleaved, and the
 * median is reported (the machine is shared: medians of many runs, never one).
 *
 * Chakra's code is the one the browser runs: its ES module build, with the build's
 * `chakra-lazy-global-loader` applied (`system._global`, the page-wide CSS, is not built unless
 * read). "Built eagerly" adds reading `_global`, which is what an unmodified `createSystem` does.
 * Writes the `system` section of docs/benchmarks.md (`--no-write` to only print).
 *
 *   npm run bench:system -- --iterations 200 --no-write
 */

const lazyGlobal = createRequire(__filename)(
  '../../packages/build/src/chakra-lazy-global-loader.cjs',
) as (source: string) => string;

const browserSystemModule = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
let patched = false;
registerHooks({
  load(url, context, nextLoad) {
    const result = nextLoad(url, context);
    if (!browserSystemModule.test(url)) return result;
    patched = true;
    return { ...result, source: lazyGlobal(String(result.source)) };
  },
});

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} must be a positive integer`);
  return value;
};

type Configs = readonly Parameters<typeof CreateSystem>[number][];

interface Variant {
  label: string;
  build: () => SystemContext;
  /** Also timed as the first build in a fresh process (`--cold`). */
  cold: boolean;
  times: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const quartiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return [at(0.25), at(0.75)] as const;
};

/** What a system holds: tokens (with negative and virtual ones), CSS variables, style props. */
function describe(system: SystemContext) {
  const tokens = system.tokens.allTokens;
  let variables = 0;
  for (const values of system.tokens.cssVarMap.values()) variables += values.size;
  return {
    tokens: tokens.length,
    virtual: tokens.filter((token) => token.extensions.virtual).length,
    negative: tokens.filter((token) => token.extensions.negative).length,
    variables,
    palettes: system.tokens.colorPaletteMap.size,
    utilities: system.utility.keys().length,
    conditions: system.conditions.keys().length,
  };
}

type CreateSystemFn = typeof CreateSystem;

/** The systems timed: the pages' (the browser's, then built eagerly) and the whole theme's. */
function variantsWith(createSystem: CreateSystemFn): Variant[] {
  const wholeTheme: Configs = [
    defaultBaseConfig,
    { ...siteConfig, preflight: false, globalCss: {} },
  ];
  return [
    {
      label: "The pages' system, as the browser builds it",
      build: () => createSystem(...pageSystemConfigs()),
      cold: true,
      times: [],
    },
    {
      label: "The pages' system, built eagerly (with its token CSS)",
      build: () => {
        const system = createSystem(...pageSystemConfigs());
        void system._global;
        return system;
      },
      cold: false,
      times: [],
    },
    {
      label: 'The whole site theme (the page-wide CSS is built from it), as the browser builds it',
      build: () => createSystem(...wholeTheme),
      cold: true,
      times: [],
    },
  ];
}

/** Chakra's `createSystem` as the browser build has it. */
async function browserCreateSystem(): Promise<CreateSystemFn> {
  const { createSystem } = await import('@chakra-ui/react/styled-system');
  if (!patched) throw new Error("Chakra's browser createSystem was not loaded through the hook");
  const probe = createSystem(...pageSystemConfigs());
  if (!Object.getOwnPropertyDescriptor(probe, '_global')?.get) {
    throw new Error('The lazy-global loader was not applied to the timed createSystem');
  }
  return createSystem;
}

const coldChildFlag = '--cold-child';

/**
 * In a process of its own (`--cold-child N`): the first build of variant N, as a visitor's
 * browser runs it once at start-up, before the JIT compiler has seen the code. Chakra's browser
 * module is loaded but has not run (the probe above runs a build, so it is not used here). The
 * process runs with `--no-lazy`: its functions are compiled as they load, as the browser compiles
 * the start-up chunk's while it downloads (the compile hint, decision 014), so the time is running
 * them, not compiling them. (The site's modules, loaded first, build a CommonJS copy of the
 * pages' system once, which runs the base's value functions, `colorValues` for one, before.)
 */
async function coldChild(index: number) {
  const { createSystem } = await import('@chakra-ui/react/styled-system');
  if (!patched) throw new Error("Chakra's browser createSystem was not loaded through the hook");
  const variant = variantsWith(createSystem)[index]!;
  const start = performance.now();
  variant.build();
  console.log(JSON.stringify({ ms: performance.now() - start }));
}

/** The first build of each cold variant, each in `runs` fresh processes, one at a time. */
function coldBuilds(variants: Variant[], runs: number): Map<Variant, number[]> {
  const times = new Map<Variant, number[]>();
  const cold = variants.filter((variant) => variant.cold);
  for (let run = 0; run < runs; run++) {
    for (let offset = 0; offset < cold.length; offset++) {
      const variant = cold[(run + offset) % cold.length]!;
      const output = execFileSync(
        process.execPath,
        [
          '--no-lazy',
          ...process.execArgv,
          process.argv[1]!,
          coldChildFlag,
          String(variants.indexOf(variant)),
        ],
        { encoding: 'utf8' },
      );
      const { ms } = JSON.parse(output.trim().split('\n').at(-1)!) as { ms: number };
      times.set(variant, [...(times.get(variant) ?? []), ms]);
    }
  }
  return times;
}

async function main() {
  const child = process.argv.indexOf(coldChildFlag);
  if (child >= 0) return coldChild(Number(process.argv[child + 1]));

  const iterations = argument('iterations', 100);
  const warmUp = argument('warm-up', 20);
  const coldRuns = process.argv.includes('--cold') ? argument('cold', 50) : 0;
  const write = !process.argv.includes('--no-write');
  if (iterations < 50) throw new Error('--iterations must be at least 50 on a shared machine');

  const variants = variantsWith(await browserCreateSystem());
  const machineLoad = machineLoadDuring();
  for (let round = 0; round < warmUp + iterations; round++) {
    // A different variant first in each round, so that none always runs right after another.
    for (let index = 0; index < variants.length; index++) {
      const variant = variants[(round + index) % variants.length]!;
      const start = performance.now();
      variant.build();
      const elapsed = performance.now() - start;
      if (round >= warmUp) variant.times.push(elapsed);
    }
  }
  const cold = coldBuilds(variants, coldRuns);

  const rows = variants.map((variant) => {
    const system = variant.build();
    const [low, high] = quartiles(variant.times);
    const first = cold.get(variant);
    return {
      variant,
      ms: median(variant.times),
      low,
      high,
      first: first ? median(first).toFixed(1) : '–',
      ...describe(system),
    };
  });
  const table = [
    `| System | Median (ms) | 25th–75th percentile (ms) | ${coldRuns ? 'First build in a fresh process, median (ms) | ' : ''}Tokens (virtual, negative) | CSS variables | Palettes | Style props | Conditions |`,
    `| --- | --- | --- | ${coldRuns ? '--- | ' : ''}--- | --- | --- | --- | --- |`,
    ...rows.map(
      (row) =>
        `| ${row.variant.label} | ${row.ms.toFixed(2)} | ${row.low.toFixed(2)}–${row.high.toFixed(2)} | ${coldRuns ? `${row.first} | ` : ''}${row.tokens} (${row.virtual}, ${row.negative}) | ${row.variables} | ${row.palettes} | ${row.utilities} | ${row.conditions} |`,
    ),
  ].join('\n');
  const command = `npm run bench:system -- --iterations ${iterations}${coldRuns ? ` --cold ${coldRuns}` : ''}`;
  const markdown = `## Design system: building the pages' Chakra system

\`${command}\`: \`createSystem\` in Node on this machine, unthrottled (Lighthouse's mobile preset runs the browser four times slower), the median of ${iterations} builds per variant after ${warmUp} warm-up builds, interleaved.${coldRuns ? ` The first build in a fresh process (the median of ${coldRuns} processes per variant, each with \`--no-lazy\`: compiled beforehand, as the compile hint has the browser do while the code downloads) is closer to what a visitor's browser runs: once, before the JIT compiler has warmed up.` : ''} Chakra's ES module build with the browser build's \`chakra-lazy-global-loader\`; "built eagerly" also builds the token CSS, as an unmodified \`createSystem\` does. The whole site theme is what the pages' system was built from before decision 021, and is still what the page-wide CSS comes from. The pages' system must stay well under 12 ms here (50 ms at four times slower) to stay out of Total Blocking Time.

${runContext()}
${await machineLoad()}

${table}
`;
  console.log(markdown);
  if (write) await writeBenchmarkSection('system', markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
