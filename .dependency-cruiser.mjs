// `npm run lint` runs this after ESLint: no import cycles, and the layers of the architecture point one way.
const REACT = '(^|/)node_modules/(react|react-dom|@headlessui/react|@rjsf/core)/';
const UI = '^packages/ui/';
const ENGINE_REACT = '^packages/engine/src/react/';
const DOMAIN_FORMAT = '^packages/domain/src/format/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle, even one closed by `import type` or `import()`: move the shared part into its own ' +
        'module, or pass the dependency in (props, registration).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ui-imports-nothing-of-ours',
      severity: 'error',
      comment:
        'packages/ui knows nothing about entities, schemas or HTTP; only @frota/domain/format is allowed.',
      from: { path: UI },
      to: { path: '^(packages/(engine|domain)|apps|schemas)/', pathNot: DOMAIN_FORMAT },
    },
    {
      name: 'engine-core-without-react',
      severity: 'error',
      comment:
        "The engine's core is plain TypeScript for both sides: no React, no engine/react, no packages/ui.",
      // build/ is the Vite plugin that shapes the React part's bundle.
      from: { path: '^packages/engine/', pathNot: `${ENGINE_REACT}|^packages/engine/build/` },
      to: { path: `${ENGINE_REACT}|${UI}|${REACT}` },
    },
    {
      name: 'domain-is-plain-typescript',
      severity: 'error',
      comment:
        'packages/domain is plain TypeScript that every layer reads: it imports no other package of ours.',
      from: { path: '^packages/domain/' },
      to: { path: `^(packages/(engine|ui)|apps)/|${REACT}` },
    },
    {
      name: 'api-without-browser-layers',
      severity: 'error',
      comment: 'The API reads the engine core only: never @frota/engine/react, never packages/ui.',
      from: { path: '^apps/api/' },
      to: { path: `${ENGINE_REACT}|${UI}|${REACT}` },
    },
    {
      name: 'nothing-imports-an-app',
      severity: 'error',
      comment:
        "Packages and e2e never import from apps/*; the benchmarks measure the apps' own modules, as the apps' " +
        'tests do.',
      from: { pathNot: '^(apps|bench)/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      severity: 'error',
      comment: 'The portal and the API meet only over HTTP.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|test-results|playwright-report)/' },
    // Type-only imports are dependencies of the design too.
    tsPreCompilationDeps: true,
    skipAnalysisNotInRules: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
