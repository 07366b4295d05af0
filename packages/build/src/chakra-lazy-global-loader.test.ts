import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const lazyGlobal: (source: string) => string = require('./chakra-lazy-global-loader.cjs');

// The file webpack bundles (the package's exports map hides it from require.resolve).
const chakraRoot = path.dirname(require.resolve('@chakra-ui/react/package.json'));
const systemSource = readFileSync(
  path.join(chakraRoot, 'dist', 'esm', 'styled-system', 'system.js'),
  'utf8',
);

describe('chakra lazy global loader', () => {
  it("makes the installed Chakra's system._global a getter instead of building it at once", () => {
    const patched = lazyGlobal(systemSource);
    expect(patched).not.toContain('const _global =');
    expect(patched).toMatch(
      /get _global\(\) \{\s*return \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];\s*\},/,
    );
  });

  it('fails loudly when Chakra builds it differently', () => {
    expect(() => lazyGlobal('export function createSystem() { return {}; }')).toThrow(
      /no longer builds `_global` as expected/,
    );
  });
});
