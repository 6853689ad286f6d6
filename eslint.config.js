/**
 * The rules the machine keeps. Besides the usual TypeScript, React-hooks and accessibility checks,
 * this file holds the house's import layers and file names (docs/ARCHITECTURE.md explains the
 * folders). client/src holds three floors, and imports flow one way: the roof (client/src/app and
 * every file directly in client/src: the entry, the renderers) -> features
 * (client/src/features/<name>) -> shared (client/src/shared) -> contract.
 *  - a feature never imports another feature, nor the roof;
 *  - client/src/shared never imports a feature or the roof;
 *  - any other folder directly under client/src is refused: its code belongs on one of the floors;
 *  - the client never imports server, mock-upstream, scripts or test code;
 *  - the server never imports client code, nor mock-upstream except from its demo entry
 *    (server/src/demo-upstream.ts, which starts the embedded mock in demo mode);
 *  - the mock upstream never imports the server or the client;
 *  - contract/ imports nothing of the app;
 *  - imports that leave their folder use the package's subpath imports (#contract/*, #client/*,
 *    #server/*, #mock-upstream/*; package.json "imports"), never a climb of three or more `../`;
 *  - no import cycles anywhere;
 *  - every file and folder name is kebab case (`order-nav-item.tsx`, `use-copy.ts`).
 * The floors are named by pattern, so a folder added under shared/ or a file beside the entry is
 * covered with no edit here. dependency-cruiser (.dependency-cruiser.mjs) keeps the same layers and
 * the cycles in `npm run lint`, with type-only imports counted; these rules give the editor's feedback.
 */
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const FEATURES_DIR = 'client/src/features';
/** The folders whose every file and folder name is kebab case (docs/ARCHITECTURE.md, "File names"). */
const NAMED = '{client,server,contract,mock-upstream,scripts,tests,bench}';
const features = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One zone per feature: everything under features/ except the feature itself is off limits. */
const featureZones = features.map((name) => ({
  target: `./${FEATURES_DIR}/${name}`,
  from: `./${FEATURES_DIR}`,
  except: [`./${name}`],
  message: 'Features never import each other: move the code two features need into client/src/shared.',
}));

/** The roof: client/src/app and every file directly in client/src (the entry, the renderers), by pattern. */
const ROOF = ['./client/src/app/**', './client/src/*.*'];

const sharedZone = {
  target: './client/src/shared',
  from: [`./${FEATURES_DIR}/**`, ...ROOF],
  message: 'client/src/shared never imports a feature or the app roof: move the code down, or the import up.',
};

const serverMockZone = {
  target: './server',
  from: ['./mock-upstream'],
  message: 'The server never imports mock-upstream: only its demo entry (server/src/demo-upstream.ts) starts the embedded mock.',
};

const boundaryZones = [
  ...featureZones,
  sharedZone,
  {
    target: `./${FEATURES_DIR}`,
    from: ROOF,
    message: 'Features never import the app roof (client/src/app, the entry, the renderers): it imports them.',
  },
  {
    target: './client',
    from: ['./server', './mock-upstream', './scripts', './tests', './bench'],
    message: 'The client bundle never imports server, mock-upstream, script or test code.',
  },
  { target: './server', from: ['./client'], message: 'The server never imports client code.' },
  serverMockZone,
  { target: './mock-upstream', from: ['./server', './client'], message: 'The mock upstream stands alone: it imports only contract/.' },
  {
    target: './contract',
    from: ['./client', './server', './mock-upstream', './scripts', './tests', './bench'],
    message: 'contract/ is the bottom layer: it imports nothing of the app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'tests/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `any` needs a comment saying why; the comment is the house rule, the lint names each use.
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message:
                'Imports that climb three or more folders use a subpath import: #contract/*, #client/*, #server/*, #mock-upstream/*.',
            },
            { group: ['react-router-dom'], message: "React Router 7 is 'react-router'; react-router-dom only re-exports it." },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    // One naming rule: kebab case for every file and folder, so a name never has to be guessed
    // (`order-nav-item.tsx`, `use-copy.ts`, `home-page.tsx`). What follows the first dot is the kind
    // of file (`.test.ts`, `.d.ts`, `.module.css`) and is not part of the name.
    files: [`${NAMED}/**/*.{ts,tsx,js,mjs}`],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { [`${NAMED}/**/`]: 'KEBAB_CASE' }],
    },
  },
  {
    // client/src holds three floors: app/ (with the files beside it, the roof), features/ and
    // shared/. Any other folder there is refused, whatever it imports.
    files: ['client/src/*/**'],
    ignores: ['client/src/{app,features,shared}/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'client/src holds app/ (the roof), features/ and shared/ only: put this code in one of them (docs/ARCHITECTURE.md, "The folders").',
        },
      ],
    },
  },
  {
    // The demo entry is the server's one way into mock-upstream.
    files: ['server/src/demo-upstream.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones.filter((zone) => zone !== serverMockZone) }] },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['client/src/**/*.tsx'],
  },
  {
    files: ['client/src/**/*.tsx'],
    rules: {
      // A native modal <dialog> closes on Escape by itself; its click handler is the backdrop's.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'],
          alert: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
          body: ['onError', 'onLoad'],
          dialog: ['onClick', 'onKeyUp', 'onKeyDown', 'onKeyPress'],
          iframe: ['onError', 'onLoad'],
          img: ['onError', 'onLoad'],
        },
      ],
    },
  },
  {
    // Tests and tooling may read anything in the repository; Playwright fixtures take `{}` first.
    files: ['tests/**', 'scripts/**', 'bench/**', '*.ts', '*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
);
