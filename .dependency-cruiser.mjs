/**
 * The house's import layers and the absence of cycles, kept by dependency-cruiser in
 * `npm run lint` (docs/ARCHITECTURE.md, "The folders", explains the layers). client/src holds
 * three floors and nothing else: the roof (client/src/app and every file directly in client/src:
 * the entry, the renderers) -> features (client/src/features/<name>) -> shared
 * (client/src/shared) -> contract. Each rule names a floor by pattern, never a list of folders or
 * files, so a folder added under shared/ or a file added beside the entry is kept by the same
 * rules, and a fourth folder directly under client/src is itself refused. ESLint keeps the same
 * boundaries for editor feedback (eslint.config.js); this file is the one CI trusts, with
 * type-only imports counted.
 */

/** The roof: client/src/app and the files directly in client/src (the entry and the two renderers). */
const ROOF = '^client/src/(app/|[^/]+$)';
const FEATURES = '^client/src/features/';
const SHARED = '^client/src/shared/';

export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles, type-only ones included: two modules that need each other belong in one place, or what they share in a third.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment: 'Features never import each other: move the code two features need into client/src/shared.',
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: FEATURES, pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'features-below-roof',
      severity: 'error',
      comment: 'Features never import the app roof (client/src/app, the entry, the renderers): it imports them.',
      from: { path: FEATURES },
      to: { path: ROOF },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment: 'client/src/shared never imports a feature or the app roof: move the code down, or the import up.',
      from: { path: SHARED },
      to: { path: [FEATURES, ROOF] },
    },
    {
      name: 'three-floors',
      severity: 'error',
      comment:
        'client/src holds app/ (the roof), features/ and shared/, and files directly beside them: code in any other folder there belongs in one of the three.',
      from: { path: '^client/src/(?!(app|features|shared)/)[^/]+/' },
      to: {},
    },
    {
      name: 'client-alone',
      severity: 'error',
      comment: 'The client bundle never imports server, mock-upstream, script or test code.',
      from: { path: '^client/' },
      to: { path: '^(server|mock-upstream|scripts|tests|bench)/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      comment: 'The server never imports client code.',
      from: { path: '^server/' },
      to: { path: '^client/' },
    },
    {
      name: 'server-not-mock',
      severity: 'error',
      comment: 'The server never imports mock-upstream: only its demo entry (server/src/demo-upstream.ts) starts the embedded mock.',
      from: { path: '^server/', pathNot: '^server/src/demo-upstream\\.ts$' },
      to: { path: '^mock-upstream/' },
    },
    {
      name: 'mock-alone',
      severity: 'error',
      comment: 'The mock upstream stands alone: it imports only contract/.',
      from: { path: '^mock-upstream/' },
      to: { path: '^(server|client)/' },
    },
    {
      name: 'contract-bottom',
      severity: 'error',
      comment: 'contract/ is the bottom layer: it imports nothing of the app.',
      from: { path: '^contract/' },
      to: { path: '^(client|server|mock-upstream|scripts|tests|bench)/' },
    },
  ],
  options: {
    includeOnly: '^(client|server|mock-upstream|contract|scripts|tests|bench)/',
    exclude: { path: '^(tests/fixtures|client/public)/' },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle of types is a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
