import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { drawShareImage, fittedTitle } from './draw-share-image';

const artwork = readFileSync(
  path.join(__dirname, '../../../remote-blog/src/assets/images/healthcare.webp'),
);

/** The PNG's own idea of its size and format. */
const metadataOf = (png: Buffer) => sharp(png).metadata();

/** How far two images of the same size differ, on average per channel (0 to 255). */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer()));
  let total = 0;
  for (let i = 0; i < x!.length; i += 1) total += Math.abs(x![i]! - y![i]!);
  return total / x!.length;
}

describe('a post’s share image', () => {
  it('is a 1200×630 PNG', async () => {
    const png = await drawShareImage({
      title: 'Cloud compliance',
      category: 'Healthcare',
      artwork,
    });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const metadata = await metadataOf(png);
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
  });

  it('shows the title: another title is another image', async () => {
    const [one, other] = await Promise.all([
      drawShareImage({ title: 'Cloud compliance', category: 'Healthcare', artwork }),
      drawShareImage({ title: 'Salesforce for charities', category: 'Healthcare', artwork }),
    ]);
    expect(await difference(one, other)).toBeGreaterThan(0.5);
  });

  it('draws odd characters as text, not as markup', async () => {
    const odd = 'Why <svg onload="x"> & “quotes” aren’t </text> a problem: café, Łódź';
    const png = await drawShareImage({ title: odd, category: 'A & <B>', artwork });
    const metadata = await metadataOf(png);
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
  });

  it('leaves out control characters, and says Blog Post for an empty title', () => {
    expect(fittedTitle('Line\u0000one\u0007\nand\ttwo')).toBe('Lineone and two');
    expect(fittedTitle(' \u0001 ')).toBe('Blog Post');
  });

  it('cuts a long title at a word, with an ellipsis, and keeps a short one whole', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const fitted = fittedTitle(words);
    expect(fitted.length).toBeLessThanOrEqual(120);
    expect(fitted).toMatch(/word\d+…$/);
    expect(words.startsWith(fitted.slice(0, -1))).toBe(true);
    expect(fittedTitle('A short title')).toBe('A short title');
  });

  it('draws a long title within the image', async () => {
    const long = 'A very long title that goes on about compliance, '.repeat(6);
    const png = await drawShareImage({ title: long, category: 'Compliance', artwork });
    const metadata = await metadataOf(png);
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
  });
});
