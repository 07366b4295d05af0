/**
 * Unit and integration tests (Jest). Browser code runs in jsdom, Node code (servers, build
 * helpers, contracts) in Node. TypeScript is stripped by SWC; `npm run typecheck` checks types.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2024',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    '\\.(svg|png|jpe?g|webp|avif)$': '<rootDir>/test/file-transform.cjs',
  },
  // `image.webp?responsive` (decision 044): one set of widths and formats, for every image.
  moduleNameMapper: { '\\.(png|jpe?g|webp)\\?responsive$': '<rootDir>/test/responsive-image.cjs' },
  clearMocks: true,
};

export default {
  // As many test files at once as the machine has cores. Jest's default leaves one core to
  // itself, which on a two-core machine (CI's) runs the files one at a time, although the
  // slowest of them mostly wait for the servers and processes they start.
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'browser',
      testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
      setupFilesAfterEnv: ['<rootDir>/test/setup-browser.ts'],
      testMatch: [
        '<rootDir>/shell/src/**/*.test.{ts,tsx}',
        '<rootDir>/remote-*/src/**/*.test.{ts,tsx}',
        '<rootDir>/packages/ui/src/**/*.test.{ts,tsx}',
        '<rootDir>/packages/bot-check/src/**/*.test.ts',
      ],
      // Build-time code of the design system runs in Node.
      testPathIgnorePatterns: ['/node_modules/', '\\.node\\.test\\.tsx?$', '/shell/src/server/'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      // pg-boss, two of its dependencies and node-pg-migrate ship ES modules only: SWC turns them
      // into CommonJS like the sources (Jest runs require(esm) only with --experimental-vm-modules).
      transformIgnorePatterns: [
        '/node_modules/(?!(pg-boss|serialize-error|non-error|node-pg-migrate)/)',
      ],
      testMatch: [
        '<rootDir>/packages/contracts/src/**/*.test.ts',
        '<rootDir>/packages/runtime-config/src/**/*.test.ts',
        '<rootDir>/packages/settings/src/**/*.test.ts',
        '<rootDir>/packages/static-server/src/**/*.test.ts',
        '<rootDir>/packages/release-registry/src/**/*.test.ts',
        '<rootDir>/packages/telemetry/src/**/*.test.ts',
        '<rootDir>/packages/build/src/**/*.test.ts',
        '<rootDir>/packages/ui/src/**/*.node.test.{ts,tsx}',
        '<rootDir>/packages/mail-catcher/src/**/*.test.ts',
        '<rootDir>/packages/bot-check-emulator/src/**/*.test.ts',
        '<rootDir>/contact-api/src/**/*.test.ts',
        '<rootDir>/supabase/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/benchmarks/src/**/*.test.ts',
        '<rootDir>/shell/renderer/**/*.test.ts',
        '<rootDir>/shell/src/server/**/*.test.ts',
      ],
    },
    {
      // Deployment artefacts checked for real: run after `npm run build` (`npm run test:deploy`),
      // as they serve the built bundles with Debian's nginx and lint the container files.
      ...common,
      displayName: 'deploy',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/deploy/**/*.test.ts'],
    },
  ],
};
