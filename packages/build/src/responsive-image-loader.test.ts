import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { buildWithWebpack, sourceFolder } from './testing/webpack-fixture';
import { imageRule } from './webpack-config';

interface BuiltSet {
  width: number;
  height: number;
  src: string;
  sources: { type: string; srcSet: string }[];
}

const sources = sourceFolder('responsive-images-', {
  'index.js': "export { default } from './hero.webp?responsive';\n",
});

/** A 1200×675 WebP with some detail, so that its widths differ in bytes. */
async function writeHero(folder: string) {
  const stripes = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">' +
      Array.from(
        { length: 30 },
        (_, i) =>
          `<rect x="${i * 40}" width="20" height="675" fill="#${(i * 8).toString(16).padStart(2, '0')}3366"/>`,
      ).join('') +
      '</svg>',
  );
  await sharp(stripes).webp().toFile(path.join(folder, 'hero.webp'));
}

/** Builds index.js for Node into `folder`, as a browser build (`emit`) or a server build; the set. */
async function build(folder: string, emitAssets: boolean) {
  const output = path.join(sources.path, folder);
  await buildWithWebpack({
    mode: 'production',
    context: sources.path,
    target: 'node',
    entry: { main: './index.js' },
    output: { path: output, publicPath: '/static/', library: { type: 'commonjs2' } },
    module: { rules: [imageRule({ production: true, emitAssets })] },
    optimization: { minimize: false },
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const built: { default: BuiltSet } = require(path.join(output, 'main.js'));
  return { set: built.default, files: await readdir(path.join(output, 'assets')).catch(() => []) };
}

const widthsOf = (srcSet: string) => srcSet.split(', ').map((entry) => entry.split(' ')[1]);
const urlsOf = (srcSet: string) => srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '');

describe('responsive image loader', () => {
  beforeAll(() => writeHero(sources.path));

  it('makes AVIF and WebP in 400, 800 and the original width, the original as the widest WebP', async () => {
    const { set, files } = await build('browser', true);
    expect(set).toMatchObject({ width: 1200, height: 675 });
    expect(set.src).toMatch(/^\/static\/assets\/hero\.[0-9a-f]{8}\.webp$/);
    expect(set.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    const [avif, webp] = set.sources;
    expect(widthsOf(avif!.srcSet)).toEqual(['400w', '800w', '1200w']);
    expect(widthsOf(webp!.srcSet)).toEqual(['400w', '800w', '1200w']);
    expect(urlsOf(webp!.srcSet)[2]).toBe(set.src);

    // Every file the sets name was written, at its width, in its format, with a hashed name.
    for (const source of set.sources) {
      for (const [index, url] of urlsOf(source.srcSet).entries()) {
        const file = path.basename(url);
        expect(files).toContain(file);
        expect(file).toMatch(/\.[0-9a-f]{8}\.(avif|webp)$/);
        const meta = await sharp(
          await readFile(path.join(sources.path, 'browser', 'assets', file)),
        ).metadata();
        expect(meta.width).toBe([400, 800, 1200][index]);
        expect(meta.format).toBe(source.type === 'image/avif' ? 'heif' : 'webp');
      }
    }
  }, 60_000);

  it('names the same files in a server build, which writes none of them', async () => {
    const browser = await build('browser-again', true);
    const server = await build('server', false);
    expect(server.set).toEqual(browser.set);
    expect(server.files).toEqual([]);
  }, 60_000);
});
