import { mayHaveBrotliCopy, takesBrotli } from './brotli-copies';

describe('brotli copies (decision 046)', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['gzip,br', true],
    ['br;q=0.5, gzip', true],
    ['gzip', false],
    ['gzip, brotli', false],
    ['br;q=0', false],
    ['br; q=0.0, gzip', false],
    [undefined, false],
  ])('Accept-Encoding %p takes brotli: %p', (header, expected) => {
    expect(takesBrotli(header)).toBe(expected);
  });

  it('only scripts and style sheets have copies', () => {
    expect(
      ['/main.1a2b3c4d.js', '/x.CSS', '/mf-manifest.json', '/a.webp'].map(mayHaveBrotliCopy),
    ).toEqual([true, true, false, false]);
  });
});
