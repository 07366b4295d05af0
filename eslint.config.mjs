// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Chakra, Emotion and the router are imported through @site/ui only (one copy of each context). */
const designSystemOnly = {
  paths: [
    { name: '@chakra-ui/react', message: 'Import from @site/ui.' },
    { name: '@emotion/react', message: 'Import from @site/ui.' },
    { name: 'react-router', message: 'Import from @site/ui/router.' },
    { name: 'react-router-dom', message: 'Import from @site/ui/router.' },
  ],
  patterns: [{ group: ['@chakra-ui/react/*'], message: 'Import from @site/ui.' }],
};

/**
 * File names: modules in kebab-case (`use-post-list.ts`, `format-date.ts`). A `.tsx` module is
 * named after its component in PascalCase (`SiteHeader.tsx`), always so in `components/`,
 * `pages/`, `layout/` and `federation/`; elsewhere it may be kebab-case when it holds several
 * components (`buttons.tsx`) or is an entry (`bootstrap.tsx`). `.test`, `.node`, `.d` and
 * `.config` are middle extensions, not part of the name.
 */
const fileNames = {
  files: ['**/*.{ts,tsx,mjs,cjs}'],
  plugins: { 'check-file': checkFile },
  rules: {
    'check-file/filename-naming-convention': [
      'error',
      {
        '**/{components,pages,layout,federation}/!(*.test).tsx': 'PASCAL_CASE',
        '**/*.tsx': '@(+([A-Z])*([a-zA-Z0-9])|+([a-z0-9])*(-+([a-z0-9])))',
        '**/*.{ts,mjs,cjs}': 'KEBAB_CASE',
      },
      { ignoreMiddleExtensions: true },
    ],
  },
};

/** Folders in kebab-case (the files at the root have none to check). */
const folderNames = {
  files: ['*/**/*.{ts,tsx,mjs,cjs}'],
  plugins: { 'check-file': checkFile },
  rules: {
    // `_shared` is the Supabase CLI's name for code its functions share (never deployed alone).
    'check-file/folder-naming-convention': ['error', { '**/!(_shared)/': 'KEBAB_CASE' }],
  },
};

/**
 * Which part may import which (ARCHITECTURE.md, "Rules of the house"): the shared packages never
 * import an app; a remote never imports another remote or the shell (what they share goes
 * through `packages/*`). Checked on the resolved file, and on the workspace package names.
 */
const apps = ['shell', 'remote', 'contact-api', 'supabase', 'e2e', 'scripts', 'deploy'];
/** The apps' workspace package names (imported by name, they resolve through node_modules). */
const appPackages = [
  '@site/shell',
  '@site/remote-*',
  '@site/contact-api',
  '@site/supabase',
  '@site/e2e',
];
const importDirection = {
  files: ['**/*.{ts,tsx,mjs,cjs}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js'] } },
    'boundaries/elements': [
      { type: 'package', pattern: 'packages/*', capture: ['name'] },
      { type: 'remote', pattern: 'remote-*', capture: ['name'] },
      ...apps.filter((app) => app !== 'remote').map((app) => ({ type: app, pattern: app })),
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        checkAllOrigins: true,
        policies: [
          {
            from: { element: { type: 'package' } },
            disallow: {
              to: [
                { element: { type: apps } },
                { module: { origin: 'external', source: appPackages } },
              ],
            },
            message: 'A shared package never imports an app: move what both need into packages/*.',
          },
          {
            from: { element: { type: 'remote' } },
            disallow: {
              to: [
                {
                  element: {
                    type: 'remote',
                    captured: { name: '!{{from.element.captured.name}}' },
                  },
                },
                { element: { type: 'shell' } },
                { module: { origin: 'external', source: ['@site/shell', '@site/remote-*'] } },
              ],
            },
            message:
              'A remote never imports another remote or the shell: share it through packages/*.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-standalone/**',
      '**/dist-server/**',
      'dist-monolith/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  fileNames,
  folderNames,
  importDirection,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Every app and package but the design system itself; tests may set up what they render in.
    files: ['shell/**', 'remote-*/**', 'packages/*/src/**', 'contact-api/**', 'supabase/**'],
    ignores: ['packages/ui/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', designSystemOnly] },
  },
  {
    // The toast store's own unsubscribe loses other listeners' toasts (onToastChange says how).
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/toaster.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'toaster',
          property: 'subscribe',
          message: 'Use onToastChange from toaster.tsx.',
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
