import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * `docs/benchmarks.md` holds the last run of each benchmark (`bench:web`, `bench:api`, …), each in
 * its own section between markers, so one benchmark can be run again without losing the others.
 */
export const benchmarksFile = path.resolve(__dirname, '../../docs/benchmarks.md');

export type BenchmarkName =
  | 'web'
  | 'trace'
  | 'first-layout'
  | 'page-calls'
  | 'api'
  | 'ssr'
  | 'ssr-flood'
  | 'system'
  | 'share-image';

const start = (name: BenchmarkName) => `<!-- bench:${name} -->`;
const end = (name: BenchmarkName) => `<!-- /bench:${name} -->`;

const header = `# Benchmarks

Written by \`npm run bench:web\`, \`npm run bench:trace\`, \`npm run bench:first-layout\`, \`npm run bench:page-calls\`, \`npm run bench:api\`, \`npm run bench:ssr\` and \`npm run bench:system\`
(the \`benchmarks/\` workspace; see README.md, "Performance"). Each section is the last run of its
benchmark, with the figures exactly as the script printed them. Code comments point here instead
of quoting the figures, which go stale.
`;

/** Replaces (or adds) the section of one benchmark in `docs/benchmarks.md`. */
export async function writeBenchmarkSection(name: BenchmarkName, markdown: string): Promise<void> {
  let text = await readFile(benchmarksFile, 'utf8').catch(() => header);
  const section = `${start(name)}\n${markdown.trim()}\n${end(name)}`;
  const from = text.indexOf(start(name));
  const to = text.indexOf(end(name));
  if (from >= 0 && to > from) {
    text = text.slice(0, from) + section + text.slice(to + end(name).length);
  } else {
    text = `${text.trimEnd()}\n\n${section}\n`;
  }
  await writeFile(benchmarksFile, text);
}

/** The CPU counters of the whole machine (Linux's /proc/stat), or undefined elsewhere. */
export async function readCpuTimes(): Promise<{ steal: number; total: number } | undefined> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal guest guest_nice
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (fields.length < 8 || fields.some((value) => !Number.isFinite(value))) return undefined;
    return { steal: fields[7]!, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return undefined;
  }
}

/**
 * What else the machine was doing during a run: the load average before and after, and the share
 * of CPU time the hypervisor gave to other guests (steal). Both make timings noisy.
 */
export function machineLoadDuring(): () => Promise<string> {
  const loadBefore = loadAverage();
  const cpuBefore = readCpuTimes();
  return async () => {
    const [from, to] = [await cpuBefore, await readCpuTimes()];
    const steal =
      from && to && to.total > from.total
        ? `${((100 * (to.steal - from.steal)) / (to.total - from.total)).toFixed(1)} %`
        : 'not available';
    return `- Load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after; CPU time stolen by the hypervisor during the run: ${steal}`;
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** Date, versions and machine, for the heading of a run. */
export function runContext(versions: Readonly<Record<string, string>> = {}): string {
  const cpus = os.cpus();
  const lines = [
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${os.type()} ${os.release()} ${os.arch()}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
    `- Node ${process.version}${Object.entries(versions)
      .map(([name, version]) => `, ${name} ${version}`)
      .join('')}`,
  ];
  return lines.join('\n');
}
