import { createRequire, registerHooks } from 'node:module';
import type { createSystem as CreateSystem, SystemContext } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { pageSystemConfigs, siteConfig } from '@site/ui/system';
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

async function main() {
  const iterations = argument('iterations', 100);
  const warmUp = argument('warm-up', 20);
  const write = !process.argv.includes('--no-write');
  if (iterations < 50) throw new Error('--iterations must be at least 50 on a shared machine');

  const { createSystem } = await import('@chakra-ui/react/styled-system');
  if (!patched) throw new Error("Chakra's browser createSystem was not loaded through the hook");

  const wholeTheme: Configs = [
    defaultBaseConfig,
    { ...siteConfig, preflight: false, globalCss: {} },
  ];
  const variants: Variant[] = [
    {
      label: "The pages' system, as the browser builds it",
      build: () => createSystem(...pageSystemConfigs(siteConfig)),
      times: [],
    },
    {
      label: "The pages' system, built eagerly (with its token CSS)",
      build: () => {
        const system = createSystem(...pageSystemConfigs(siteConfig));
        void system._global;
        return system;
      },
      times: [],
    },
    {
      label: 'The whole site theme (the page-wide CSS is built from it), as the browser builds it',
      build: () => createSystem(...wholeTheme),
      times: [],
    },
  ];
  const probe = variants[0]!.build();
  if (!Object.getOwnPropertyDescriptor(probe, '_global')?.get) {
    throw new Error('The lazy-global loader was not applied to the timed createSystem');
  }

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

  const rows = variants.map((variant) => {
    const system = variant.build();
    const [low, high] = quartiles(variant.times);
    return { variant, ms: median(variant.times), low, high, ...describe(system) };
  });
  const table = [
    '| System | Median (ms) | 25th–75th percentile (ms) | Tokens (virtual, negative) | CSS variables | Palettes | Style props | Conditions |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.variant.label} | ${row.ms.toFixed(2)} | ${row.low.toFixed(2)}–${row.high.toFixed(2)} | ${row.tokens} (${row.virtual}, ${row.negative}) | ${row.variables} | ${row.palettes} | ${row.utilities} | ${row.conditions} |`,
    ),
  ].join('\n');
  const markdown = `## Design system: building the pages' Chakra system

\`npm run bench:system -- --iterations ${iterations}\`: \`createSystem\` in Node on this machine, unthrottled (Lighthouse's mobile preset runs the browser four times slower), the median of ${iterations} builds per variant after ${warmUp} warm-up builds, interleaved. Chakra's ES module build with the browser build's \`chakra-lazy-global-loader\`; "built eagerly" also builds the token CSS, as an unmodified \`createSystem\` does. The pages' system must stay well under 12 ms here (50 ms at four times slower) to stay out of Total Blocking Time.

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
