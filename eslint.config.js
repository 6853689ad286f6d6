/**
 * The rules the machine keeps. Besides the usual TypeScript, React-hooks and accessibility checks,
 * this file holds the house's import boundaries (docs/ARCHITECTURE.md explains the folders):
 *  - a feature (client/src/features/<name>) never imports another feature: shared code moves down,
 *    outside features/ (client/src/components, session, locale, api, ...);
 *  - the client never imports server, mock-upstream, scripts or test code;
 *  - the server never imports client code (demo mode starts the mock upstream, so that one import stays);
 *  - the mock upstream never imports the server or the client;
 *  - contract/ imports nothing of the app;
 *  - no import cycles anywhere.
 */
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const FEATURES_DIR = 'client/src/features';
const features = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One zone per feature: everything under features/ except the feature itself is off limits. */
const featureZones = features.map((name) => ({
  target: `./${FEATURES_DIR}/${name}`,
  from: `./${FEATURES_DIR}`,
  except: [`./${name}`],
  message: 'Features never import each other: move the shared code out of features/ (e.g. client/src/components).',
}));

const boundaryZones = [
  ...featureZones,
  {
    target: './client',
    from: ['./server', './mock-upstream', './scripts', './tests', './bench'],
    message: 'The client bundle never imports server, mock-upstream, script or test code.',
  },
  { target: './server', from: ['./client'], message: 'The server never imports client code.' },
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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
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
