/**
 * `npx tsx benchmarks/src/share-image.ts [--runs N]`: how long the renderer takes to draw a post's
 * Open Graph image (decision 043), which it does on the request path, once per post version.
 * The first drawing in a fresh process (fonts read, satori's layout engine and resvg started) is
 * timed apart from the later ones; each later one draws another title over another artwork.
 * Writes its section of docs/benchmarks.md.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drawShareImage } from '../../shell/renderer/og-image/draw-share-image';
import { machineLoadDuring, runContext, writeBenchmarkSection } from './benchmarks-file';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 20) throw new Error('--runs must be a whole number ≥ 20');

const artworkDir = path.resolve(__dirname, '../../remote-blog/src/assets/images');
const artworks = readdirSync(artworkDir)
  .filter((name) => name.endsWith('.webp'))
  .map((name) => readFileSync(path.join(artworkDir, name)));
const titles = [
  'Cloud compliance',
  'Measuring the return on a healthcare software project',
  'Why a small practice needs the same audit trail as a hospital, and how to get one without a new system',
];

/** The installed version of a package (the repository's hoisted `node_modules`). */
const version = (name: string) =>
  (
    JSON.parse(
      readFileSync(path.resolve(__dirname, '../../node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string }
  ).version;

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `${at(0).toFixed(0)} / ${at(0.5).toFixed(0)} / ${at(0.95).toFixed(0)} / ${sorted.at(-1)!.toFixed(0)}`;
};

async function main() {
  const machineLoad = machineLoadDuring();
  const time = async (i: number) => {
    const started = performance.now();
    const png = await drawShareImage({
      title: `${titles[i % titles.length]!} (${i})`,
      category: 'Healthcare',
      artwork: artworks[i % artworks.length]!,
    });
    return { ms: performance.now() - started, bytes: png.byteLength };
  };
  const first = await time(0);
  const later: { ms: number; bytes: number }[] = [];
  for (let i = 1; i <= runs; i += 1) later.push(await time(i));
  const kib = later.map((run) => run.bytes / 1024);
  const markdown = `## Share images: drawing a post's Open Graph image

\`npx tsx benchmarks/src/share-image.ts --runs ${runs}\`: \`drawShareImage\` in one Node process on this machine (the renderer's code: the WebP artwork to PNG with sharp, the layout with satori, the PNG with resvg), the title over each of the blog's ${artworks.length} category artworks in turn, titles of 16 to 110 characters.

${runContext({ satori: version('satori'), '@resvg/resvg-js': version('@resvg/resvg-js'), sharp: version('sharp') })}
${await machineLoad()}

| | ms (min / median / p95 / max) |
| --- | --- |
| first drawing in the process | ${first.ms.toFixed(0)} |
| the ${runs} next | ${summary(later.map((run) => run.ms))} |

PNG size: ${Math.min(...kib).toFixed(0)}–${Math.max(...kib).toFixed(0)} KiB. Each version of a post is drawn once and then kept (the renderer's LRU, then the CDN for a year), so this is paid by the first request for a post's new version only.
`;
  console.log(markdown);
  await writeBenchmarkSection('share-image', markdown);
}

void main();
