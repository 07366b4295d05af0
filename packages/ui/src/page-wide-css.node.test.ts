import { pageWideCss } from './page-wide-css';
import { system } from './system';

describe('the page-wide CSS written into the HTML at build time', () => {
  const css = pageWideCss();

  it('declares the cascade layers first, then the reset, the global styles and the tokens', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    const reset = css.indexOf('@layer reset{');
    const base = css.indexOf('@layer base{');
    const tokens = css.indexOf('@layer tokens{');
    expect(reset).toBeGreaterThan(0);
    expect(base).toBeGreaterThan(reset);
    expect(tokens).toBeGreaterThan(base);
  });

  it('holds the site theme: brand colours, fonts, the reduced-motion rules and the keyframes', () => {
    expect(css).toMatch(/--chakra-colors-brand-700:#[0-9a-f]{6}/i);
    expect(css).toContain('--chakra-fonts-body:');
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toContain('@keyframes fade-in');
  });

  it('is left out of the system the pages use, which renders none of its own', () => {
    expect(system._global).toEqual([]);
    expect(system._config.preflight).toBe(false);
    expect(system.token('colors.brand.700')).toBeTruthy();
  });
});
