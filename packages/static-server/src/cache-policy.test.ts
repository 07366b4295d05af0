import { IMMUTABLE, REVALIDATE, cacheControlFor } from './cache-policy';

describe('cache policy', () => {
  it.each([
    ['index.html', REVALIDATE],
    ['remoteEntry.js', REVALIDATE],
    ['mf-manifest.json', REVALIDATE],
    ['remotes.json', REVALIDATE],
    ['config.json', REVALIDATE],
    ['favicon.svg', REVALIDATE],
    ['main.614f8bb3.js', IMMUTABLE],
    ['__federation_expose_Home.fec47bcb.js', IMMUTABLE],
    ['assets/industry-finance.0a1b2c3d.svg', IMMUTABLE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
