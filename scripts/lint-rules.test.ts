import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The lint rules that keep the parts apart and the names in one style (eslint.config.mjs), run on
 * files that break them, so that a change of configuration cannot turn one off unnoticed. ESLint
 * runs in a process of its own: its configuration is an ES module, which Jest's CommonJS does
 * not load.
 */
const repoRoot = path.resolve(__dirname, '..');

interface Fixture {
  /** Where the file would be, from the repository's root (it need not exist). */
  file: string;
  code: string;
}

function lint(fixtures: Fixture[]): Record<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const fixtures = JSON.parse(process.argv[1]);
    const found = {};
    for (const { file, code } of fixtures) {
      const [result] = await eslint.lintText(code, { filePath: file });
      found[file] = result.messages.map((m) => (m.ruleId ?? '') + ': ' + m.message);
    }
    console.log(JSON.stringify(found));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(fixtures)],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return JSON.parse(output) as Record<string, string[]>;
}

const fixtures = {
  packageImportsApp: {
    file: 'packages/contracts/src/lint-fixture-a.ts',
    code: "import { readStack } from '../../../scripts/stack';\nexport const a = readStack;\n",
  },
  packageImportsAppByName: {
    file: 'packages/runtime-config/src/lint-fixture-b.ts',
    code: "import { mainNavigation } from '@site/shell/src/navigation';\nexport const b = mainNavigation;\n",
  },
  remoteImportsRemote: {
    file: 'remote-blog/src/lint-fixture-c.ts',
    code: "import { homeHero } from '../../remote-marketing/src/content/home';\nexport const c = homeHero;\n",
  },
  remoteImportsShell: {
    file: 'remote-contact/src/lint-fixture-d.ts',
    code: "import { routes } from '../../shell/src/routes';\nexport const d = routes;\n",
  },
  remoteImportsChakra: {
    file: 'remote-marketing/src/lint-fixture-e.ts',
    code: "import { Box } from '@chakra-ui/react/box';\nexport const e = Box;\n",
  },
  packageImportsRouter: {
    file: 'packages/contracts/src/lint-fixture-f.ts',
    code: "import { Link } from 'react-router-dom';\nexport const f = Link;\n",
  },
  hookInCamelCase: {
    file: 'remote-blog/src/hooks/useFixture.ts',
    code: 'export const g = 1;\n',
  },
  componentInKebabCase: {
    file: 'remote-blog/src/components/post-fixture.tsx',
    code: 'export const h = 1;\n',
  },
  allowed: {
    file: 'remote-blog/src/lib/lint-fixture-ok.ts',
    code: [
      "import { siteRoutes } from '@site/contracts/federation';",
      "import { Link } from '@site/ui/router';",
      "import { formatDate } from './format-date';",
      'export const ok = [siteRoutes, Link, formatDate];',
      '',
    ].join('\n'),
  },
} satisfies Record<string, Fixture>;

describe('lint rules', () => {
  let found: Record<string, string[]>;
  beforeAll(() => {
    found = lint(Object.values(fixtures));
  }, 60_000);
  const messagesOf = (fixture: Fixture) => found[fixture.file] ?? [];

  it.each([
    ['a shared package imports an app by path', fixtures.packageImportsApp],
    ['a shared package imports an app by name', fixtures.packageImportsAppByName],
  ])('refuses it when %s', (_case, fixture) => {
    expect(messagesOf(fixture)).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: A shared package never imports an app/),
    ]);
  });

  it.each([
    ['another remote', fixtures.remoteImportsRemote],
    ['the shell', fixtures.remoteImportsShell],
  ])('refuses a remote that imports %s', (_case, fixture) => {
    expect(messagesOf(fixture)).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: A remote never imports another remote/),
    ]);
  });

  it.each([
    ['a remote', fixtures.remoteImportsChakra],
    ['a package other than the design system', fixtures.packageImportsRouter],
  ])('refuses Chakra, Emotion and the router in %s', (_case, fixture) => {
    expect(messagesOf(fixture)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Import from @site\/ui/),
    ]);
  });

  it('refuses a module file in camelCase and a component file in kebab-case', () => {
    expect(messagesOf(fixtures.hookInCamelCase)).toEqual([
      expect.stringMatching(/^check-file\/filename-naming-convention: .*KEBAB_CASE/),
    ]);
    expect(messagesOf(fixtures.componentInKebabCase)).toEqual([
      expect.stringMatching(/^check-file\/filename-naming-convention: .*PASCAL_CASE/),
    ]);
  });

  it('lets an app import the shared packages and its own modules', () => {
    expect(messagesOf(fixtures.allowed)).toEqual([]);
  });
});
