import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The lint rules that keep the parts apart and the names in one style (eslint.config.mjs), and the
 * one against import cycles (dependency-cruiser.config.mjs), run on files that break them, so that
 * a change of configuration cannot turn one off unnoticed. ESLint runs in a process of its own:
 * its configuration is an ES module, which Jest's CommonJS does not load.
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
      "import { notSentPath } from '@site/contracts/federation';",
      "import { Link } from '@site/ui/router';",
      "import { formatDate } from './format-date';",
      'export const ok = [notSentPath, Link, formatDate];',
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

/**
 * The cycle check as `npm run lint` runs it, on a folder of files written for the case: it reads
 * the files themselves, so they must exist, and outside the repository no one else's lint sees
 * them.
 */
function cruise(files: Record<string, string>): { status: number | null; output: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'cycle-fixture-'));
  try {
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(folder, name), code);
    const result = spawnSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
        '--config',
        path.join(repoRoot, 'dependency-cruiser.config.mjs'),
        '.',
      ],
      { cwd: folder, encoding: 'utf8', timeout: 60_000 },
    );
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the import cycle check', () => {
  it('refuses two modules that import values from each other', () => {
    const { status, output } = cruise({
      'post.ts': "import { authorOf } from './author';\nexport const post = () => authorOf;\n",
      'author.ts': "import { post } from './post';\nexport const authorOf = () => post;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/error no-circular: (author|post)\.ts/);
  });

  it('refuses a cycle made only of type imports', () => {
    const { status, output } = cruise({
      'settings.ts': [
        "import type { Queue } from './queue';",
        'export interface Settings { queue: Queue }',
        '',
      ].join('\n'),
      'queue.ts': [
        "import type { Settings } from './settings';",
        'export interface Queue { start(settings: Settings): void }',
        '',
      ].join('\n'),
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/error no-circular: (queue|settings)\.ts/);
  });

  it('lets a module import, values and types, from one that does not import it back', () => {
    const { status, output } = cruise({
      'settings.ts': 'export interface Settings { size: number }\nexport const size = 1;\n',
      'queue.ts': [
        "import { size, type Settings } from './settings';",
        'export const queue = (settings: Settings) => settings.size + size;',
        '',
      ].join('\n'),
    });
    expect(output).toMatch(/no dependency violations found \(2 modules/);
    expect(status).toBe(0);
  });
});
