import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chakraLoaderRules } from './webpack-config';

/**
 * The Chakra loaders patch Chakra's own files, so a Chakra upgrade can change what they patch.
 * These tests run each loader over the installed Chakra (not over fixtures), over every file its
 * webpack rule gives it: a failure names the loader to update.
 */

type Loader = (this: { resourcePath: string }, source: string) => string;

// The package's exports map hides its files from require.resolve: find them from its root.
const chakraRoot = path.dirname(require.resolve('@chakra-ui/react/package.json'));
const esmRoot = path.join(chakraRoot, 'dist', 'esm');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

const installedFiles = filesUnder(esmRoot).filter((file) => file.endsWith('.js'));

/** What webpack would do with each file its rule matches: the output, or the loader's error. */
function runOver(rule: (typeof chakraLoaderRules)[number]) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require(rule.loader) as Loader;
  const name = path.basename(rule.loader);
  return installedFiles
    .filter((file) => rule.test.test(file))
    .map((file) => {
      const relative = path.relative(chakraRoot, file);
      try {
        const output = loader.call({ resourcePath: file }, readFileSync(file, 'utf8'));
        return { relative, output, problem: undefined };
      } catch (error) {
        const message = (error as Error).message;
        const problem = message.includes(name) ? message : `${name}: ${message}`;
        return { relative, output: '', problem };
      }
    });
}

const [pureRule, lazyGlobalRule] = chakraLoaderRules;

describe('chakra-pure-loader.cjs over the installed @chakra-ui/react', () => {
  const results = runOver(pureRule);
  const outputOf = (relative: string) =>
    results.find((result) => result.relative === relative)?.output ?? `(${relative} not found)`;

  it('is given the files of the `@chakra-ui/react/theme` export the design system imports', () => {
    const themeEntry = path.join('dist', 'esm', 'theme', 'index.js');
    expect(results.map((result) => result.relative)).toEqual(
      expect.arrayContaining([themeEntry, path.join('dist', 'esm', 'anatomy.js')]),
    );
    expect(results.length).toBeGreaterThan(50); // the recipes, tokens and anatomies
  });

  it('knows every top-level call it meets (else Chakra changed and the loader must follow)', () => {
    expect(results.flatMap((result) => result.problem ?? [])).toEqual([]);
  });

  it('annotates the calls that keep unused recipes: the theme, each recipe, the anatomies', () => {
    expect(outputOf(path.join('dist', 'esm', 'theme', 'index.js'))).toMatch(
      /const defaultThemeConfig = \/\*#__PURE__\*\/ defineConfig\(/,
    );
    expect(outputOf(path.join('dist', 'esm', 'theme', 'recipes', 'button.js'))).toMatch(
      /const buttonRecipe = \/\*#__PURE__\*\/ defineRecipe\(/,
    );
    expect(outputOf(path.join('dist', 'esm', 'anatomy.js'))).toMatch(
      /Anatomy = \/\*#__PURE__\*\/ createAnatomy\(/,
    );
    const unannotatedRecipes = results
      .filter((result) => result.relative.includes(`${path.sep}recipes${path.sep}`))
      .filter((result) => !result.output.includes('/*#__PURE__*/'))
      .map((result) => `chakra-pure-loader.cjs annotated nothing in ${result.relative}`);
    expect(unannotatedRecipes).toEqual([]);
  });
});

describe('chakra-lazy-global-loader.cjs over the installed @chakra-ui/react', () => {
  const results = runOver(lazyGlobalRule);

  it("is given Chakra's createSystem", () => {
    expect(results.map((result) => result.relative)).toEqual([
      path.join('dist', 'esm', 'styled-system', 'system.js'),
    ]);
  });

  it('finds the eager `_global` it makes lazy', () => {
    expect(results.flatMap((result) => result.problem ?? [])).toEqual([]);
    expect(results[0]?.output).toContain('get _global()');
  });
});
