import { ChakraProvider, createSystem } from '@chakra-ui/react/styled-system';
import { render, screen } from '@testing-library/react';
import { builtOnFirstUse, pageSystemConfigs, system, withoutGlobalStyles } from './system';

describe('the pages’ system, built on first use', () => {
  it('is not built to render the provider, and is built once when a part is used', () => {
    const build = jest.fn(() => createSystem(...pageSystemConfigs()));
    const lazy = builtOnFirstUse(build);
    render(
      <ChakraProvider value={lazy}>
        <p>Page</p>
      </ChakraProvider>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(build).not.toHaveBeenCalled();

    expect(lazy.css({ color: 'brand.700' })).toEqual({ color: 'var(--chakra-colors-brand-700)' });
    lazy.token('colors.brand.700');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('resolves styles as the system built at once does, and renders no global style', () => {
    const eager = withoutGlobalStyles(createSystem(...pageSystemConfigs()));
    const styles = { p: { base: '4', md: '6' }, _hover: { bg: 'gray.100' }, fontSize: 'lg' };
    expect(system.css(styles)).toEqual(eager.css(styles));
    expect(system._global).toEqual([]);
    expect(system.layers.atRule).toBe('');
    expect(system._config.preflight).toBe(false);
    expect('css' in system).toBe(true);
  });
});
