/**
 * `import hero from './hero.webp?responsive'`: the image in a few widths, AVIF and WebP, made by
 * sharp at build time (decision 044). The module's default export is a `ResponsiveImageSet`
 * (`@site/ui/responsive-image-set`): the intrinsic size, the original file as `src`, and one
 * `srcSet` per format. The original stays the widest WebP, as the plain import emits it, so no
 * file is encoded twice.
 *
 * A generated file is named by a hash of its source, its settings and sharp's version, not of
 * its bytes: the server builds (`emit: false`) then name the same files as the browser build
 * without encoding anything, and an encoder that is not byte-for-byte repeatable cannot make
 * the two disagree. Encoded files are kept in `node_modules/.cache/`, keyed by that hash.
 */
const { createHash } = require('node:crypto');
const { mkdir, readFile, rename, writeFile } = require('node:fs/promises');
const path = require('node:path');
const sharp = require('sharp');

const cacheDir = path.resolve(__dirname, '../../../node_modules/.cache/responsive-images');

/** Encoder settings per format; part of every file's hash. */
const encoders = {
  avif: { mimeType: 'image/avif', options: { quality: 50, effort: 4 } },
  webp: { mimeType: 'image/webp', options: { quality: 80 } },
};

/** Widths below the original's, plus the original's own. */
function widthsFor(candidates, originalWidth) {
  const smaller = candidates.filter((width) => width < originalWidth);
  return [...new Set([...smaller, originalWidth])].sort((a, b) => a - b);
}

async function encoded(source, key, format, width) {
  const cached = path.join(cacheDir, `${key}.${format}`);
  try {
    return await readFile(cached);
  } catch {
    const data = await sharp(source)
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, encoders[format].options)
      .toBuffer();
    // Written whole, then renamed: builds running side by side may encode the same file.
    await mkdir(cacheDir, { recursive: true });
    const partial = `${cached}.${process.pid}.${Date.now()}`;
    await writeFile(partial, data);
    await rename(partial, cached);
    return data;
  }
}

/**
 * Options: `widths` (candidate widths), `emit` (false in server builds), `hashed` (content
 * hashes in names, as in production).
 */
async function responsiveImageLoader(source) {
  const { widths: candidates = [400, 800, 1200], emit = true, hashed = true } = this.getOptions();
  const { width, height } = await sharp(source).metadata();
  if (!width || !height)
    throw new Error(`responsive-image-loader: ${this.resourcePath} has no size`);
  const name = path.basename(this.resourcePath, path.extname(this.resourcePath));
  const originalExt = path.extname(this.resourcePath).slice(1).toLowerCase();
  const sourceHash = createHash('sha256').update(source).digest('hex');

  const sources = [];
  for (const [format, encoder] of Object.entries(encoders)) {
    const entries = [];
    for (const w of widthsFor(candidates, width)) {
      if (format === originalExt && w === width) {
        entries.push({ original: true, width: w });
        continue;
      }
      const key = createHash('sha256')
        .update(JSON.stringify([sourceHash, format, w, encoder.options, sharp.versions.sharp]))
        .digest('hex');
      const file = `assets/${name}-${w}w${hashed ? `.${key.slice(0, 8)}` : ''}.${format}`;
      if (emit) this.emitFile(file, await encoded(source, key, format, w));
      entries.push({ file, width: w });
    }
    sources.push({ type: encoder.mimeType, entries });
  }

  // Each URL is an expression: the public path is known only at run time.
  const urlOf = (entry) => (entry.original ? 'original' : `base + ${JSON.stringify(entry.file)}`);
  const srcSetOf = (set) =>
    set.entries
      .map((entry) => `${urlOf(entry)} + ${JSON.stringify(` ${entry.width}w`)}`)
      .join(' + ", " + ');
  return [
    `import original from ${JSON.stringify(this.resourcePath)};`,
    'const base = __webpack_public_path__;',
    'export default {',
    `  width: ${width},`,
    `  height: ${height},`,
    '  src: original,',
    '  sources: [',
    ...sources.map((set) => `    { type: ${JSON.stringify(set.type)}, srcSet: ${srcSetOf(set)} },`),
    '  ],',
    '};',
  ].join('\n');
}

module.exports = function loader(source) {
  const callback = this.async();
  responsiveImageLoader.call(this, source).then(
    (code) => callback(null, code),
    (error) => callback(error),
  );
};
module.exports.raw = true;
