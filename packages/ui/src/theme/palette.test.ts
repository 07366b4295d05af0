import { semanticTokens, tokens } from '@chakra-ui/react/theme';
import { buildPageSystem } from '../page-system';
import { lightSemanticTokens, usedColorTokens, usedSemanticColorTokens } from './palette';

describe('the colours the design system is built from', () => {
  const system = buildPageSystem();
  it('keeps the grey scale and the status palettes, and drops the others', () => {
    const kept = Object.keys(usedColorTokens(tokens.colors));
    expect(kept).toEqual(expect.arrayContaining(['gray', 'red', 'green', 'white', 'black']));
    expect(kept).not.toContain('purple');
  });

  it('turns light/dark semantic values into the light one', () => {
    const colors = usedSemanticColorTokens(semanticTokens.colors) as Record<
      string,
      Record<string, { value: unknown }>
    >;
    expect(colors.bg?.muted?.value).toBe('{colors.gray.100}');
    expect(colors.teal).toBeUndefined();
    const shadows = lightSemanticTokens(semanticTokens).shadows as Record<
      string,
      { value: unknown }
    >;
    expect(typeof shadows.md?.value).not.toBe('object');
  });

  it('still resolves every colour the site and its recipes use', () => {
    for (const token of [
      'brand.700',
      'accent.700',
      'gray.900',
      'fg.muted',
      'bg.panel',
      'red.solid',
    ]) {
      expect(system.token(`colors.${token}`)).toBeTruthy();
    }
    expect(system.token('colors.purple.500')).toBeUndefined();
  });
});
