import { createPageWideSystem, siteConfig } from '../site-config';
import { buildPageSystem } from '../page-system';
import { pageSystemConfigs, pageTokens } from './page-theme';

describe("the pages' theme", () => {
  const whole = createPageWideSystem();
  const system = buildPageSystem();

  it('gives every token it keeps the CSS variable and the value of the whole theme', () => {
    for (const [category, names] of Object.entries(pageTokens)) {
      for (const name of names) {
        const path = `${category}.${name}`;
        expect([path, system.token.var(path)]).toEqual([path, whole.token.var(path)]);
        expect([path, system.token(path)]).toEqual([path, whole.token(path)]);
        expect(system.token(path)).toBeTruthy();
      }
    }
    // Negative spacing comes with the positive value.
    expect(system.token('spacing.-6')).toBe(whole.token('spacing.-6'));
  });

  it('keeps a fraction of the whole theme', () => {
    const kept = system.tokens.allTokens.length;
    expect(kept).toBeLessThan(whole.tokens.allTokens.length / 3);
    expect(system.utility.keys().length).toBeLessThan(whole.utility.keys().length / 2);
    expect(system.token('colors.purple.500')).toBeUndefined();
    expect(system.token('colors.gray.400')).toBeUndefined();
  });

  it('names a token it cannot find in the theme', () => {
    const theme = {
      ...siteConfig.theme,
      tokens: { ...siteConfig.theme?.tokens, spacing: {} },
    };
    expect(() => pageSystemConfigs({ ...siteConfig, theme })).toThrow(
      `The site's theme has no spacing token "0.5"`,
    );
  });
});
