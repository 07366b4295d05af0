import { pageTokenVariables, pageWideCss, withReadTokensOnly } from './page-wide-css';
import { buildPageSystem } from './page-system';

const system = buildPageSystem();

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

  it('declares the tokens the pages read, and not the rest of the theme', () => {
    const declared = new Set([...css.matchAll(/(--chakra-[\w\\.-]+):/g)].map(([, name]) => name));
    expect(pageTokenVariables().filter((name) => !declared.has(name))).toEqual([]);
    // In the theme, read by no page.
    expect(declared.has('--chakra-colors-blue-500')).toBe(false);
  });

  it("carries no vendor prefix a current browser ignores, and keeps Safari's user-select", () => {
    expect(css).not.toMatch(/-ms-|-moz-transform|@-webkit-keyframes|::-webkit-input-placeholder/);
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
  });
});

describe('withReadTokensOnly', () => {
  const css =
    '@layer base{a{color:var(--a)}}@layer tokens{:where(html){--a:var(--b);--b:red;--c:blue;--d:var(--c);--e:1px;}}';

  it('keeps what is read, by a rule, a page token or a kept token, and drops the rest', () => {
    expect(withReadTokensOnly(css, ['--e'])).toBe(
      '@layer base{a{color:var(--a)}}@layer tokens{:where(html){--a:var(--b);--b:red;--e:1px;}}',
    );
  });

  it('refuses CSS without a token layer', () => {
    expect(() => withReadTokensOnly('a{color:red}', [])).toThrow('no token layer');
  });
});
