import { ChakraProvider, createSystem, type SystemContext } from '@chakra-ui/react/styled-system';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { pageSystemConfigs, withoutGlobalStyles } from './page-system';
import type * as SystemModule from './system';

/** A fresh copy of ./system.ts: its state (loaded or not) is the module's own. */
const freshSystemModule = () => {
  let module: typeof SystemModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof SystemModule>('./system');
  });
  return module!;
};

describe('the pages’ system, built on first use', () => {
  it('is not built to render the provider, and is built once when a part is used', () => {
    const { builtOnFirstUse } = freshSystemModule();
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

  it('resolves styles as the system built at once does, and renders no global style', async () => {
    const { loadSystem, system } = freshSystemModule();
    await loadSystem();
    const eager = withoutGlobalStyles(createSystem(...pageSystemConfigs()));
    const styles = { p: { base: '4', md: '6' }, _hover: { bg: 'gray.100' }, fontSize: 'lg' };
    expect(system.css(styles)).toEqual(eager.css(styles));
    expect(system._global).toEqual([]);
    expect(system.layers.atRule).toBe('');
    expect(system._config.preflight).toBe(false);
    expect('css' in system).toBe(true);
  });
});

describe('the system’s code, loaded apart (decision 061)', () => {
  function UsesSystem({ system }: { system: SystemContext }) {
    return <p>{String(system.css({ color: 'brand.700' }).color)}</p>;
  }

  it('renders the provider before it is loaded, and a part using it waits for it', async () => {
    const { loadSystem, system, systemLoaded } = freshSystemModule();
    expect(systemLoaded()).toBe(false);
    render(
      <ChakraProvider value={system}>
        <p>Frame</p>
        <Suspense fallback={<p>Waiting</p>}>
          <UsesSystem system={system} />
        </Suspense>
      </ChakraProvider>,
    );
    expect(screen.getByText('Frame')).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(() => loadSystem());
    expect(systemLoaded()).toBe(true);
    expect(await screen.findByText('var(--chakra-colors-brand-700)')).toBeInTheDocument();
  });

  it('keeps a part waiting while the load fails, and renders it once a later load succeeds', async () => {
    jest.resetModules();
    jest.doMock('./page-system', () => {
      throw new Error('chunk failed');
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loadSystem, system, systemLoaded } = freshSystemModule();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <UsesSystem system={system} />
      </Suspense>,
    );
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(systemLoaded()).toBe(false);

    // Asked for again (the next navigation or toast), and there this time.
    jest.dontMock('./page-system');
    await act(() => loadSystem());
    expect(await screen.findByText('var(--chakra-colors-brand-700)')).toBeInTheDocument();
  });
});

describe('the system’s code, evaluated in parts (decision 065)', () => {
  afterEach(() => {
    for (const name of [
      '@chakra-ui/react/styled-system',
      '@chakra-ui/react/preset-base',
      './page-system',
      './next-task',
    ]) {
      jest.dontMock(name);
    }
  });

  it('evaluates the style engine, the base preset and the builder each in a task of its own', async () => {
    const steps: string[] = [];
    const recorded = (step: string, name: string) => () => {
      steps.push(step);
      return jest.requireActual<object>(name);
    };
    jest.resetModules();
    jest.doMock(
      '@chakra-ui/react/styled-system',
      recorded('style engine', '@chakra-ui/react/styled-system'),
    );
    jest.doMock(
      '@chakra-ui/react/preset-base',
      recorded('base preset', '@chakra-ui/react/preset-base'),
    );
    jest.doMock('./page-system', recorded('builder', './page-system'));
    jest.doMock('./next-task', () => ({
      nextTask: () => {
        steps.push('next task');
        return Promise.resolve();
      },
    }));
    const { loadSystem, systemLoaded } = freshSystemModule();
    await loadSystem();
    expect(systemLoaded()).toBe(true);
    expect(steps).toEqual(['style engine', 'next task', 'base preset', 'next task', 'builder']);
  });
});
