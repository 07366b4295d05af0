// @ts-check
/**
 * No import cycles, across the whole repository (decision 036). ESLint's cycle rules skip type-only
 * imports; dependency-cruiser, reading the TypeScript before it is compiled, sees them too: a
 * type-only cycle shows a type living in the wrong module. Run by `npm run lint`.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle, type-only ones included: move what both sides need into a module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|dist-standalone|dist-server|dist-monolith|coverage|test-results|playwright-report|\\.releases)/',
    },
    moduleSystems: ['es6', 'cjs'],
    // The workspaces' packages are imported by name: followed through their `exports` to the source.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
